import * as D from '../decode.js';
import { boardPostDtoDecoder, popupDtoDecoder, type BoardQuery } from '../contracts/boards.js';
import type { ApiCaller } from './call.js';

const posts = D.array(boardPostDtoDecoder);

/** Notices, rules, events, board, popups (spec section 7 "Boards"). */
export const createBoardsApi = (call: ApiCaller) => ({
  /** GET /boardNotice?noticeType=0. */
  notices: () => call({ method: 'GET', path: '/boardNotice', query: { noticeType: 0 }, decoder: posts }),
  rules: () => call({ method: 'GET', path: '/boardRule', decoder: posts }),
  events: () => call({ method: 'GET', path: '/boardEvent', decoder: posts }),
  board: (query: BoardQuery) => call({ method: 'GET', path: '/board', query: { ...query }, decoder: posts }),
  popups: () => call({ method: 'GET', path: '/boardPopup', decoder: D.array(popupDtoDecoder) }),
});
export type BoardsApi = ReturnType<typeof createBoardsApi>;
