import { invoke, type PollOptions } from '../contract/index.js';
import { minigameRoundsCall } from '../contracts/minigame-rounds.js';
import type { ApiCaller } from './call.js';

/**
 * The mini-game round board, from its contract. Built on the client's shared caller (`api.call`),
 * so session statuses still reach `sessionSignals$`.
 */
export const createMinigameRoundsApi = (call: ApiCaller) => ({
  /** GET /minigame/rounds?gameId: open rounds and the last 10 drawn. */
  board: (gameId: number, poll?: PollOptions) => invoke(call, minigameRoundsCall, { query: { gameId } }, poll),
});
export type MinigameRoundsApi = ReturnType<typeof createMinigameRoundsApi>;
