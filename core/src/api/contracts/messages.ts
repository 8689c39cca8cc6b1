/**
 * Member messages (memos) of spec section 7 "Messages".
 *
 * GET    /message/unread/{userId}                      -> { count } (unread messages)
 * GET    /message/user/count?memberId                  -> { count }
 * GET    /message/user/?memberId&page&perpage          -> MessageDto[] (10 a page, polled 5 s)
 * GET    /message/user/{userId}                        -> MessageDto[] (all, unpaged)
 * PUT    /message/                 {id, confirmStatus} -> ignored body
 * PUT    /message/user/readAll/{userId}                -> ignored body
 * DELETE /message/user/deleteAll/{userId}              -> ignored body
 * DELETE /message/user/delete/{id}                     -> ignored body
 * PUT    /message/delete           [{id, userDeleteFlg}] -> ignored body
 */
import * as D from '../decode.js';
import { dateTextDecoder, idDecoder } from './common.js';

/** 0 unread, 1 read. */
export type MessageConfirmStatus = 0 | 1;

export interface MessageDto {
  readonly id: number;
  readonly createdAt: string;
  readonly title: string;
  /** HTML: sanitise before rendering. */
  readonly contents: string;
  readonly confirmStatus: MessageConfirmStatus;
  readonly userDeleteFlg: number;
  readonly visibility: number;
}

export const messageDtoDecoder: D.Decoder<MessageDto> = D.object({
  id: idDecoder,
  createdAt: dateTextDecoder,
  title: D.string,
  contents: D.string,
  confirmStatus: D.literal(0, 1),
  userDeleteFlg: D.withDefault(D.integer, 0),
  visibility: D.withDefault(D.integer, 1),
});

export interface MessageStatusBodyDto {
  readonly id: number;
  readonly confirmStatus: MessageConfirmStatus;
}

/** One row of the bulk hide call (`userDeleteFlg` 1 hides the message for the member). */
export interface MessageHideItemDto {
  readonly id: number;
  readonly userDeleteFlg: number;
}

export interface MessageListQuery {
  readonly memberId: number;
  readonly page: number;
  readonly perpage: number;
}
