import type { Sql } from '../../db/db.js';
import { DOWNLINE } from './partner-store.js';
import { containsPattern } from '../../db/like-pattern.js';
import { notExcluded, type InstantRange } from './partner-sql.js';

export type { InstantRange } from './partner-sql.js';
export {
  casinoRoundPage,
  dailyFigures,
  slipPage,
  type CasinoRoundRow,
  type DayCategoryFigures,
  type SlipRow,
} from './partner-play-store.js';

/**
 * The SQL of the partner desk (issue 11): the downline's money requests, slips and casino rounds,
 * and the figures the settlement is computed from. Every query starts from the DOWNLINE of the
 * caller ($1), so a partner never reads another partner's members. The play queries (slips, casino
 * rounds, daily figures): partner-play-store.ts; the shared SQL pieces: partner-sql.ts.
 */

export async function isInDownline(sql: Sql, partnerId: number, memberId: number): Promise<boolean> {
  const { rows } = await sql.query(`${DOWNLINE} SELECT 1 FROM downline WHERE id = $2`, [partnerId, memberId]);
  return rows.length > 0;
}

/** The caller's contract: nickname, type and the three management percents (rates, not money). */
export async function partnerProfile(
  sql: Sql,
  partnerId: number,
): Promise<{ nickname: string; type: number; level1: number | null; level2: number | null; level3: number | null }> {
  const { rows } = await sql.query<{ nickname: string; type: number; l1: number | null; l2: number | null; l3: number | null }>(
    `SELECT nickname, type, management_level1_percent::float8 AS l1, management_level2_percent::float8 AS l2,
            management_level3_percent::float8 AS l3 FROM members WHERE id = $1`,
    [partnerId],
  );
  const r = rows[0]!;
  return { nickname: r.nickname, type: Number(r.type), level1: r.l1, level2: r.l2, level3: r.l3 };
}

/** The operator's losing share for partners, in percent (setting `partnerLosingPercent`), or null. */
export async function losingPercentSetting(sql: Sql): Promise<number | null> {
  const { rows } = await sql.query<{ value: unknown }>("SELECT value FROM settings WHERE key = 'partnerLosingPercent'");
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : null;
}

export interface DownlineMemberRow {
  id: number;
  user_id: string;
  nickname: string;
  role: number;
  type: number;
  status: string;
  created_at: Date;
  depth: number;
  cash: number;
}

export async function downlineMemberPage(
  sql: Sql,
  partnerId: number,
  filter: { search: string | null; partnersOnly: boolean },
  limit: number,
  offset: number,
): Promise<{ total: number; rows: DownlineMemberRow[] }> {
  const where = `($2::text IS NULL OR m.user_id ILIKE $2 OR m.nickname ILIKE $2) AND (NOT $3::boolean OR m.type IN (1, 2))`;
  const params = [partnerId, filter.search ? containsPattern(filter.search) : null, filter.partnersOnly];
  const count = await sql.query<{ n: number }>(
    `${DOWNLINE} SELECT count(*)::int AS n FROM downline d JOIN members m ON m.id = d.id WHERE ${where}`,
    params,
  );
  const { rows } = await sql.query<DownlineMemberRow>(
    `${DOWNLINE} SELECT m.id, m.user_id, m.nickname, m.role, m.type, m.status, m.created_at, d.depth, coalesce(a.balance, 0)::bigint AS cash
       FROM downline d JOIN members m ON m.id = d.id
       LEFT JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'cash'
      WHERE ${where} ORDER BY m.id DESC LIMIT $4 OFFSET $5`,
    [...params, limit, offset],
  );
  return { total: Number(count.rows[0]?.n ?? 0), rows };
}

export interface MoneyRequestRow {
  id: number;
  member_id: number;
  user_id: string;
  nickname: string;
  charge_type: number;
  amount_won: number;
  status: number;
  created_at: Date;
  processed_at: Date | null;
}

/**
 * Won deposit (mode 0) or withdrawal (mode 1) requests of the downline made in the range, newest
 * first, and the sum of the done ones. Only requests that move won cash (wallet 'cash'); a tether
 * charge counts with the won it credited.
 */
export async function moneyRequestPage(
  sql: Sql,
  partnerId: number,
  q: { mode: 0 | 1; range: InstantRange; memberId: number | null; now: Date; limit: number; offset: number },
): Promise<{ total: number; doneTotal: number; rows: MoneyRequestRow[] }> {
  const where = `c.member_id IN (SELECT id FROM downline) AND c.deposit_mode = $2 AND c.wallet = 'cash'
      AND c.created_at >= $3 AND c.created_at < $4 AND ($5::bigint IS NULL OR c.member_id = $5) AND ${notExcluded('c.member_id', '$6')}`;
  const amount = 'CASE WHEN c.charge_type = 0 THEN coalesce(c.krw_amount, c.amount) ELSE coalesce(c.krw_amount, 0) END';
  const params = [partnerId, q.mode, q.range.start, q.range.end, q.memberId, q.now];
  const totals = await sql.query<{ n: number; done: number }>(
    `${DOWNLINE} SELECT count(*)::int AS n, coalesce(sum(${amount}) FILTER (WHERE c.status = 1), 0)::bigint AS done
       FROM charge_requests c WHERE ${where}`,
    params,
  );
  const { rows } = await sql.query<MoneyRequestRow>(
    `${DOWNLINE} SELECT c.id, c.member_id, m.user_id, m.nickname, c.charge_type, (${amount})::bigint AS amount_won, c.status, c.created_at, c.processed_at
       FROM charge_requests c JOIN members m ON m.id = c.member_id
      WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $7 OFFSET $8`,
    [...params, q.limit, q.offset],
  );
  return { total: Number(totals.rows[0]?.n ?? 0), doneTotal: Number(totals.rows[0]?.done ?? 0), rows };
}

export interface CodeRow {
  code: string;
  active: boolean;
  members: number;
  created_at: Date;
}

/** The caller's referral codes, newest first, with the members who signed up with each. */
export async function codesOf(sql: Sql, memberId: number): Promise<CodeRow[]> {
  const { rows } = await sql.query<CodeRow>(
    `SELECT c.code, c.active, c.created_at, (SELECT count(*)::int FROM members m WHERE m.suggestion_code = c.code) AS members
       FROM suggestion_codes c WHERE c.member_id = $1 ORDER BY c.created_at DESC, c.code`,
    [memberId],
  );
  return rows;
}

/** Whether a code is taken, whatever its letter case. */
export async function codeTaken(sql: Sql, code: string): Promise<boolean> {
  const { rows } = await sql.query('SELECT 1 FROM suggestion_codes WHERE upper(code) = upper($1)', [code]);
  return rows.length > 0;
}

/** Inserts a code; false when another request took it first. */
export async function insertCode(sql: Sql, code: string, memberId: number, type: number, now: Date): Promise<CodeRow | null> {
  const { rows } = await sql.query<CodeRow>(
    `INSERT INTO suggestion_codes (code, member_id, type, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING
     RETURNING code, active, created_at, 0 AS members`,
    [code, memberId, type, now],
  );
  return rows[0] ?? null;
}
