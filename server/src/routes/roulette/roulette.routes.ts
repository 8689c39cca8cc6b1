import type { FastifyInstance } from 'fastify';
import { ROULETTE_MESSAGES as R, type RouletteKind } from '@bet/core/roulette';
import { claimCouponsByAmountCall, claimCouponsCall, couponCountCall, rouletteCommitmentCall, spinCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { refusal } from '../../http/refusals.js';
import { serve } from '../../http/contract-route.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { assertSelfId, memberOf } from '../route-kit.js';
import { approvedDepositTotal, couponCounts } from './roulette-store.js';
import { seedSourceOf } from '../../ports/seed-source.js';
import { claimDepositCoupons, nextSpinCommitment, ROULETTE_SERVER_TEXTS, spin } from './roulette-use-cases.js';

export { COUPON_PER_DEPOSIT, ROULETTE_SERVER_TEXTS, WHEEL_WEIGHTS } from './roulette-use-cases.js';

/** Spec 7 "Roulette": coupon grants from deposits, counts, and spins (one coupon each). HTTP only. */
export async function rouletteRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, random } = deps;
  const seeds = seedSourceOf(random);

  serve(api, claimCouponsCall, {}, async (request) => {
    const me = assertSelfId(request, request.params.memberId);
    const got = await claimDepositCoupons(db, me.id, clock.now());
    return {
      message: got.normal + got.vip > 0 ? ROULETTE_SERVER_TEXTS.granted(got.normal, got.vip) : ROULETTE_SERVER_TEXTS.nothingToGrant,
    };
  });

  serve(api, claimCouponsByAmountCall, {}, async (request) => {
    const me = assertSelfId(request, request.body.memberId);
    await claimDepositCoupons(db, me.id, clock.now());
    const counts = await couponCounts(db, me.id);
    const amount = await approvedDepositTotal(db, me.id);
    return { message: ROULETTE_SERVER_TEXTS.summary(counts.normal, counts.vip, amount), ...counts, amount };
  });

  serve(api, couponCountCall, {}, async (request) => couponCounts(db, assertSelfId(request, request.query.memberId).id));

  /** Provably fair (issue 13): the SHA-256 of the seed the member's next spin draws with. */
  serve(api, rouletteCommitmentCall, { config: { crossSiteGuard: true } }, async (request) => ({
    seedHash: await nextSpinCommitment(db, memberOf(request).id, seeds, clock.now()),
  }));

  serve(api, spinCall, { config: { idempotent: true } }, async (request) => {
    const me = assertSelfId(request, request.body.memberId);
    const kind: RouletteKind = request.body.couponType === 2 ? 'vip' : 'normal';
    const now = clock.now();
    return idempotentTransaction(request, db, async (tx) => {
      const outcome = await spin(tx, { memberId: me.id, kind, seeds, now });
      if (!outcome.ok) throw refusal({ kind: outcome.kind, message: R.noCoupon(kind) });
      const { ok: _ok, ...answer } = outcome;
      return answer;
    });
  });
}
