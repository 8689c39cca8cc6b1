import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { offsetOf, S } from '../../http/schema.js';
import { kstText, memberOf } from '../route-kit.js';

/** Members a partner or recommender brought in: directly, or through a recommender under them. */
const DOWNLINE = `WITH RECURSIVE downline AS (
    SELECT id, 1 AS depth FROM members WHERE recommender_id = $1
    UNION ALL
    SELECT m.id, d.depth + 1 FROM members m JOIN downline d ON m.recommender_id = d.id WHERE d.depth < 3
  )`;

/**
 * Partner and recommender areas (spec 2 and 6: banType 0 and type 1 or 2). The spec shows the
 * screens but not their calls; these two are enough for the member list and the totals.
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
      const { rows } = await db.query<{
        id: number;
        user_id: string;
        nickname: string;
        role: number;
        type: number;
        status: string;
        created_at: Date;
        depth: number;
      }>(
        `${DOWNLINE} SELECT m.id, m.user_id, m.nickname, m.role, m.type, m.status, m.created_at, d.depth FROM downline d JOIN members m ON m.id = d.id
        ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
        [me.id, perpage, offsetOf(page, perpage)],
      );
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
    const { rows } = await db.query<{ members: number; deposits: number; withdrawals: number }>(
      `${DOWNLINE}
       SELECT (SELECT count(*) FROM downline)::int AS members,
              coalesce(sum(CASE WHEN c.deposit_mode = 0 THEN coalesce(c.krw_amount, c.amount) END), 0)::bigint AS deposits,
              coalesce(sum(CASE WHEN c.deposit_mode = 1 THEN c.amount END), 0)::bigint AS withdrawals
         FROM charge_requests c WHERE c.status = 1 AND c.charge_type = 0 AND c.member_id IN (SELECT id FROM downline)`,
      [me.id],
    );
    const r = rows[0];
    return { members: Number(r?.members ?? 0), depositTotal: Number(r?.deposits ?? 0), withdrawalTotal: Number(r?.withdrawals ?? 0) };
  });
}
