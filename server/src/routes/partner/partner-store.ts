import type { Sql } from '../../db/db.js';

/** The SQL of the partner areas: the members a partner or recommender brought in and their totals. */

/** Members a partner or recommender brought in: directly, or through a recommender under them. */
export const DOWNLINE = `WITH RECURSIVE downline AS (
    SELECT id, 1 AS depth FROM members WHERE recommender_id = $1
    UNION ALL
    SELECT m.id, d.depth + 1 FROM members m JOIN downline d ON m.recommender_id = d.id WHERE d.depth < 3
  )`;

export interface DownlineRow {
  id: number;
  user_id: string;
  nickname: string;
  role: number;
  type: number;
  status: string;
  created_at: Date;
  depth: number;
}

export async function downlinePage(sql: Sql, partnerId: number, limit: number, offset: number): Promise<DownlineRow[]> {
  const { rows } = await sql.query<DownlineRow>(
    `${DOWNLINE} SELECT m.id, m.user_id, m.nickname, m.role, m.type, m.status, m.created_at, d.depth FROM downline d JOIN members m ON m.id = d.id
        ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
    [partnerId, limit, offset],
  );
  return rows;
}

/** How many members the downline holds and their approved won deposits and withdrawals. */
export async function downlineTotals(sql: Sql, partnerId: number): Promise<{ members: number; deposits: number; withdrawals: number }> {
  const { rows } = await sql.query<{ members: number; deposits: number; withdrawals: number }>(
    `${DOWNLINE}
       SELECT (SELECT count(*) FROM downline)::int AS members,
              coalesce(sum(CASE WHEN c.deposit_mode = 0 THEN coalesce(c.krw_amount, c.amount) END), 0)::bigint AS deposits,
              coalesce(sum(CASE WHEN c.deposit_mode = 1 THEN c.amount END), 0)::bigint AS withdrawals
         FROM charge_requests c WHERE c.status = 1 AND c.charge_type = 0 AND c.member_id IN (SELECT id FROM downline)`,
    [partnerId],
  );
  const r = rows[0];
  return { members: Number(r?.members ?? 0), deposits: Number(r?.deposits ?? 0), withdrawals: Number(r?.withdrawals ?? 0) };
}

/** The members whose recommender is this member (direct referrals only), newest first, and their count. */
export async function directReferralsPage(
  sql: Sql,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: { user_id: string; nickname: string; status: string; created_at: Date }[] }> {
  const count = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE recommender_id = $1', [memberId]);
  const { rows } = await sql.query<{ user_id: string; nickname: string; status: string; created_at: Date }>(
    'SELECT user_id, nickname, status, created_at FROM members WHERE recommender_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
    [memberId, limit, offset],
  );
  return { total: Number(count.rows[0]?.n ?? 0), rows };
}

/** The member's active join codes, oldest first (the recommender page's join links). */
export async function activeJoinCodes(sql: Sql, memberId: number): Promise<string[]> {
  const { rows } = await sql.query<{ code: string }>(
    'SELECT code FROM suggestion_codes WHERE member_id = $1 AND active ORDER BY created_at, code',
    [memberId],
  );
  return rows.map((r) => r.code);
}
