import { invoke, type PollOptions } from '../contract/index.js';
import { virtualRankingCall, virtualRoundBoardCall } from '../contracts/virtual.js';
import type { ApiCaller } from './call.js';

/** The virtual-sports round board, on the client's shared caller (session statuses still reach `sessionSignals$`). */
export const createVirtualApi = (call: ApiCaller) => ({
  /** GET /vet3/{game}: streams, leagues, the open rounds and the last drawn ones. */
  board: (game: 'Soccer' | 'Basketball' | 'Dog' | 'Horse', poll?: PollOptions) =>
    invoke(call, virtualRoundBoardCall, { params: { game } }, poll),
  /** GET /vet3/soccer/ranking: the team ranking per group (spec 9). */
  ranking: (poll?: PollOptions) => invoke(call, virtualRankingCall, {}, poll),
});
export type VirtualApi = ReturnType<typeof createVirtualApi>;
