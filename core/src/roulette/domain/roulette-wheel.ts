import { withThousands } from '../../shared/domain/money.js';
import { ROULETTE_OUTCOMES, VIP_COUPON_PRIZE_CODE, type RouletteKind } from './roulette-outcomes.js';

/**
 * Odds of each wheel segment in percent, in the segment order of ROULETTE_OUTCOMES followed by
 * the miss. The spec lists the segments but not their odds; these are the house's choice. In core
 * so the server draws with them and the fairness page recomputes a spin with the same table.
 */
export const ROULETTE_WHEEL_WEIGHTS: Readonly<Record<RouletteKind, readonly number[]>> = {
  normal: [25, 15, 12, 8, 5, 2, 1, 2, 30],
  vip: [35, 25, 15, 10, 6, 4, 2, 3, 0],
};

/** A roll of 0..99 read on a wheel: the segment, what the server answers, and what it credits. */
export interface RouletteSpinOfRoll {
  readonly index: number;
  readonly value: number;
  readonly name: string;
  readonly points: number;
  readonly vipCoupons: number;
}

/** The name of a miss in the spin's answer. */
export const ROULETTE_MISS_NAME = '꽝';

/** The segment a roll of 0..99 lands on, by the wheel's weights. */
export function rouletteSpinOfRoll(kind: RouletteKind, roll: number): RouletteSpinOfRoll {
  const weights = ROULETTE_WHEEL_WEIGHTS[kind];
  let acc = 0;
  let index = weights.length - 1;
  for (let i = 0; i < weights.length; i++) {
    acc += weights[i]!;
    if (roll < acc) {
      index = i;
      break;
    }
  }
  const outcome = ROULETTE_OUTCOMES[kind][index];
  if (!outcome || outcome.kind === 'miss') return { index, value: 0, name: ROULETTE_MISS_NAME, points: 0, vipCoupons: 0 };
  if (outcome.kind === 'prize') return { index, value: 1, name: VIP_COUPON_PRIZE_CODE, points: 0, vipCoupons: 1 };
  return { index, value: outcome.amount, name: `${withThousands(outcome.amount)} 포인트`, points: outcome.amount, vipCoupons: 0 };
}
