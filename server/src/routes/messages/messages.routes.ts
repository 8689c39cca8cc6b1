import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { refusal } from '../../http/refusals.js';
import { offsetOf, S } from '../../http/schema.js';
import { assertSelfId, assertSelfUserId, kstText, memberOf, notice } from '../route-kit.js';
import { countUnread, countVisible, hideAllRead, listVisible, markAllRead, type MessageRow } from './message-store.js';
import { deleteMessage, deleteSelected, MESSAGE_TEXTS, readMessage, type MessageOutcome } from './message-use-cases.js';

export { MESSAGE_TEXTS } from './message-use-cases.js';

/**
 * Spec 7 "Messages": the member's memos (HTML written by admins). HTTP only: schemas, the
 * session member, and the status of each refusal (http/refusals.ts); the rules are in message-use-cases.ts and
 * the SQL in message-store.ts (the sports module's layering).
 */
function valueOf<T>(outcome: MessageOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw refusal(outcome.refusal);
}

const toDto = (r: MessageRow) => ({
  id: Number(r.id),
  createdAt: kstText(r.created_at),
  title: r.title,
  contents: r.contents,
  confirmStatus: Number(r.confirm_status) as 0 | 1,
  userDeleteFlg: Number(r.user_delete_flg),
  visibility: Number(r.visibility),
});

export async function messagesRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const userParam = { schema: { params: S.obj({ userId: S.text(64, 1) }) } };

  api.get<{ Params: { userId: string } }>('/message/unread/:userId', userParam, async (request) => ({
    count: await countUnread(db, assertSelfUserId(request, request.params.userId).id),
  }));

  api.get<{ Querystring: { memberId: number } }>(
    '/message/user/count',
    { schema: { querystring: S.obj({ memberId: S.id() }) } },
    async (request) => ({ count: await countVisible(db, assertSelfId(request, request.query.memberId).id) }),
  );

  api.get<{ Querystring: { memberId: number; page: number; perpage: number } }>(
    '/message/user/',
    { schema: { querystring: S.obj({ memberId: S.id(), ...S.paging() }) } },
    async (request) => {
      const { memberId, page, perpage } = request.query;
      const me = assertSelfId(request, memberId);
      return (await listVisible(db, me.id, perpage, offsetOf(page, perpage))).map(toDto);
    },
  );

  api.get<{ Params: { userId: string } }>('/message/user/:userId', userParam, async (request) => {
    const me = assertSelfUserId(request, request.params.userId);
    return (await listVisible(db, me.id, 500)).map(toDto);
  });

  api.put<{ Body: { id: number; confirmStatus: 0 | 1 } }>(
    '/message/',
    { schema: { body: S.obj({ id: S.id(), confirmStatus: S.enumOf(0, 1) }) } },
    async (request) => {
      valueOf(await readMessage(db, memberOf(request).id, request.body.id, request.body.confirmStatus, new Date(clock.now())));
      return notice('');
    },
  );

  api.put<{ Params: { userId: string } }>('/message/user/readAll/:userId', userParam, async (request) => {
    await markAllRead(db, assertSelfUserId(request, request.params.userId).id, new Date(clock.now()));
    return notice(MESSAGE_TEXTS.allRead);
  });

  // Only read messages are deletable (spec 4); unread ones stay.
  api.delete<{ Params: { userId: string } }>('/message/user/deleteAll/:userId', userParam, async (request) => ({
    message: MESSAGE_TEXTS.deleted,
    count: await hideAllRead(db, assertSelfUserId(request, request.params.userId).id),
  }));

  api.delete<{ Params: { id: number } }>('/message/user/delete/:id', { schema: { params: S.obj({ id: S.id() }) } }, async (request) => {
    valueOf(await deleteMessage(db, memberOf(request).id, request.params.id));
    return notice(MESSAGE_TEXTS.deleted);
  });

  api.put<{ Body: { id: number; userDeleteFlg: number }[] }>(
    '/message/delete',
    { schema: { body: { type: 'array', maxItems: 500, items: S.obj({ id: S.id(), userDeleteFlg: S.enumOf(0, 1) }) } } },
    async (request) => {
      const ids = request.body.filter((i) => i.userDeleteFlg === 1).map((i) => i.id);
      const count = valueOf(await deleteSelected(db, memberOf(request).id, ids));
      return { message: MESSAGE_TEXTS.deleted, count };
    },
  );
}
