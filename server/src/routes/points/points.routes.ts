import type { FastifyInstance } from 'fastify';
import { POINT_MESSAGES } from '@bet/core/points';
import { pointCountCall, pointDeleteAllCall, pointDeleteOneCall, pointListCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { notFound } from '../../http/errors.js';
import { offsetOf } from '../../http/schema.js';
import { serve } from '../../http/contract-route.js';
import { assertSelfId, assertSelfUserId, kstText, memberOf, notice } from '../route-kit.js';
import { countPoints, hidePoint, hidePointConversions, pointOwner, pointPage } from './point-store.js';

export const POINT_TEXTS = { notFound: POINT_MESSAGES.recordNotFound, deleted: POINT_MESSAGES.deleted } as const;

/** Spec 7 "Points/money": the point history (conversions are in money.routes). HTTP only; SQL in point-store.ts. */
export async function pointsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  serve(api, pointCountCall, {}, async (request) => {
    const me = assertSelfId(request, request.query.memberId);
    return { count: await countPoints(db, me.id, request.query.pointToCashFlg ?? null) };
  });

  serve(api, pointListCall, {}, async (request) => {
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
  });

  serve(api, pointDeleteOneCall, {}, async (request) => {
    memberOf(request);
    const owner = await pointOwner(db, request.params.id);
    if (owner === null) throw notFound(POINT_TEXTS.notFound);
    const me = assertSelfId(request, owner);
    await hidePoint(db, me.id, request.params.id);
    return notice(POINT_TEXTS.deleted);
  });

  serve(api, pointDeleteAllCall, {}, async (request) => {
    const me = assertSelfUserId(request, request.params.userId);
    return { message: POINT_TEXTS.deleted, count: await hidePointConversions(db, me.id) };
  });
}
