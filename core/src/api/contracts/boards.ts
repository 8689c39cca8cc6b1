/**
 * Notices, rules, events, the community board and popups of spec section 7 "Boards".
 * Every `contents` is HTML from the server: sanitise before rendering.
 *
 * GET /boardNotice?noticeType=0          -> BoardPostDto[]
 * GET /boardRule                         -> BoardPostDto[]
 * GET /boardEvent                        -> BoardPostDto[] (category '1'..'10')
 * GET /board?category&page&perpage       -> BoardPostDto[]
 * GET /boardPopup                        -> PopupDto[]
 */
import * as D from '../decode.js';
import { idDecoder, textIdDecoder } from './common.js';

export interface BoardPostDto {
  readonly id: number;
  readonly title: string;
  readonly contents: string;
  /** Text even when sent as a number: events use '1'..'10', notices 'notice'. */
  readonly category: string;
  readonly createTimestamp: string | null;
}

export const boardPostDtoDecoder: D.Decoder<BoardPostDto> = D.object({
  id: idDecoder,
  title: D.string,
  contents: D.string,
  category: D.withDefault(textIdDecoder, ''),
  createTimestamp: D.withDefault(D.nullable(D.string), null),
});

export interface BoardQuery {
  readonly category: string;
  readonly page: number;
  readonly perpage: number;
}

/** Sizes and positions pass through as sent (a number of pixels or a CSS length text). */
export type CssLengthDto = number | string;
const cssLength: D.Decoder<CssLengthDto | null> = D.withDefault(D.nullable(D.union(D.number, D.string)), null);

export interface PopupDto {
  readonly id: number;
  /** 0 active. */
  readonly popupStatus: number;
  readonly popupFlg: number;
  readonly contents: string;
  readonly link: string | null;
  readonly popupSize: CssLengthDto | null;
  readonly pcLeftLocation: CssLengthDto | null;
  readonly pcRightLocation: CssLengthDto | null;
  readonly popupLeftLocation: CssLengthDto | null;
  readonly popupRightLocation: CssLengthDto | null;
  readonly notShowingexpireTime: CssLengthDto | null;
}

export const popupDtoDecoder: D.Decoder<PopupDto> = D.object({
  id: idDecoder,
  popupStatus: D.integer,
  popupFlg: D.withDefault(D.integer, 0),
  contents: D.string,
  link: D.withDefault(D.nullable(D.string), null),
  popupSize: cssLength,
  pcLeftLocation: cssLength,
  pcRightLocation: cssLength,
  popupLeftLocation: cssLength,
  popupRightLocation: cssLength,
  notShowingexpireTime: cssLength,
});
