import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { notFound } from '../../http/errors.js';
import { offsetOf, S } from '../../http/schema.js';
import { assertSelfId, assertSelfUserId, kstText, memberOf, notice } from '../route-kit.js';
import { countPoints, hidePoint, hidePointConversions, pointOwner, pointPage } from './point-store.js';

export const POINT_TEXTS = { notFound: '포인트 내역을 찾을 수 없습니다.', deleted: '삭제되었습니다.' } as const;

/** Spec 7 "Points/money": the point history (conversions are in money.routes). HTTP only; SQL in point-store.ts. */
export async function pointsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const filter = { memberId: S.id(), pointToCashFlg: S.enumOf(0, 1) };

  api.get<{ Querystring: { memberId: number; pointToCashFlg?: 0 | 1 } }>(
    '/point/count',
    { schema: { querystring: S.obj(filter, ['pointToCashFlg']) } },
    async (request) => {
      const me = assertSelfId(request, request.query.memberId);
      return { count: await countPoints(db, me.id, request.query.pointToCashFlg ?? null) };
    },
  );

  api.get<{ Querystring: { memberId: number; pointToCashFlg?: 0 | 1; page: number; perpage: number } }>(
    '/point',
    { schema: { querystring: S.obj({ ...filter, ...S.paging() }, ['pointToCashFlg']) } },
    async (request) => {
      const { memberId, pointToCashFlg, page, perpage } = request.query;
      const me = assertSelfId(request, memberId);
      const rows = await pointPage(db, me.id, pointToCashFlg ?? null, perpage, offsetOf(page, perpage));
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
    const owner = await pointOwner(db, request.params.id);
    if (owner === null) throw notFound(POINT_TEXTS.notFound);
    const me = assertSelfId(request, owner);
    await hidePoint(db, me.id, request.params.id);
    return notice(POINT_TEXTS.deleted);
  });

  api.delete<{ Params: { userId: string } }>(
    '/point/allPoinToCash/:userId',
    { schema: { params: S.obj({ userId: S.text(64, 1) }) } },
    async (request) => {
      const me = assertSelfUserId(request, request.params.userId);
      return { message: POINT_TEXTS.deleted, count: await hidePointConversions(db, me.id) };
    },
  );
}
