import { FairStream, fairRoundKey, describeRouletteResult, drawRoulette, ROULETTE_FAIR_GAME_IDS } from '@bet/core/fairness';
import { rouletteSpinOfRoll, type RouletteKind } from '@bet/core/roulette';
import { withThousands } from '@bet/core/shared';
import type { Db, Queryable, Sql } from '../../db/db.js';
import { houseAccount, memberAccount } from '../../ledger/accounts.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { insertPointRecord } from '../points/point-store.js';
import { commitmentOf, type SeedSource } from '../../ports/seed-source.js';
import {
  committedSeed,
  depositsWithoutCoupons,
  fairSpinsPage,
  grantCoupons,
  insertSpin,
  nextSpinId,
  recommitSeed,
  spendCoupon,
  type SeedCommitment,
} from './roulette-store.js';

/** The wheels' odds are core's, so the fairness page recomputes a spin with the same table. */
export { ROULETTE_WHEEL_WEIGHTS as WHEEL_WEIGHTS } from '@bet/core/roulette';

/** Coupons earned by an approved won deposit: one normal per 100,000 won (at most 5), one VIP per 1,000,000. */
export const COUPON_PER_DEPOSIT = { normalEvery: 100_000, normalMax: 5, vipEvery: 1_000_000 } as const;

export const ROULETTE_SERVER_TEXTS = {
  granted: (normal: number, vip: number) => `룰렛 쿠폰이 지급되었습니다. (일반 ${normal}장, VIP ${vip}장)`,
  nothingToGrant: '지급할 룰렛 쿠폰이 없습니다.',
  summary: (normal: number, vip: number, amount: number) =>
    `보유 쿠폰: 일반 ${normal}장, VIP ${vip}장 / 누적 충전 ${withThousands(amount)}원`,
  pointsMemo: (kind: RouletteKind) => (kind === 'vip' ? 'VIP 룰렛 당첨' : '룰렛 당첨'),
} as const;

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
  | {
      readonly ok: true;
      readonly value: number;
      readonly name: string;
      readonly roundKey: string;
      readonly seed: string;
      readonly seedHash: string;
      readonly nextSeedHash: string;
    }
  | { readonly ok: false; readonly kind: 'noCoupon' };

const commitmentFrom = (seeds: SeedSource): SeedCommitment => {
  const seed = seeds();
  return { seed, seedHash: commitmentOf(seed) };
};

/** The commitment of the member's next spin (committed now when the member has none yet). */
export async function nextSpinCommitment(db: Db, memberId: number, seeds: SeedSource, now: number): Promise<string> {
  return db.transaction(async (tx) => (await committedSeed(tx, memberId, commitmentFrom(seeds), now)).seedHash);
}

/**
 * One spin inside the caller's transaction (the idempotent request's): spends a coupon, draws
 * with the member's committed seed (core's `drawRoulette`, the fairness page's function), records
 * the spin with that seed (now revealed), commits the next seed, and credits points through the
 * ledger or grants a VIP coupon.
 */
export async function spin(tx: Sql, args: { memberId: number; kind: RouletteKind; seeds: SeedSource; now: number }): Promise<SpinOutcome> {
  const { memberId, kind, now } = args;
  await lockMember(tx, memberId);
  if (!(await spendCoupon(tx, memberId, kind))) return { ok: false, kind: 'noCoupon' };
  const { seed, seedHash } = await committedSeed(tx, memberId, commitmentFrom(args.seeds), now);
  const spinId = await nextSpinId(tx);
  const roundKey = fairRoundKey(ROULETTE_FAIR_GAME_IDS[kind], spinId);
  const drawn = drawRoulette(kind, new FairStream(seed, roundKey));
  const result = rouletteSpinOfRoll(kind, drawn.roll);
  const at = new Date(now);
  const couponType = kind === 'vip' ? 2 : 1;
  await insertSpin(tx, { id: spinId, memberId, couponType, roll: drawn.roll, value: drawn.value, name: drawn.name, at, seed, seedHash });
  const next = commitmentFrom(args.seeds);
  await recommitSeed(tx, memberId, next, now);
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
  return { ok: true, value: drawn.value, name: drawn.name, roundKey, seed, seedHash, nextSeedHash: next.seedHash };
}

/** The member's verifiable spins of one wheel as the fairness page lists rounds (FairRoundsPageDto). */
export async function rouletteFairRounds(sql: Queryable, args: { memberId: number; kind: RouletteKind; page: number; perpage: number }) {
  const gameId = ROULETTE_FAIR_GAME_IDS[args.kind];
  const page = await fairSpinsPage(sql, {
    memberId: args.memberId,
    couponType: args.kind === 'vip' ? 2 : 1,
    offset: (args.page - 1) * args.perpage,
    limit: args.perpage,
  });
  return {
    total: page.total,
    list: page.rows.map((r) => {
      const result = { roll: r.roll, value: r.value, name: r.name };
      return {
        id: r.id,
        round: r.id,
        dayRound: r.n,
        roundKey: fairRoundKey(gameId, r.id),
        seedHash: r.seedHash,
        seed: r.seed,
        result,
        winBetName: describeRouletteResult(result),
        drawsAt: r.createdAt.toISOString(),
      };
    }),
  };
}
