import { invoke } from '../contract/index.js';
import {
  boardEventsCall,
  boardListCall,
  boardNoticesCall,
  boardPopupsCall,
  boardPostCall,
  boardRulesCall,
  boardWriteNoticeCall,
  boardEditNoticeCall,
  type BoardQuery,
  type NoticeWriteDto,
} from '../contracts/boards.js';
import { siteBannersCall } from '../contracts/banners.js';
import type { ApiCaller } from './call.js';

/** Notices, rules, events, board, popups (spec section 7 "Boards"), from the calls' contracts. */
export const createBoardsApi = (call: ApiCaller) => ({
  /** GET /boardNotice?noticeType=0. */
  notices: () => invoke(call, boardNoticesCall, { query: { noticeType: 0 } }),
  rules: () => invoke(call, boardRulesCall, {}),
  events: () => invoke(call, boardEventsCall, {}),
  board: (query: BoardQuery) => invoke(call, boardListCall, { query }),
  popups: () => invoke(call, boardPopupsCall, {}),
  /** GET /banners: the top page's banners in the operator's order. */
  banners: () => invoke(call, siteBannersCall, {}),
  /** GET /board/{id}: one board notice. */
  post: (id: number) => invoke(call, boardPostCall, { params: { id } }),
  /** POST /board: a level-1 member writes a board notice. */
  writeNotice: (body: NoticeWriteDto) => invoke(call, boardWriteNoticeCall, { body }),
  /** PUT /board/{id}: a level-1 member edits a board notice of theirs. */
  editNotice: (id: number, body: NoticeWriteDto) => invoke(call, boardEditNoticeCall, { params: { id }, body }),
});
export type BoardsApi = ReturnType<typeof createBoardsApi>;
