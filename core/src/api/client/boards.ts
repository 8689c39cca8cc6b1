import { invoke } from '../contract/index.js';
import { boardEventsCall, boardListCall, boardNoticesCall, boardPopupsCall, boardRulesCall, type BoardQuery } from '../contracts/boards.js';
import type { ApiCaller } from './call.js';

/** Notices, rules, events, board, popups (spec section 7 "Boards"), from the calls' contracts. */
export const createBoardsApi = (call: ApiCaller) => ({
  /** GET /boardNotice?noticeType=0. */
  notices: () => invoke(call, boardNoticesCall, { query: { noticeType: 0 } }),
  rules: () => invoke(call, boardRulesCall, {}),
  events: () => invoke(call, boardEventsCall, {}),
  board: (query: BoardQuery) => invoke(call, boardListCall, { query }),
  popups: () => invoke(call, boardPopupsCall, {}),
});
export type BoardsApi = ReturnType<typeof createBoardsApi>;
