import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { offsetOf, S } from '../../http/schema.js';
import { kstText, memberOf } from '../route-kit.js';
import { downlinePage, downlineTotals } from './partner-store.js';

/**
 * Partner and recommender areas (spec 2 and 6: banType 0 and type 1 or 2). The spec shows the
 * screens but not their calls; these two are enough for the member list and the totals. HTTP
 * only: the SQL is in partner-store.ts.
 */
export async function partnerRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const partner = { auth: 'partner' as const };

  api.get<{ Querystring: { page: number; perpage: number } }>(
    '/partner/members',
    { config: partner, schema: { querystring: S.obj(S.paging()) } },
    async (request) => {
      const me = memberOf(request);
      const { page, perpage } = request.query;
      const rows = await downlinePage(db, me.id, perpage, offsetOf(page, perpage));
      return rows.map((r) => ({
        id: Number(r.id),
        userId: r.user_id,
        nickname: r.nickname,
        role: Number(r.role),
        type: Number(r.type),
        status: r.status,
        createdAt: kstText(r.created_at),
        depth: Number(r.depth),
      }));
    },
  );

  api.get('/partner/summary', { config: partner }, async (request) => {
    const me = memberOf(request);
    const t = await downlineTotals(db, me.id);
    return { members: t.members, depositTotal: t.deposits, withdrawalTotal: t.withdrawals };
  });
}
