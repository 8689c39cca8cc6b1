import * as D from '../decode.js';
import { countDtoDecoder, nothingDecoder } from '../contracts/common.js';
import { messageDtoDecoder, type MessageHideItemDto, type MessageListQuery, type MessageStatusBodyDto } from '../contracts/messages.js';
import { path, type ApiCaller } from './call.js';

/** Member messages (spec section 7 "Messages"). */
export const createMessagesApi = (call: ApiCaller) => ({
  /** GET /message/unread/{userId}: how many unread messages the member has. */
  unreadCount: (userId: string) => call({ method: 'GET', path: path`/message/unread/${userId}`, decoder: countDtoDecoder }),
  count: (memberId: number) => call({ method: 'GET', path: '/message/user/count', query: { memberId }, decoder: countDtoDecoder }),
  /** GET /message/user/?memberId&page&perpage (trailing slash as the spec writes it). */
  list: (query: MessageListQuery) =>
    call({ method: 'GET', path: '/message/user/', query: { ...query }, decoder: D.array(messageDtoDecoder) }),
  /** GET /message/user/{userId}: every message, unpaged. */
  listAll: (userId: string) => call({ method: 'GET', path: path`/message/user/${userId}`, decoder: D.array(messageDtoDecoder) }),
  /** PUT /message/ {id, confirmStatus}: marks one message read (1) or unread (0). */
  setStatus: (body: MessageStatusBodyDto) => call({ method: 'PUT', path: '/message/', body, decoder: nothingDecoder }),
  readAll: (userId: string) => call({ method: 'PUT', path: path`/message/user/readAll/${userId}`, decoder: nothingDecoder }),
  deleteAll: (userId: string) => call({ method: 'DELETE', path: path`/message/user/deleteAll/${userId}`, decoder: nothingDecoder }),
  deleteOne: (messageId: number) => call({ method: 'DELETE', path: path`/message/user/delete/${messageId}`, decoder: nothingDecoder }),
  /** PUT /message/delete with an array of {id, userDeleteFlg}. */
  hide: (items: readonly MessageHideItemDto[]) => call({ method: 'PUT', path: '/message/delete', body: items, decoder: nothingDecoder }),
});
export type MessagesApi = ReturnType<typeof createMessagesApi>;
