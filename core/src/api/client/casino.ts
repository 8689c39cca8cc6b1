import { invoke } from '../contract/index.js';
import { casinoLaunchCall, casinoLobbyCall, type CasinoCategoryDto } from '../contracts/casino.js';
import type { ApiCaller } from './call.js';

/**
 * Casino and slot lobbies and game launch (spec 2 /casino, /slot), from the calls' contracts.
 * The wallet transfers are the money family's (`createMoneyApi`: cashToCasino, casinoToCash).
 * Built on the client's shared caller (`api.call`), so session statuses reach `sessionSignals$`.
 */
export const createCasinoApi = (call: ApiCaller) => ({
  /** GET /casino/lobby: providers and games of one category. */
  lobby: (category: CasinoCategoryDto) => invoke(call, casinoLobbyCall, { query: { category } }),
  /** POST /casino/launch: the game URL (the member's game account is created when missing). */
  launch: (memberId: number, gameId: string) => invoke(call, casinoLaunchCall, { body: { memberId, gameId } }),
});
export type CasinoApi = ReturnType<typeof createCasinoApi>;
