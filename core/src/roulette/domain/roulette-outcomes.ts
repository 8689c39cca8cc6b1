import { points, type Points } from '../../shared/domain/money.js';
import { ROULETTE_MESSAGES } from './roulette.messages.js';

/** The two wheels: normal uses coupon type 1, VIP coupon type 2 (POST /card/choice). */
export type RouletteKind = 'normal' | 'vip';
export type RouletteCouponType = 1 | 2;

export const rouletteCouponType = (kind: RouletteKind): RouletteCouponType => (kind === 'vip' ? 2 : 1);

/** Coupons the member holds (GET /card/user/count). */
export interface RouletteCouponCounts {
  readonly normal: number;
  readonly vip: number;
}

/** What the server answers to a spin: `value` 0 means a miss; `name` is 'vip-1' for the VIP-coupon prize. */
export interface RouletteSpinResult {
  readonly value: number;
  readonly name: string;
  /** Provably fair (issue 13): the commitment of the seed the member's next spin draws with. */
  readonly nextSeedHash?: string | undefined;
}

/** The server's name for the one non-point segment of both wheels. */
export const VIP_COUPON_PRIZE_CODE = 'vip-1';

/**
 * A wheel segment or a spin outcome. The spec lists 'vip-1' beside the point amounts without
 * saying what it is; we model it as a prize of one VIP roulette coupon, not as points.
 */
export type RouletteOutcome =
  | { readonly kind: 'points'; readonly amount: Points }
  | { readonly kind: 'prize'; readonly code: typeof VIP_COUPON_PRIZE_CODE; readonly vipCoupons: 1 }
  | { readonly kind: 'miss' };

const pointSegment = (n: number): RouletteOutcome => ({ kind: 'points', amount: points(n) });
const VIP_COUPON_PRIZE: RouletteOutcome = { kind: 'prize', code: VIP_COUPON_PRIZE_CODE, vipCoupons: 1 };

/** Segments of each wheel, in drawing order (spec 9). */
export const ROULETTE_OUTCOMES: Readonly<Record<RouletteKind, readonly RouletteOutcome[]>> = {
  normal: [...[3000, 4000, 5000, 7000, 10000, 15000, 20000].map(pointSegment), VIP_COUPON_PRIZE],
  vip: [...[20000, 30000, 40000, 50000, 70000, 90000, 100000].map(pointSegment), VIP_COUPON_PRIZE],
};

/** After the server answers, the wheel spins this long before the result is stored (spec 4). */
export const ROULETTE_RESULT_DELAY_MS = 2_000;
/** The result alert follows the stored result after this delay (spec 4). */
export const ROULETTE_ALERT_DELAY_MS = 1_000;
/** Duration of one turn of the spin animation per wheel (spec 9). */
export const ROULETTE_SPIN_ANIMATION_MS: Readonly<Record<RouletteKind, number>> = { normal: 500, vip: 400 };
/** Duration of the result reveal animation (spec 9). */
export const ROULETTE_RESULT_ANIMATION_MS = 500;

/** Reads the server answer as an outcome. */
export function rouletteOutcomeOf(result: RouletteSpinResult): RouletteOutcome {
  if (result.name === VIP_COUPON_PRIZE_CODE) return VIP_COUPON_PRIZE;
  if (!Number.isSafeInteger(result.value) || result.value <= 0) return { kind: 'miss' };
  return pointSegment(result.value);
}

/**
 * Index of the segment the wheel should stop on, or -1 when the outcome is not on the wheel
 * (a miss, or an amount the table does not hold): the ui then stops anywhere.
 */
export function rouletteSegmentIndex(kind: RouletteKind, outcome: RouletteOutcome): number {
  return ROULETTE_OUTCOMES[kind].findIndex((s) =>
    s.kind === 'points' ? outcome.kind === 'points' && outcome.amount === s.amount : s.kind === outcome.kind,
  );
}

/** The alert text after a spin (spec 8). */
export function rouletteResultText(result: RouletteSpinResult): string {
  const outcome = rouletteOutcomeOf(result);
  switch (outcome.kind) {
    case 'miss':
      return ROULETTE_MESSAGES.lose;
    case 'prize':
      return ROULETTE_MESSAGES.wonPrize(ROULETTE_MESSAGES.vipCouponPrizeName);
    case 'points':
      return ROULETTE_MESSAGES.wonPoints(outcome.amount);
  }
}
