import type { RouletteKind } from '@bet/core/roulette';
import type { Queryable, Sql } from '../../db/db.js';

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

/** The next spin's id, taken before the draw (the round key it draws with names it). */
export async function nextSpinId(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('roulette_spins', 'id')) AS id");
  return Number(rows[0]!.id);
}

export async function insertSpin(
  sql: Sql,
  args: {
    id: number;
    memberId: number;
    couponType: 1 | 2;
    roll: number;
    value: number;
    name: string;
    at: Date;
    seed: string;
    seedHash: string;
  },
): Promise<void> {
  await sql.query(
    'INSERT INTO roulette_spins (id, member_id, coupon_type, draw, value, name, created_at, seed, seed_hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [args.id, args.memberId, args.couponType, args.roll, args.value, args.name, args.at, args.seed, args.seedHash],
  );
}

export interface SeedCommitment {
  readonly seed: string;
  readonly seedHash: string;
}

/** The member's committed seed, committing `fresh` first when there is none. */
export async function committedSeed(sql: Sql, memberId: number, fresh: SeedCommitment, now: number): Promise<SeedCommitment> {
  await sql.query(
    'INSERT INTO roulette_seed_commitments (member_id, seed, seed_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (member_id) DO NOTHING',
    [memberId, fresh.seed, fresh.seedHash, new Date(now)],
  );
  const { rows } = await sql.query<{ seed: string; seed_hash: string }>(
    'SELECT seed, seed_hash FROM roulette_seed_commitments WHERE member_id = $1',
    [memberId],
  );
  return { seed: rows[0]!.seed, seedHash: rows[0]!.seed_hash };
}

/** Replaces the member's used seed by the next one. */
export async function recommitSeed(sql: Sql, memberId: number, next: SeedCommitment, now: number): Promise<void> {
  await sql.query('UPDATE roulette_seed_commitments SET seed = $2, seed_hash = $3, created_at = $4 WHERE member_id = $1', [
    memberId,
    next.seed,
    next.seedHash,
    new Date(now),
  ]);
}

export interface FairSpinRow {
  readonly id: number;
  /** The member's n-th spin of this wheel. */
  readonly n: number;
  readonly roll: number;
  readonly value: number;
  readonly name: string;
  readonly seed: string;
  readonly seedHash: string;
  readonly createdAt: Date;
}

/** The member's spins of one wheel that drew from a committed seed, newest first. */
export async function fairSpinsPage(
  sql: Queryable,
  args: { memberId: number; couponType: 1 | 2; offset: number; limit: number },
): Promise<{ total: number; rows: FairSpinRow[] }> {
  const { rows } = await sql.query<{
    id: number;
    n: number;
    draw: number;
    value: number;
    name: string;
    seed: string;
    seed_hash: string;
    created_at: Date;
    total: number;
  }>(
    `SELECT * FROM (
       SELECT id, draw, value, name, seed, seed_hash, created_at,
              row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total
         FROM roulette_spins WHERE member_id = $1 AND coupon_type = $2 AND seed IS NOT NULL) s
      ORDER BY id DESC OFFSET $3 LIMIT $4`,
    [args.memberId, args.couponType, args.offset, args.limit],
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countFairSpins(sql, args.memberId, args.couponType);
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      n: Number(r.n),
      roll: Number(r.draw),
      value: Number(r.value),
      name: r.name,
      seed: r.seed,
      seedHash: r.seed_hash,
      createdAt: r.created_at,
    })),
  };
}

async function countFairSpins(sql: Queryable, memberId: number, couponType: 1 | 2): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM roulette_spins WHERE member_id = $1 AND coupon_type = $2 AND seed IS NOT NULL',
    [memberId, couponType],
  );
  return Number(rows[0]?.n ?? 0);
}
