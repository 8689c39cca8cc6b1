import { ROULETTE_OUTCOMES, VIP_COUPON_PRIZE_CODE, type RouletteKind } from '@bet/core/roulette/domain/roulette-outcomes.js';
import { withThousands } from '@bet/core/shared/domain/money.js';
import type { Db, Sql } from '../../db/db.js';
import { houseAccount, memberAccount } from '../../ledger/accounts.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { insertPointRecord } from '../points/point-store.js';
import { depositsWithoutCoupons, grantCoupons, insertSpin, spendCoupon } from './roulette-store.js';

/**
 * Odds of each wheel segment in percent, in core's segment order (ROULETTE_OUTCOMES) followed by
 * the miss. The spec lists the segments but not their odds; these are the house's choice.
 */
export const WHEEL_WEIGHTS: Readonly<Record<RouletteKind, readonly number[]>> = {
  normal: [25, 15, 12, 8, 5, 2, 1, 2, 30],
  vip: [35, 25, 15, 10, 6, 4, 2, 3, 0],
};

/** Coupons earned by an approved won deposit: one normal per 100,000 won (at most 5), one VIP per 1,000,000. */
export const COUPON_PER_DEPOSIT = { normalEvery: 100_000, normalMax: 5, vipEvery: 1_000_000 } as const;

export const ROULETTE_SERVER_TEXTS = {
  granted: (normal: number, vip: number) => `룰렛 쿠폰이 지급되었습니다. (일반 ${normal}장, VIP ${vip}장)`,
  nothingToGrant: '지급할 룰렛 쿠폰이 없습니다.',
  summary: (normal: number, vip: number, amount: number) =>
    `보유 쿠폰: 일반 ${normal}장, VIP ${vip}장 / 누적 충전 ${withThousands(amount)}원`,
  pointsMemo: (kind: RouletteKind) => (kind === 'vip' ? 'VIP 룰렛 당첨' : '룰렛 당첨'),
} as const;

interface Draw {
  readonly index: number;
  readonly value: number;
  readonly name: string;
  readonly points: number;
  readonly vipCoupons: number;
}

/** The segment a roll of 0..99 lands on, by the wheel's weights. */
export function draw(kind: RouletteKind, roll: number): Draw {
  const weights = WHEEL_WEIGHTS[kind];
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
  if (!outcome || outcome.kind === 'miss') return { index, value: 0, name: '꽝', points: 0, vipCoupons: 0 };
  if (outcome.kind === 'prize') return { index, value: 1, name: VIP_COUPON_PRIZE_CODE, points: 0, vipCoupons: 1 };
  return { index, value: outcome.amount, name: `${withThousands(outcome.amount)} 포인트`, points: outcome.amount, vipCoupons: 0 };
}

/** Grants the coupons every approved deposit earned and has not granted yet (once per deposit). */
export async function claimDepositCoupons(db: Db, memberId: number, now: number): Promise<{ normal: number; vip: number }> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const total = { normal: 0, vip: 0 };
    for (const deposit of await depositsWithoutCoupons(tx, memberId)) {
      const normal = Math.min(COUPON_PER_DEPOSIT.normalMax, Math.floor(deposit.amount / COUPON_PER_DEPOSIT.normalEvery));
      const vip = Math.floor(deposit.amount / COUPON_PER_DEPOSIT.vipEvery);
      if (await grantCoupons(tx, { memberId, sourceKey: `deposit:${deposit.id}`, normal, vip, now })) {
        total.normal += normal;
        total.vip += vip;
      }
    }
    return total;
  });
}

export type SpinOutcome =
  { readonly ok: true; readonly value: number; readonly name: string } | { readonly ok: false; readonly kind: 'noCoupon' };

/**
 * One spin inside the caller's transaction (the idempotent request's): spends a coupon, draws,
 * records the spin, and credits points through the ledger or grants a VIP coupon.
 */
export async function spin(tx: Sql, args: { memberId: number; kind: RouletteKind; roll: () => number; now: number }): Promise<SpinOutcome> {
  const { memberId, kind, now } = args;
  await lockMember(tx, memberId);
  if (!(await spendCoupon(tx, memberId, kind))) return { ok: false, kind: 'noCoupon' };
  // Drawn only once a coupon is spent (a scripted random in tests is not consumed by a refusal).
  const roll = args.roll();
  const result = draw(kind, roll);
  const at = new Date(now);
  const spinId = await insertSpin(tx, { memberId, couponType: kind === 'vip' ? 2 : 1, roll, value: result.value, name: result.name, at });
  if (result.points > 0) {
    const memo = ROULETTE_SERVER_TEXTS.pointsMemo(kind);
    await mustTransfer(tx, {
      key: `roulette:${spinId}`,
      kind: 'promo.roulette',
      memo,
      memberId,
      legs: [{ from: houseAccount('promotion', 'POINT'), to: memberAccount(memberId, 'point'), amount: result.points }],
    });
    await insertPointRecord(tx, { memberId, points: result.points, memo, at });
  }
  if (result.vipCoupons > 0) await grantCoupons(tx, { memberId, sourceKey: `roulette:${spinId}`, normal: 0, vip: result.vipCoupons, now });
  return { ok: true, value: result.value, name: result.name };
}
