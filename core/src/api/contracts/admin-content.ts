/**
 * Admin content calls (answers to inquiries, messages to members, board posts and popups): one
 * contract per call, re-exported by admin.ts beside the other admin calls.
 *
 * GET    /admin/inquiries?waiting                                -> AdminInquiryRowDto[] (the latest 200)
 * POST   /admin/inquiries/{id}/answer  {answerContents}           -> { message, inquiries }
 * POST   /admin/messages               {memberId, title, contents} -> { message, count } (memberId 0: everyone)
 * POST   /admin/boards                 AdminBoardBodyDto          -> { id, message }
 * PUT    /admin/boards/{id}            AdminBoardBodyDto          -> { message }
 * DELETE /admin/boards/{id}                                       -> { message }
 * POST   /admin/popups                 AdminPopupBodyDto          -> { id, message }
 * DELETE /admin/popups/{id}                                       -> { message }
 */
import * as W from '../contract/index.js';
import { ignoredAnswer, noticeShape } from './common.js';
import { idNoticeAnswer, idParam, noticeAnswer } from './foundation-common.js';

const messageBody = W.obj({ memberId: W.int(0, Number.MAX_SAFE_INTEGER), title: W.text(200, 1), contents: W.html(50_000) });
export type AdminMessageBodyDto = W.TypeOf<typeof messageBody>;

const boardKind = W.literal('notice', 'rule', 'event', 'board');
export type AdminBoardKind = W.TypeOf<typeof boardKind>;
const boardBody = W.obj({
  board: boardKind,
  title: W.text(200, 1),
  /** HTML. */
  contents: W.html(50_000),
  /** Events '1'..'10'; board category text. */
  category: W.optional(W.text(20)),
});
export type AdminBoardBodyDto = W.TypeOf<typeof boardBody>;

const cssText = () => W.optional(W.nullable(W.text(20)));
const popupBody = W.obj({
  contents: W.html(50_000),
  /** https or a site path only. */
  link: W.optional(W.nullable(W.pattern('^(https://|/)[^\\s<>"]{0,490}$', 500))),
  popupSize: cssText(),
  pcLeftLocation: cssText(),
  pcRightLocation: cssText(),
  popupLeftLocation: cssText(),
  popupRightLocation: cssText(),
  notShowingexpireTime: cssText(),
  popupFlg: W.optional(W.int(0, 9)),
});
export type AdminPopupBodyDto = W.TypeOf<typeof popupBody>;

/** Answers the member's number of answered inquiries. */
export const adminAnswerInquiryCall = W.defineCall({
  method: 'POST',
  path: '/admin/inquiries/:id/answer',
  params: idParam,
  body: W.obj({ answerContents: W.html(10_000) }),
  response: ignoredAnswer(W.obj({ ...noticeShape, inquiries: W.int(0) })),
});

/** `memberId` 0 sends to every active member; answers how many got it. */
export const adminMessageCall = W.defineCall({
  method: 'POST',
  path: '/admin/messages',
  body: messageBody,
  response: ignoredAnswer(W.obj({ ...noticeShape, count: W.int(0) })),
});

export const adminWriteBoardCall = W.defineCall({ method: 'POST', path: '/admin/boards', body: boardBody, response: idNoticeAnswer });
export const adminEditBoardCall = W.defineCall({
  method: 'PUT',
  path: '/admin/boards/:id',
  params: idParam,
  body: boardBody,
  response: noticeAnswer,
});
export const adminDeleteBoardCall = W.defineCall({ method: 'DELETE', path: '/admin/boards/:id', params: idParam, response: noticeAnswer });

export const adminWritePopupCall = W.defineCall({ method: 'POST', path: '/admin/popups', body: popupBody, response: idNoticeAnswer });
export const adminDeletePopupCall = W.defineCall({ method: 'DELETE', path: '/admin/popups/:id', params: idParam, response: noticeAnswer });

/* ------------------------------------------------------------------ operator-only reads (no client function) */

const adminInquiryRow = W.obj({
  id: W.idOrZero(),
  memberId: W.idOrZero(),
  userId: W.string(),
  title: W.string(),
  questionContents: W.string(),
  answered: W.bool(),
});
export type AdminInquiryRowDto = W.TypeOf<typeof adminInquiryRow>;

/** `waiting` true lists the unanswered inquiries, false the answered ones. */
export const adminInquiriesCall = W.defineCall({
  method: 'GET',
  path: '/admin/inquiries',
  query: W.obj({ waiting: W.optional(W.bool()) }),
  response: W.array(adminInquiryRow),
});
