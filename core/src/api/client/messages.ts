import { invoke, type PollOptions } from '../contract/index.js';
import {
  messageCountCall,
  messageDeleteAllCall,
  messageDeleteOneCall,
  messageHideCall,
  messageListAllCall,
  messageListCall,
  messageReadAllCall,
  messageSetStatusCall,
  messageUnreadCountCall,
  type MessageHideItemDto,
  type MessageListQuery,
  type MessageStatusBodyDto,
} from '../contracts/messages.js';
import type { ApiCaller } from './call.js';

/** Member messages (spec section 7 "Messages"), from the calls' contracts. */
export const createMessagesApi = (call: ApiCaller) => ({
  /** GET /message/unread/{userId}: how many unread messages the member has. */
  unreadCount: (userId: string, poll?: PollOptions) => invoke(call, messageUnreadCountCall, { params: { userId } }, poll),
  count: (memberId: number, poll?: PollOptions) => invoke(call, messageCountCall, { query: { memberId } }, poll),
  /** GET /message/user/?memberId&page&perpage (trailing slash as the spec writes it). */
  list: (query: MessageListQuery, poll?: PollOptions) => invoke(call, messageListCall, { query }, poll),
  /** GET /message/user/{userId}: every message, unpaged. */
  listAll: (userId: string) => invoke(call, messageListAllCall, { params: { userId } }),
  /** PUT /message/ {id, confirmStatus}: marks one message read (1) or unread (0). */
  setStatus: (body: MessageStatusBodyDto) => invoke(call, messageSetStatusCall, { body }),
  readAll: (userId: string) => invoke(call, messageReadAllCall, { params: { userId } }),
  deleteAll: (userId: string) => invoke(call, messageDeleteAllCall, { params: { userId } }),
  deleteOne: (messageId: number) => invoke(call, messageDeleteOneCall, { params: { id: messageId } }),
  /** PUT /message/delete with an array of {id, userDeleteFlg}. */
  hide: (items: readonly MessageHideItemDto[]) => invoke(call, messageHideCall, { body: [...items] }),
});
export type MessagesApi = ReturnType<typeof createMessagesApi>;
