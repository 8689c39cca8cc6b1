import type { RouletteKind } from '@bet/core/roulette/domain/roulette-outcomes.js';
import type { Sql } from '../../db/db.js';

/** The SQL of the roulettes: coupons, their grants, spins, and the deposits that earn coupons. */
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

/** Approved won deposits that have not granted coupons yet. */
export async function depositsWithoutCoupons(sql: Sql, memberId: number): Promise<{ id: number; amount: number }[]> {
  const { rows } = await sql.query<{ id: number; amount: number }>(
    `SELECT c.id, coalesce(c.krw_amount, c.amount) AS amount FROM charge_requests c
      WHERE c.member_id = $1 AND c.deposit_mode = 0 AND c.wallet = 'cash' AND c.status = 1
        AND NOT EXISTS (SELECT 1 FROM roulette_grants g WHERE g.source_key = 'deposit:' || c.id)`,
    [memberId],
  );
  return rows.map((r) => ({ id: Number(r.id), amount: Number(r.amount) }));
}

export async function approvedDepositTotal(sql: Sql, memberId: number): Promise<number> {
  const { rows } = await sql.query<{ total: number }>(
    "SELECT coalesce(sum(coalesce(krw_amount, amount)), 0)::bigint AS total FROM charge_requests WHERE member_id = $1 AND deposit_mode = 0 AND wallet = 'cash' AND status = 1",
    [memberId],
  );
  return Number(rows[0]?.total ?? 0);
}

/** Spends one coupon of the kind; false when the member has none. */
export async function spendCoupon(sql: Sql, memberId: number, kind: RouletteKind): Promise<boolean> {
  const column = kind === 'vip' ? 'vip' : 'normal';
  const spent = await sql.query(
    `UPDATE roulette_coupons SET ${column} = ${column} - 1 WHERE member_id = $1 AND ${column} > 0 RETURNING 1`,
    [memberId],
  );
  return spent.rows.length > 0;
}

export async function insertSpin(
  sql: Sql,
  args: { memberId: number; couponType: 1 | 2; roll: number; value: number; name: string; at: Date },
): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    'INSERT INTO roulette_spins (member_id, coupon_type, draw, value, name, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [args.memberId, args.couponType, args.roll, args.value, args.name, args.at],
  );
  return Number(rows[0]!.id);
}
