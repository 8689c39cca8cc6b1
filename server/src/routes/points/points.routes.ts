import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { notFound } from '../../http/errors.js';
import { offsetOf, S } from '../../http/schema.js';
import { assertSelfId, assertSelfUserId, kstText, memberOf, notice } from '../route-kit.js';

export const POINT_TEXTS = { notFound: '포인트 내역을 찾을 수 없습니다.', deleted: '삭제되었습니다.' } as const;

interface PointRow {
  id: number;
  member_id: number;
  point: number;
  point_memo: string;
  status: number;
  point_to_cash_flg: number;
  created_at: Date;
  updated_at: Date;
}

const WHERE = 'member_id = $1 AND NOT user_deleted AND ($2::smallint IS NULL OR point_to_cash_flg = $2)';

/** Spec 7 "Points/money": the point history (conversions are in money.routes). */
export async function pointsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const filter = { memberId: S.id(), pointToCashFlg: S.enumOf(0, 1) };

  api.get<{ Querystring: { memberId: number; pointToCashFlg?: 0 | 1 } }>(
    '/point/count',
    { schema: { querystring: S.obj(filter, ['pointToCashFlg']) } },
    async (request) => {
      const me = assertSelfId(request, request.query.memberId);
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM point_records WHERE ${WHERE}`, [
        me.id,
        request.query.pointToCashFlg ?? null,
      ]);
      return { count: Number(rows[0]?.n ?? 0) };
    },
  );

  api.get<{ Querystring: { memberId: number; pointToCashFlg?: 0 | 1; page: number; perpage: number } }>(
    '/point',
    { schema: { querystring: S.obj({ ...filter, ...S.paging() }, ['pointToCashFlg']) } },
    async (request) => {
      const { memberId, pointToCashFlg, page, perpage } = request.query;
      const me = assertSelfId(request, memberId);
      const { rows } = await db.query<PointRow>(
        `SELECT * FROM point_records WHERE ${WHERE} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [me.id, pointToCashFlg ?? null, perpage, offsetOf(page, perpage)],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        point: Number(r.point),
        pointMemo: r.point_memo,
        createdAt: kstText(r.created_at),
        updatedAt: kstText(r.updated_at),
        status: Number(r.status),
        pointToCashFlg: Number(r.point_to_cash_flg),
      }));
    },
  );

  api.delete<{ Params: { id: number } }>('/point/:id', { schema: { params: S.obj({ id: S.id() }) } }, async (request) => {
    memberOf(request);
    const { rows } = await db.query<{ member_id: number }>('SELECT member_id FROM point_records WHERE id = $1 AND NOT user_deleted', [
      request.params.id,
    ]);
    if (!rows[0]) throw notFound(POINT_TEXTS.notFound);
    const me = assertSelfId(request, Number(rows[0].member_id));
    await db.query('UPDATE point_records SET user_deleted = true WHERE id = $1 AND member_id = $2', [request.params.id, me.id]);
    return notice(POINT_TEXTS.deleted);
  });

  api.delete<{ Params: { userId: string } }>(
    '/point/allPoinToCash/:userId',
    { schema: { params: S.obj({ userId: S.text(64, 1) }) } },
    async (request) => {
      const me = assertSelfUserId(request, request.params.userId);
      const r = await db.query(
        'UPDATE point_records SET user_deleted = true WHERE member_id = $1 AND point_to_cash_flg = 1 AND NOT user_deleted',
        [me.id],
      );
      return { message: POINT_TEXTS.deleted, count: r.rowCount };
    },
  );
}
