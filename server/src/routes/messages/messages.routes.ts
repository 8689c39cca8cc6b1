import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import type { Sql } from '../../db/db.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { offsetOf, S } from '../../http/schema.js';
import { assertSelfId, assertSelfUserId, kstText, memberOf, notice } from '../route-kit.js';

/** Spec 8 wording for the memo box. */
export const MESSAGE_TEXTS = {
  unreadCannotDelete: '읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.',
  noneSelected: '쪽지가 선택되지 않았거나 읽지않은 쪽지만 선택되었습니다.',
  notFound: '쪽지를 찾을 수 없습니다.',
  deleted: '삭제되었습니다.',
  allRead: '모든 쪽지를 읽음 처리했습니다.',
} as const;

interface MessageRow {
  id: number;
  member_id: number;
  title: string;
  contents: string;
  confirm_status: number;
  user_delete_flg: number;
  visibility: number;
  created_at: Date;
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

const VISIBLE = 'member_id = $1 AND user_delete_flg = 0';

async function ownMessage(sql: Sql, id: number): Promise<MessageRow> {
  const { rows } = await sql.query<MessageRow>('SELECT * FROM messages WHERE id = $1 AND user_delete_flg = 0', [id]);
  if (!rows[0]) throw notFound(MESSAGE_TEXTS.notFound);
  return rows[0];
}

/** Spec 7 "Messages": the member's memos (HTML written by admins). */
export async function messagesRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const userParam = { schema: { params: S.obj({ userId: S.text(64, 1) }) } };

  api.get<{ Params: { userId: string } }>('/message/unread/:userId', userParam, async (request) => {
    const me = assertSelfUserId(request, request.params.userId);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages WHERE ${VISIBLE} AND confirm_status = 0`, [
      me.id,
    ]);
    return { count: Number(rows[0]?.n ?? 0) };
  });

  api.get<{ Querystring: { memberId: number } }>(
    '/message/user/count',
    { schema: { querystring: S.obj({ memberId: S.id() }) } },
    async (request) => {
      const me = assertSelfId(request, request.query.memberId);
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages WHERE ${VISIBLE}`, [me.id]);
      return { count: Number(rows[0]?.n ?? 0) };
    },
  );

  api.get<{ Querystring: { memberId: number; page: number; perpage: number } }>(
    '/message/user/',
    { schema: { querystring: S.obj({ memberId: S.id(), ...S.paging() }) } },
    async (request) => {
      const { memberId, page, perpage } = request.query;
      const me = assertSelfId(request, memberId);
      const { rows } = await db.query<MessageRow>(
        `SELECT * FROM messages WHERE ${VISIBLE} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [me.id, perpage, offsetOf(page, perpage)],
      );
      return rows.map(toDto);
    },
  );

  api.get<{ Params: { userId: string } }>('/message/user/:userId', userParam, async (request) => {
    const me = assertSelfUserId(request, request.params.userId);
    const { rows } = await db.query<MessageRow>(`SELECT * FROM messages WHERE ${VISIBLE} ORDER BY created_at DESC, id DESC LIMIT 500`, [
      me.id,
    ]);
    return rows.map(toDto);
  });

  api.put<{ Body: { id: number; confirmStatus: 0 | 1 } }>(
    '/message/',
    { schema: { body: S.obj({ id: S.id(), confirmStatus: S.enumOf(0, 1) }) } },
    async (request) => {
      const message = await ownMessage(db, request.body.id);
      const me = assertSelfId(request, Number(message.member_id));
      // A read message stays read: the spec moves memos from unread to read only.
      if (request.body.confirmStatus === 1) {
        await db.query('UPDATE messages SET confirm_status = 1, read_at = coalesce(read_at, $3) WHERE id = $1 AND member_id = $2', [
          message.id,
          me.id,
          new Date(clock.now()),
        ]);
      }
      return notice('');
    },
  );

  api.put<{ Params: { userId: string } }>('/message/user/readAll/:userId', userParam, async (request) => {
    const me = assertSelfUserId(request, request.params.userId);
    await db.query(`UPDATE messages SET confirm_status = 1, read_at = coalesce(read_at, $2) WHERE ${VISIBLE} AND confirm_status = 0`, [
      me.id,
      new Date(clock.now()),
    ]);
    return notice(MESSAGE_TEXTS.allRead);
  });

  api.delete<{ Params: { userId: string } }>('/message/user/deleteAll/:userId', userParam, async (request) => {
    const me = assertSelfUserId(request, request.params.userId);
    // Only read messages are deletable (spec 4); unread ones stay.
    const r = await db.query(`UPDATE messages SET user_delete_flg = 1 WHERE ${VISIBLE} AND confirm_status = 1`, [me.id]);
    return { message: MESSAGE_TEXTS.deleted, count: r.rowCount };
  });

  api.delete<{ Params: { id: number } }>('/message/user/delete/:id', { schema: { params: S.obj({ id: S.id() }) } }, async (request) => {
    const message = await ownMessage(db, request.params.id);
    const me = assertSelfId(request, Number(message.member_id));
    if (Number(message.confirm_status) === 0) throw conflict(MESSAGE_TEXTS.unreadCannotDelete, 'unread');
    await db.query('UPDATE messages SET user_delete_flg = 1 WHERE id = $1 AND member_id = $2', [message.id, me.id]);
    return notice(MESSAGE_TEXTS.deleted);
  });

  api.put<{ Body: { id: number; userDeleteFlg: number }[] }>(
    '/message/delete',
    { schema: { body: { type: 'array', maxItems: 500, items: S.obj({ id: S.id(), userDeleteFlg: S.enumOf(0, 1) }) } } },
    async (request) => {
      const me = memberOf(request);
      const ids = request.body.filter((i) => i.userDeleteFlg === 1).map((i) => i.id);
      const { rows } = await db.query<{ id: number; member_id: number; confirm_status: number }>(
        'SELECT id, member_id, confirm_status FROM messages WHERE id = ANY($1::bigint[]) AND user_delete_flg = 0',
        [ids],
      );
      for (const r of rows) assertSelfId(request, Number(r.member_id));
      const readIds = rows.filter((r) => Number(r.confirm_status) === 1).map((r) => Number(r.id));
      if (readIds.length === 0) throw badRequest(MESSAGE_TEXTS.noneSelected, 'noneSelected');
      await db.query('UPDATE messages SET user_delete_flg = 1 WHERE id = ANY($1::bigint[]) AND member_id = $2', [readIds, me.id]);
      return { message: MESSAGE_TEXTS.deleted, count: readIds.length };
    },
  );
}
