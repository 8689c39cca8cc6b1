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
 */
import * as D from '../decode.js';
import * as W from '../contract/index.js';
import { pagingShape } from './common.js';
import { nullableText } from './foundation-common.js';

export const boardPostWire = W.obj({
  id: W.idOrZero(),
  title: W.string(),
  contents: W.string(),
  /** Text even when sent as a number: events use '1'..'10', notices 'notice'. */
  category: W.withDefault(W.textId(), ''),
  createTimestamp: nullableText(),
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
