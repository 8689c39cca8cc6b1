import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import type { MemberType } from '../../session/domain/member-kinds.js';
import type { RouletteCouponCounts, RouletteKind } from './roulette-outcomes.js';
import { ROULETTE_MESSAGES } from './roulette.messages.js';

export type RouletteSpinRefusal = DomainError<'loginRequired' | 'alreadySpinning' | 'noCoupon'>;

export interface RouletteSpinContext {
  readonly loggedIn: boolean;
  /** True from the press of the spin button until the result alert appears. */
  readonly spinning: boolean;
  readonly coupons: RouletteCouponCounts;
}

/** Checks, in the order a member meets them, whether a spin of `kind` may start. */
export function checkRouletteSpin(ctx: RouletteSpinContext, kind: RouletteKind): Result<void, RouletteSpinRefusal> {
  if (!ctx.loggedIn) return fail(domainError('loginRequired', ROULETTE_MESSAGES.loginRequired));
  if (ctx.spinning) return fail(domainError('alreadySpinning', ROULETTE_MESSAGES.spinning));
  if (ctx.coupons[kind] <= 0) return fail(domainError('noCoupon', ROULETTE_MESSAGES.noCoupon(kind)));
  return ok(undefined);
}

/** Counts after one coupon of `kind` is used (never below zero). */
export function spendRouletteCoupon(coupons: RouletteCouponCounts, kind: RouletteKind): RouletteCouponCounts {
  return { ...coupons, [kind]: Math.max(0, coupons[kind] - 1) };
}

/** Spec 6: users whose type is not 0 (not an ordinary member) see the accumulated-coupon button. */
export const showsCouponClaim = (type: MemberType | null): boolean => type !== null && type !== 'member';
