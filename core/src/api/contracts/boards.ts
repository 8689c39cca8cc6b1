/**
 * Notices, rules, events, the community board and popups of spec section 7 "Boards": one
 * contract per call (both ends read these). Every `contents` is HTML from the server: sanitise
 * before rendering.
 *
 * GET /boardNotice?noticeType=0          -> BoardPostDto[]
 * GET /boardRule                         -> BoardPostDto[]
 * GET /boardEvent                        -> BoardPostDto[] (category '1'..'10')
 * GET /board?category&page&perpage       -> BoardPostDto[]
 * GET /boardPopup                        -> PopupDto[]
 * GET /board/{id}                        -> BoardPostDto (one board notice: /community/notice/detail/{id})
 * POST /board {title, contents}          -> {id, message} (a level-1 member writes a board notice)
 * PUT /board/{id} {title, contents}      -> {message} (a level-1 member edits a board notice of theirs)
 */
import * as D from '../decode.js';
import * as W from '../contract/index.js';
import { noticeShape, pagingShape } from './common.js';
import { nullableText } from './foundation-common.js';

export const boardPostWire = W.obj({
  id: W.idOrZero(),
  title: W.string(),
  contents: W.string(),
  /** Text even when sent as a number: events use '1'..'10', notices 'notice'. */
  category: W.withDefault(W.textId(), ''),
  createTimestamp: nullableText(),
  /** GET /board/{id} only: whether the logged-in caller wrote this post (absent on lists). */
  mine: W.optional(W.bool()),
});
export type BoardPostDto = W.TypeOf<typeof boardPostWire>;

const boardQuery = W.obj({ category: W.optional(W.text(20)), ...pagingShape });
export type BoardQuery = W.TypeOf<typeof boardQuery>;

/** Sizes and positions pass through as sent (a number of pixels or a CSS length text). */
const cssLengthWire = W.oneOf<number | string, number | string>([W.number(), W.string()], D.union(D.number, D.string), (v) => v);
export type CssLengthDto = W.TypeOf<typeof cssLengthWire>;
const cssLength = () => W.withDefault(W.nullable(cssLengthWire), null);

export const popupWire = W.obj({
  id: W.idOrZero(),
  /** 0 active. */
  popupStatus: W.int(),
  popupFlg: W.withDefault(W.int(), 0),
  contents: W.string(),
  link: nullableText(),
  popupSize: cssLength(),
  pcLeftLocation: cssLength(),
  pcRightLocation: cssLength(),
  popupLeftLocation: cssLength(),
  popupRightLocation: cssLength(),
  notShowingexpireTime: cssLength(),
});
export type PopupDto = W.TypeOf<typeof popupWire>;

const posts = W.array(boardPostWire);

export const boardNoticesCall = W.defineCall({
  method: 'GET',
  path: '/boardNotice',
  query: W.obj({ noticeType: W.optional(W.int(0, 9)) }),
  response: posts,
});
export const boardRulesCall = W.defineCall({ method: 'GET', path: '/boardRule', response: posts });
export const boardEventsCall = W.defineCall({ method: 'GET', path: '/boardEvent', response: posts });
/** `category` 'notice' lists the notices; another category filters the community board. */
export const boardListCall = W.defineCall({ method: 'GET', path: '/board', query: boardQuery, response: posts });
export const boardPopupsCall = W.defineCall({ method: 'GET', path: '/boardPopup', response: W.array(popupWire) });

/**
 * One board notice by id (the community notice detail). The spec lists only the board's list
 * call; a detail page opened from a link needs the post without paging through the list.
 */
export const boardPostCall = W.defineCall({ method: 'GET', path: '/board/:id', params: W.obj({ id: W.id() }), response: boardPostWire });

/** What a level-1 member writes on /community/notice/regist: contents are HTML, sanitised by the server before storing. */
const noticeWriteBody = W.obj({ title: W.text(200, 1), contents: W.html(50_000) });
export type NoticeWriteDto = W.TypeOf<typeof noticeWriteBody>;
/** The member-side write of a board notice (spec 6: only role 1 writes); answers the new post's id. */
export const boardWriteNoticeCall = W.defineCall({
  method: 'POST',
  path: '/board',
  body: noticeWriteBody,
  response: W.obj({ id: W.id(), ...noticeShape }),
});

/**
 * A level-1 member edits a board notice they wrote (the spec gives the edit icon to role 1 and
 * lists no call: ours, on the post's path). Same body and checks as the write.
 */
export const boardEditNoticeCall = W.defineCall({
  method: 'PUT',
  path: '/board/:id',
  params: W.obj({ id: W.id() }),
  body: noticeWriteBody,
  response: W.obj(noticeShape),
});
