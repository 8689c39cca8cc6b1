import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { InboxMessage } from '../domain/inbox-message.js';
import { portToken } from '../../shared/ports/port-token.js';

/**
 * Server calls of the messages screen (spec 7). The acting member comes from the session.
 * `background`: the screen's poll sent the call, not the member (X-Background-Poll: the server
 * does not count it as activity for the session's idle limit).
 */
export interface InboxGateway {
  /** GET /message/user/count?memberId */
  count(background?: boolean): Promise<Result<number, ApiError>>;
  /** GET /message/user/?memberId&page&perpage (page from 1). */
  list(page: number, perPage: number, background?: boolean): Promise<Result<readonly InboxMessage[], ApiError>>;
  /** GET /message/unread/{userId}: how many messages are unread. */
  unreadCount(background?: boolean): Promise<Result<number, ApiError>>;
  /** PUT /message/ {id, confirmStatus: 1}: marks one message read. */
  markRead(id: number): Promise<Result<void, ApiError>>;
  /** PUT /message/user/readAll/{userId} */
  markAllRead(): Promise<Result<void, ApiError>>;
  /** DELETE /message/user/delete/{id} */
  deleteOne(id: number): Promise<Result<void, ApiError>>;
  /** PUT /message/delete [{id, userDeleteFlg}]: hides the given read messages. */
  deleteMany(ids: readonly number[]): Promise<Result<void, ApiError>>;
  /** DELETE /message/user/deleteAll/{userId}: deletes every read message. */
  deleteAllRead(): Promise<Result<void, ApiError>>;
}
export const InboxGateway = portToken<InboxGateway>('InboxGateway');
