import type { ApiClient } from '../../api/api-client.js';
import { apiError, DEFAULT_PROBLEM_MESSAGE, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { InboxGateway } from './inbox.gateway.js';

/** `userDeleteFlg` 1 hides a message for the member (PUT /message/delete). */
const HIDDEN_FOR_MEMBER = 1;
/** `confirmStatus` 1 is read. */
const READ = 1;

type InboxMember = { readonly id: number; readonly userId: string };

/**
 * The InboxGateway over core's typed API client. The gateway's calls name no member, the api's
 * do: `member` reads the session's member at call time (numeric `id` for memberId queries,
 * login `userId` for path segments). With nobody logged in nothing is sent and the answer is
 * the server's own 401 (code 'notLoggedIn'). Rows pass through as decoded (same field names);
 * counts are read out of `{ count }`.
 */
export function createApiInboxGateway(api: Pick<ApiClient, 'messages'>, member: () => InboxMember | null): InboxGateway {
  const { messages } = api;
  const asMember = async <T>(send: (m: InboxMember) => Promise<Result<T, ApiError>>): Promise<Result<T, ApiError>> => {
    const m = member();
    return m ? send(m) : fail(apiError('http', DEFAULT_PROBLEM_MESSAGE, { status: 401, code: 'notLoggedIn' }));
  };
  const countOf = async (answer: Promise<Result<{ readonly count: number }, ApiError>>): Promise<Result<number, ApiError>> => {
    const r = await answer;
    return r.ok ? ok(r.value.count) : r;
  };
  return {
    count: (background = false) => asMember((m) => countOf(messages.count(m.id, { background }))),
    list: (page, perPage, background = false) => asMember((m) => messages.list({ memberId: m.id, page, perpage: perPage }, { background })),
    unreadCount: (background = false) => asMember((m) => countOf(messages.unreadCount(m.userId, { background }))),
    markRead: (id) => messages.setStatus({ id, confirmStatus: READ }),
    markAllRead: () => asMember((m) => messages.readAll(m.userId)),
    deleteOne: (id) => messages.deleteOne(id),
    deleteMany: (ids) => messages.hide(ids.map((id) => ({ id, userDeleteFlg: HIDDEN_FOR_MEMBER }))),
    deleteAllRead: () => asMember((m) => messages.deleteAll(m.userId)),
  };
}
