import type { FastifyInstance } from 'fastify';
import { myReferralsCall, partnerMembersCall, partnerSummaryCall } from '@bet/core/api';
import { maskUserId } from '@bet/core/referrals';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { offsetOf } from '../../http/schema.js';
import { kstText, memberOf } from '../route-kit.js';
import { partnerDeskRoutes } from './partner-desk.routes.js';
import { activeJoinCodes, directReferralsPage, downlinePage, downlineTotals } from './partner-store.js';
import { statusesForPartner } from '../responsible-play/responsible-play-use-cases.js';

/**
 * Partner and recommender areas (spec 2 and 6: banType 0 and type 1 or 2). The spec shows the
 * screens but not their calls; these two are enough for the member list and the totals (contracts:
 * core/src/api/contracts/partner.ts). HTTP only: the SQL is in partner-store.ts.
 */
export async function partnerRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const partner = { config: { auth: 'partner' as const } };

  serve(api, partnerMembersCall, partner, async (request) => {
    const me = memberOf(request);
    const { page, perpage } = request.query;
    const rows = await downlinePage(db, me.id, perpage, offsetOf(page, perpage));
    const statusOf = await statusesForPartner(db, rows, clock.now()); // responsible play: excluded = 'closed'
    return rows.map((r) => ({
      id: Number(r.id),
      userId: r.user_id,
      nickname: r.nickname,
      role: Number(r.role),
      type: Number(r.type),
      status: statusOf(r.id, r.status),
      createdAt: kstText(r.created_at),
      depth: Number(r.depth),
    }));
  });

  serve(api, partnerSummaryCall, partner, async (request) => {
    const me = memberOf(request);
    const t = await downlineTotals(db, me.id);
    return { members: t.members, depositTotal: t.deposits, withdrawalTotal: t.withdrawals };
  });

  // Any member (the session's): the members who signed up with this member's code, masked ids only.
  serve(api, myReferralsCall, {}, async (request) => {
    const { page, perpage } = request.query;
    const me = memberOf(request).id;
    const [{ total, rows }, codes] = await Promise.all([
      directReferralsPage(db, me, perpage, offsetOf(page, perpage)),
      activeJoinCodes(db, me),
    ]);
    const list = rows.map((r) => ({
      userId: maskUserId(r.user_id),
      nickname: r.nickname,
      joinedAt: kstText(r.created_at),
      pending: r.status === 'pending',
    }));
    return { total, list, codes };
  });

  await partnerDeskRoutes(api, deps);
}
