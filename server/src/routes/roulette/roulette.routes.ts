import type { FastifyInstance } from 'fastify';
import { ROULETTE_OUTCOMES, VIP_COUPON_PRIZE_CODE, type RouletteKind } from '@bet/core/roulette/domain/roulette-outcomes.js';
import { ROULETTE_MESSAGES as R } from '@bet/core/roulette/domain/roulette.messages.js';
import { withThousands } from '@bet/core/shared/domain/money.js';
import type { AppDeps } from '../../app-types.js';
import type { Sql } from '../../db/db.js';
import { conflict } from '../../http/errors.js';
import { S } from '../../http/schema.js';
import { houseAccount, memberAccount } from '../../ledger/accounts.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { assertSelfId } from '../route-kit.js';

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

export async function couponCounts(sql: Sql, memberId: number): Promise<{ normal: number; vip: number }> {
  const { rows } = await sql.query<{ normal: number; vip: number }>('SELECT normal, vip FROM roulette_coupons WHERE member_id = $1', [
    memberId,
  ]);
  return { normal: Number(rows[0]?.normal ?? 0), vip: Number(rows[0]?.vip ?? 0) };
}

/** Grants coupons once per source key; returns false when that source already granted. */
export async function grantCoupons(
  sql: Sql,
  args: { memberId: number; sourceKey: string; normal: number; vip: number; now: number },
): Promise<boolean> {
  const inserted = await sql.query(
    'INSERT INTO roulette_grants (source_key, member_id, normal, vip, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING 1',
    [args.sourceKey, args.memberId, args.normal, args.vip, new Date(args.now)],
  );
  if (inserted.rows.length === 0) return false;
  await sql.query(
    'INSERT INTO roulette_coupons (member_id, normal, vip) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO UPDATE SET normal = roulette_coupons.normal + $2, vip = roulette_coupons.vip + $3',
    [args.memberId, args.normal, args.vip],
  );
  return true;
}

function draw(kind: RouletteKind, roll: number): { index: number; value: number; name: string; points: number; vipCoupons: number } {
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

/** Spec 7 "Roulette": coupon grants from deposits, counts, and spins (one coupon each). */
export async function rouletteRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, random } = deps;

  async function claimDepositCoupons(memberId: number): Promise<{ normal: number; vip: number }> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const { rows } = await tx.query<{ id: number; amount: number }>(
        `SELECT c.id, coalesce(c.krw_amount, c.amount) AS amount FROM charge_requests c
          WHERE c.member_id = $1 AND c.deposit_mode = 0 AND c.wallet = 'cash' AND c.status = 1
            AND NOT EXISTS (SELECT 1 FROM roulette_grants g WHERE g.source_key = 'deposit:' || c.id)`,
        [memberId],
      );
      const total = { normal: 0, vip: 0 };
      for (const r of rows) {
        const normal = Math.min(COUPON_PER_DEPOSIT.normalMax, Math.floor(Number(r.amount) / COUPON_PER_DEPOSIT.normalEvery));
        const vip = Math.floor(Number(r.amount) / COUPON_PER_DEPOSIT.vipEvery);
        if (await grantCoupons(tx, { memberId, sourceKey: `deposit:${r.id}`, normal, vip, now })) {
          total.normal += normal;
          total.vip += vip;
        }
      }
      return total;
    });
  }

  api.post<{ Params: { memberId: number } }>(
    '/card/roulleteCount/:memberId',
    { schema: { params: S.obj({ memberId: S.id() }) } },
    async (request) => {
      const me = assertSelfId(request, request.params.memberId);
      const got = await claimDepositCoupons(me.id);
      return {
        message: got.normal + got.vip > 0 ? ROULETTE_SERVER_TEXTS.granted(got.normal, got.vip) : ROULETTE_SERVER_TEXTS.nothingToGrant,
      };
    },
  );

  api.post<{ Body: { memberId: number } }>(
    '/card/roulleteCountAndAmount',
    { schema: { body: S.obj({ memberId: S.id() }) } },
    async (request) => {
      const me = assertSelfId(request, request.body.memberId);
      await claimDepositCoupons(me.id);
      const counts = await couponCounts(db, me.id);
      const { rows } = await db.query<{ total: number }>(
        "SELECT coalesce(sum(coalesce(krw_amount, amount)), 0)::bigint AS total FROM charge_requests WHERE member_id = $1 AND deposit_mode = 0 AND wallet = 'cash' AND status = 1",
        [me.id],
      );
      return {
        message: ROULETTE_SERVER_TEXTS.summary(counts.normal, counts.vip, Number(rows[0]?.total ?? 0)),
        ...counts,
        amount: Number(rows[0]?.total ?? 0),
      };
    },
  );

  api.get<{ Querystring: { memberId: number } }>(
    '/card/user/count',
    { schema: { querystring: S.obj({ memberId: S.id() }) } },
    async (request) => couponCounts(db, assertSelfId(request, request.query.memberId).id),
  );

  api.post<{ Body: { memberId: number; couponType: 1 | 2 } }>(
    '/card/choice',
    { config: { idempotent: true }, schema: { body: S.obj({ memberId: S.id(), couponType: S.enumOf(1, 2) }) } },
    async (request) => {
      const me = assertSelfId(request, request.body.memberId);
      const kind: RouletteKind = request.body.couponType === 2 ? 'vip' : 'normal';
      const column = kind === 'vip' ? 'vip' : 'normal';
      const now = clock.now();
      return idempotentTransaction(request, db, async (tx) => {
        await lockMember(tx, me.id);
        const spent = await tx.query(
          `UPDATE roulette_coupons SET ${column} = ${column} - 1 WHERE member_id = $1 AND ${column} > 0 RETURNING 1`,
          [me.id],
        );
        if (spent.rows.length === 0) throw conflict(R.noCoupon(kind), 'noCoupon');
        const roll = random.int(100);
        const result = draw(kind, roll);
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO roulette_spins (member_id, coupon_type, draw, value, name, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
          [me.id, request.body.couponType, roll, result.value, result.name, new Date(now)],
        );
        const spinId = Number(rows[0]!.id);
        if (result.points > 0) {
          const memo = ROULETTE_SERVER_TEXTS.pointsMemo(kind);
          await mustTransfer(tx, {
            key: `roulette:${spinId}`,
            kind: 'promo.roulette',
            memo,
            memberId: me.id,
            legs: [{ from: houseAccount('promotion', 'POINT'), to: memberAccount(me.id, 'point'), amount: result.points }],
          });
          await tx.query(
            'INSERT INTO point_records (member_id, point, point_memo, point_to_cash_flg, created_at, updated_at) VALUES ($1, $2, $3, 0, $4, $4)',
            [me.id, result.points, memo, new Date(now)],
          );
        }
        if (result.vipCoupons > 0)
          await grantCoupons(tx, { memberId: me.id, sourceKey: `roulette:${spinId}`, normal: 0, vip: result.vipCoupons, now });
        return { value: result.value, name: result.name };
      });
    },
  );
}
