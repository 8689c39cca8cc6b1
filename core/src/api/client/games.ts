import { invoke } from '../contract/index.js';
import { createRealpokerUserCall, createRevolutionUserCall, realpokerLinkCall, revolutionLinkCall } from '../contracts/games.js';
import type { ApiCaller } from './call.js';

/** Real-poker and hold'em accounts and links (spec section 7 "Games"), from the calls' contracts. */
export const createGamesApi = (call: ApiCaller) => ({
  /** GET /realpoker/user/create?userId&nickname: code 1 means created. */
  createRealpokerUser: (userId: string, nickname: string) => invoke(call, createRealpokerUserCall, { query: { userId, nickname } }),
  realpokerLink: (userId: string) => invoke(call, realpokerLinkCall, { query: { userId } }),
  /** GET /revolution/user/create: the spec sends no query; the member comes from the session. */
  createRevolutionUser: () => invoke(call, createRevolutionUserCall, {}),
  /** GET /revolution/game/link?userId[&agentCode]: agentCode is the first non-null management target. */
  revolutionLink: (userId: string, agentCode?: string | null) =>
    invoke(call, revolutionLinkCall, { query: agentCode ? { userId, agentCode } : { userId } }),
});
export type GamesApi = ReturnType<typeof createGamesApi>;
