import type { DashboardQueues, DayCount } from '@bet/core/admin-desk';
import type { StatementLedgerSum } from '@bet/core/activity-statement';
import type { Sql } from '../../db/db.js';

/**
 * The SQL of the operator's dashboard (issue 27). Money is read from the ledger (members' won
 * entries of the given transfer kinds), people from members and the ledger, liability from the
 * open slips, queues from the waiting rows. Days are KST calendar days.
 */

const KST_DAY = (column: string): string => `to_char((${column} AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

/** The members' won entries of these kinds joined to their transfers, in [$2, $3). */
const MEMBER_MOVES = `FROM ledger_transfers t
       JOIN ledger_entries e ON e.transfer_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id IS NOT NULL AND a.currency = 'KRW' AND t.kind = ANY($1::text[]) AND t.created_at >= $2 AND t.created_at < $3`;

export interface DashboardRange {
  readonly kinds: readonly string[];
  readonly start: Date;
  readonly end: Date;
}

/** Every member's won entries of the kinds, summed per KST day and kind (signed: money into members is positive). */
export async function memberLedgerSums(sql: Sql, r: DashboardRange): Promise<StatementLedgerSum[]> {
  const { rows } = await sql.query<{ day: string; kind: string; amount: string | number }>(
    `SELECT ${KST_DAY('t.created_at')} AS day, t.kind, sum(e.amount)::bigint AS amount ${MEMBER_MOVES} GROUP BY 1, 2`,
    [[...r.kinds], r.start, r.end],
  );
  return rows.map((row) => ({ day: row.day, kind: row.kind, amount: Number(row.amount) }));
}

/** Members with a movement of the kinds, per KST day, and in each window that starts at one of `windows` (all end at r.end). */
export async function activeMembers(
  sql: Sql,
  r: DashboardRange,
  windows: readonly Date[],
): Promise<{ byDay: DayCount[]; inWindow: number[] }> {
  const byDay = await sql.query<{ day: string; n: number }>(
    `SELECT ${KST_DAY('t.created_at')} AS day, count(DISTINCT a.member_id)::int AS n ${MEMBER_MOVES} GROUP BY 1`,
    [[...r.kinds], r.start, r.end],
  );
  const counts = windows.map((_, i) => `count(DISTINCT a.member_id) FILTER (WHERE t.created_at >= $${i + 4})::int AS w${i}`);
  const inWindow = await sql.query<Record<string, number>>(`SELECT ${counts.join(', ')} ${MEMBER_MOVES}`, [
    [...r.kinds],
    r.start,
    r.end,
    ...windows,
  ]);
  const row = inWindow.rows[0] ?? {};
  return {
    byDay: byDay.rows.map((d) => ({ day: d.day, count: Number(d.n) })),
    inWindow: windows.map((_, i) => Number(row[`w${i}`] ?? 0)),
  };
}

/** Sign-ups per KST day in [start, end) (operators left out). */
export async function newMembersByDay(sql: Sql, start: Date, end: Date): Promise<DayCount[]> {
  const { rows } = await sql.query<{ day: string; n: number }>(
    `SELECT ${KST_DAY('created_at')} AS day, count(*)::int AS n FROM members
      WHERE NOT is_admin AND created_at >= $1 AND created_at < $2 GROUP BY 1`,
    [start, end],
  );
  return rows.map((d) => ({ day: d.day, count: Number(d.n) }));
}

/** What the waiting slips (every game type) would pay if each won, and how many there are. */
export async function openLiability(sql: Sql): Promise<{ amount: number; slips: number }> {
  const { rows } = await sql.query<{ amount: string | number; slips: number }>(
    'SELECT coalesce(sum(expect_amount), 0)::bigint AS amount, count(*)::int AS slips FROM bet_slips WHERE settlement_flag = 0',
  );
  return { amount: Number(rows[0]?.amount ?? 0), slips: Number(rows[0]?.slips ?? 0) };
}

/** The waiting queues: sign-ups, won deposits and withdrawals, USDT requests, unanswered inquiries (as /admin/inquiries lists them). */
export async function pendingQueues(sql: Sql): Promise<DashboardQueues> {
  const { rows } = await sql.query<Record<keyof DashboardQueues, number>>(
    `SELECT (SELECT count(*) FROM members WHERE status = 'pending')::int AS "signUps",
            (SELECT count(*) FROM charge_requests WHERE status = 0 AND charge_type = 0 AND deposit_mode = 0)::int AS deposits,
            (SELECT count(*) FROM charge_requests WHERE status = 0 AND charge_type = 0 AND deposit_mode = 1)::int AS withdrawals,
            (SELECT count(*) FROM charge_requests WHERE status = 0 AND charge_type = 1)::int AS usdt,
            (SELECT count(*) FROM inquiries i
              WHERE NOT EXISTS (SELECT 1 FROM inquiry_answers x WHERE x.inquiry_id = i.id))::int AS inquiries`,
  );
  const r = rows[0]!;
  return { signUps: r.signUps, deposits: r.deposits, withdrawals: r.withdrawals, usdt: r.usdt, inquiries: r.inquiries };
}
