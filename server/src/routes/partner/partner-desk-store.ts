import type { Sql } from '../../db/db.js';
import type { PartnerCategory, PartnerCategoryFigures } from '@bet/core/partner-desk/domain/partner-calc.js';
import { DOWNLINE } from './partner-store.js';
import { containsPattern } from '../../db/like-pattern.js';

/**
 * The SQL of the partner desk (issue 11): the downline's money requests, slips and casino rounds,
 * and the figures the settlement is computed from. Every query starts from the DOWNLINE of the
 * caller ($1), so a partner never reads another partner's members.
 */

/** Instants bounding a range of KST days: [start of `from`, start of the day after `to`). */
export interface InstantRange {
  readonly start: string;
  readonly end: string;
}

/** A KST calendar day of a timestamptz column, whatever the session's time zone. */
const kstDay = (column: string): string => `to_char((${column} AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

/**
 * Issue 13: while a cool-off or self-exclusion is in force (at the instant `nowParam`), the
 * partner's money and bet lists leave the member's rows out (totals included); the partner sees
 * only the member list's closed status.
 */
const notExcluded = (column: string, nowParam: string): string =>
  `NOT EXISTS (SELECT 1 FROM responsible_play_exclusions x WHERE x.member_id = ${column}
      AND x.starts_at <= ${nowParam} AND (x.ends_at IS NULL OR x.ends_at > ${nowParam}))`;

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

export interface SlipRow {
  id: number;
  member_id: number;
  user_id: string;
  nickname: string;
  game_type: number;
  title: string | null;
  legs: number;
  amount: number;
  total_ratio: number;
  expect_amount: number;
  win_amount: number;
  settlement_flag: number;
  created_at: Date;
}

/** Game types of the sports history (spec 9: 1 sports, 2 live, 3 mini-game, 4 virtual). */
const SLIP_GAME_TYPES = '(1, 2, 3, 4)';

/**
 * A slip's title from its first leg: a match reads 'home vs away'; a mini-game or race leg has
 * no away side and its home is the internal round number, so it reads as the member's own history
 * names it (the leg's league: the game and the round of the day); else the market and the pick.
 */
const SLIP_TITLE = `CASE WHEN l.home_name <> '' AND l.away_name <> '' THEN l.home_name || ' vs ' || l.away_name
  WHEN l.league_name <> '' THEN l.league_name ELSE l.market_name || ' ' || l.bet_name END`;

/** The downline's slips (not casino) placed in the range, newest first, with stake and win totals. */
export async function slipPage(
  sql: Sql,
  partnerId: number,
  q: { range: InstantRange; memberId: number | null; now: Date; limit: number; offset: number },
): Promise<{ total: number; stakeTotal: number; winTotal: number; rows: SlipRow[] }> {
  const where = `s.member_id IN (SELECT id FROM downline) AND s.game_type IN ${SLIP_GAME_TYPES}
      AND s.created_at >= $2 AND s.created_at < $3 AND ($4::bigint IS NULL OR s.member_id = $4) AND ${notExcluded('s.member_id', '$5')}`;
  const params = [partnerId, q.range.start, q.range.end, q.memberId, q.now];
  const totals = await sql.query<{ n: number; stake: number; win: number }>(
    `${DOWNLINE} SELECT count(*)::int AS n, coalesce(sum(s.amount) FILTER (WHERE s.settlement_flag <> -1), 0)::bigint AS stake,
            coalesce(sum(s.win_amount), 0)::bigint AS win FROM bet_slips s WHERE ${where}`,
    params,
  );
  const { rows } = await sql.query<SlipRow>(
    `${DOWNLINE} SELECT s.id, s.member_id, m.user_id, m.nickname, s.game_type, s.amount, s.total_ratio, s.expect_amount, s.win_amount,
            s.settlement_flag, s.created_at,
            (SELECT count(*)::int FROM bet_legs l WHERE l.slip_id = s.id) AS legs,
            (SELECT ${SLIP_TITLE} FROM bet_legs l WHERE l.slip_id = s.id ORDER BY l.leg_no LIMIT 1) AS title
       FROM bet_slips s JOIN members m ON m.id = s.member_id
      WHERE ${where} ORDER BY s.created_at DESC, s.id DESC LIMIT $6 OFFSET $7`,
    [...params, q.limit, q.offset],
  );
  return {
    total: Number(totals.rows[0]?.n ?? 0),
    stakeTotal: Number(totals.rows[0]?.stake ?? 0),
    winTotal: Number(totals.rows[0]?.win ?? 0),
    rows,
  };
}

export interface CasinoRoundRow {
  id: number;
  member_id: number;
  user_id: string;
  nickname: string;
  category: 'casino' | 'slot';
  provider: string;
  game_name: string;
  bet_total: number;
  win_total: number;
  created_at: Date;
  ended_at: Date | null;
}

/** The downline's casino and slot rounds started in the range, newest first. */
export async function casinoRoundPage(
  sql: Sql,
  partnerId: number,
  q: { range: InstantRange; memberId: number | null; now: Date; limit: number; offset: number },
): Promise<{ total: number; stakeTotal: number; winTotal: number; rows: CasinoRoundRow[] }> {
  const where = `r.member_id IN (SELECT id FROM downline) AND r.created_at >= $2 AND r.created_at < $3 AND ($4::bigint IS NULL OR r.member_id = $4)
      AND ${notExcluded('r.member_id', '$5')}`;
  const params = [partnerId, q.range.start, q.range.end, q.memberId, q.now];
  const totals = await sql.query<{ n: number; stake: number; win: number }>(
    `${DOWNLINE} SELECT count(*)::int AS n, coalesce(sum(r.bet_total), 0)::bigint AS stake, coalesce(sum(r.win_total), 0)::bigint AS win
       FROM casino_rounds r WHERE ${where}`,
    params,
  );
  const { rows } = await sql.query<CasinoRoundRow>(
    `${DOWNLINE} SELECT r.id, r.member_id, m.user_id, m.nickname, r.category, r.provider, r.game_name, r.bet_total, r.win_total, r.created_at, r.ended_at
       FROM casino_rounds r JOIN members m ON m.id = r.member_id
      WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $6 OFFSET $7`,
    [...params, q.limit, q.offset],
  );
  return {
    total: Number(totals.rows[0]?.n ?? 0),
    stakeTotal: Number(totals.rows[0]?.stake ?? 0),
    winTotal: Number(totals.rows[0]?.win ?? 0),
    rows,
  };
}

/** One KST day and category of the downline's play. */
export interface DayCategoryFigures extends PartnerCategoryFigures {
  readonly day: string;
  readonly category: PartnerCategory;
}

/**
 * The settlement's raw figures per KST day and category, for bets placed in the range: stakes of
 * pending bets, stakes and wins of settled ones. Slips: game type 1/2 sports, 3 mini, 4 virtual;
 * settled = won or lost (flag 1, 2); refunds (3) and cancellations (-1) are no turnover. Casino
 * and slot rounds: pending while running, settled once ended. An excluded member's play still
 * counts here (issue 13): the settlement is the operator's money, summed over the downline, and an
 * exclusion does not change what the partner is owed for play before it.
 */
export async function dailyFigures(sql: Sql, partnerId: number, range: InstantRange): Promise<DayCategoryFigures[]> {
  const { rows } = await sql.query<{ day: string; category: PartnerCategory; pending: number; settled: number; win: number }>(
    `${DOWNLINE}
     SELECT ${kstDay('s.created_at')} AS day,
            CASE s.game_type WHEN 3 THEN 'mini' WHEN 4 THEN 'virtual' ELSE 'sports' END AS category,
            coalesce(sum(s.amount) FILTER (WHERE s.settlement_flag = 0), 0)::bigint AS pending,
            coalesce(sum(s.amount) FILTER (WHERE s.settlement_flag IN (1, 2)), 0)::bigint AS settled,
            coalesce(sum(s.win_amount) FILTER (WHERE s.settlement_flag IN (1, 2)), 0)::bigint AS win
       FROM bet_slips s
      WHERE s.member_id IN (SELECT id FROM downline) AND s.game_type IN ${SLIP_GAME_TYPES} AND s.created_at >= $2 AND s.created_at < $3
      GROUP BY 1, 2
     UNION ALL
     SELECT ${kstDay('r.created_at')}, r.category,
            coalesce(sum(r.bet_total) FILTER (WHERE r.ended_at IS NULL), 0)::bigint,
            coalesce(sum(r.bet_total) FILTER (WHERE r.ended_at IS NOT NULL), 0)::bigint,
            coalesce(sum(r.win_total) FILTER (WHERE r.ended_at IS NOT NULL), 0)::bigint
       FROM casino_rounds r
      WHERE r.member_id IN (SELECT id FROM downline) AND r.created_at >= $2 AND r.created_at < $3
      GROUP BY 1, 2`,
    [partnerId, range.start, range.end],
  );
  return rows.map((r) => ({
    day: r.day,
    category: r.category,
    pendingStake: Number(r.pending),
    settledStake: Number(r.settled),
    settledWin: Number(r.win),
  }));
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
