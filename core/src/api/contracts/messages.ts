/**
 * Member messages (memos) of spec section 7 "Messages": one contract per call (both ends read these).
 *
 * GET    /message/unread/{userId}                      -> { count } (unread messages)
 * GET    /message/user/count?memberId                  -> { count }
 * GET    /message/user/?memberId&page&perpage          -> MessageDto[] (10 a page, polled 5 s)
 * GET    /message/user/{userId}                        -> MessageDto[] (all, unpaged)
 * PUT    /message/                 {id, confirmStatus} -> { message } (ignored)
 * PUT    /message/user/readAll/{userId}                -> { message } (ignored)
 * DELETE /message/user/deleteAll/{userId}              -> { message, count } (ignored)
 * DELETE /message/user/delete/{id}                     -> { message } (ignored)
 * PUT    /message/delete           [{id, userDeleteFlg}] -> { message, count } (ignored)
 */
import * as W from '../contract/index.js';
import { countWire, ignoredAnswer, noticeShape, pagingShape } from './common.js';

/** 0 unread, 1 read. */
const confirmStatusWire = W.literal(0, 1);
export type MessageConfirmStatus = W.TypeOf<typeof confirmStatusWire>;

const messageWire = W.obj({
  id: W.idOrZero(),
  createdAt: W.dateText(),
  title: W.string(),
  /** HTML: sanitise before rendering. */
  contents: W.string(),
  confirmStatus: confirmStatusWire,
  userDeleteFlg: W.withDefault(W.int(), 0),
  visibility: W.withDefault(W.int(), 1),
});
export type MessageDto = W.TypeOf<typeof messageWire>;

const userIdParam = W.obj({ userId: W.text(64, 1) });
const notice = ignoredAnswer(W.obj(noticeShape));
const noticeWithCount = ignoredAnswer(W.obj({ ...noticeShape, count: W.int(0) }));

const statusBody = W.obj({ id: W.id(), confirmStatus: confirmStatusWire });
export type MessageStatusBodyDto = W.TypeOf<typeof statusBody>;

/** One row of the bulk hide call (`userDeleteFlg` 1 hides the message for the member). */
const hideItem = W.obj({ id: W.id(), userDeleteFlg: W.literal(0, 1) });
export type MessageHideItemDto = W.TypeOf<typeof hideItem>;

const listQuery = W.obj({ memberId: W.id(), ...pagingShape });
export type MessageListQuery = W.TypeOf<typeof listQuery>;

export const messageUnreadCountCall = W.defineCall({
  method: 'GET',
  path: '/message/unread/:userId',
  params: userIdParam,
  response: countWire,
});

export const messageCountCall = W.defineCall({
  method: 'GET',
  path: '/message/user/count',
  query: W.obj({ memberId: W.id() }),
  response: countWire,
});

/** The trailing slash as the spec writes it. */
export const messageListCall = W.defineCall({
  method: 'GET',
  path: '/message/user/',
  query: listQuery,
  response: W.array(messageWire),
});

export const messageListAllCall = W.defineCall({
  method: 'GET',
  path: '/message/user/:userId',
  params: userIdParam,
  response: W.array(messageWire),
});

export const messageSetStatusCall = W.defineCall({ method: 'PUT', path: '/message/', body: statusBody, response: notice });

export const messageReadAllCall = W.defineCall({
  method: 'PUT',
  path: '/message/user/readAll/:userId',
  params: userIdParam,
  response: notice,
});

/** Only read messages are deleted (spec 4); `count` says how many. */
export const messageDeleteAllCall = W.defineCall({
  method: 'DELETE',
  path: '/message/user/deleteAll/:userId',
  params: userIdParam,
  response: noticeWithCount,
});

export const messageDeleteOneCall = W.defineCall({
  method: 'DELETE',
  path: '/message/user/delete/:id',
  params: W.obj({ id: W.id() }),
  response: notice,
});

export const messageHideCall = W.defineCall({
  method: 'PUT',
  path: '/message/delete',
  body: W.array(hideItem, 500),
  response: noticeWithCount,
});
