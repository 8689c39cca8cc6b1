import {
  LIMIT_PERIODS,
  periodEnd,
  periodStart,
  periodStarts,
  type LimitKind,
  type LimitPeriod,
  type LimitSetting,
  type PeriodSums,
  type Exclusion,
} from '@bet/core/responsible-play';
import type { Won } from '@bet/core/shared';
import { exclusionOf, type ExclusionRow, type Runner } from './responsible-play-store.js';

/*
 * What a member used of their limits, summed from the money tables themselves (deposit
 * requests, slips, casino round bets), whose times are the server clock's; and the state a
 * guard reads once the member's lock is held.
 */

/**
 * The parameters of every sums query: $1 the member, $2..$7 each period's [start, end) at `now`,
 * $8 the earliest start (where the sources begin reading). No row is left out for being stamped
 * after `now`: a concurrent request that read the clock later may have committed first, and
 * what it staked counts (issue 29); a row stamped in the next period belongs to that period.
 */
function periodParams(memberId: number, now: number): unknown[] {
  const iso = (t: number): string => new Date(t).toISOString();
  const bounds = LIMIT_PERIODS.flatMap((p) => [iso(periodStart(p, now)), iso(periodEnd(p, now))]);
  return [memberId, ...bounds, iso(periodStarts(now).earliest)];
}

/** The day, week and month sums of `value` of the rows of `source` (columns value, at), as one row. */
const sumsSelect = (source: string): string =>
  `SELECT COALESCE(SUM(value) FILTER (WHERE at >= $2 AND at < $3), 0) AS day,
          COALESCE(SUM(value) FILTER (WHERE at >= $4 AND at < $5), 0) AS week,
          COALESCE(SUM(value) FILTER (WHERE at >= $6 AND at < $7), 0) AS month
     FROM (${source}) AS u`;

type SumsRow = { day: string | number; week: string | number; month: string | number };
const sumsOfRow = (r: SumsRow | null | undefined): PeriodSums => ({
  day: Number(r?.day ?? 0),
  week: Number(r?.week ?? 0),
  month: Number(r?.month ?? 0),
});

/** Won deposit requests not cancelled (waiting or approved), by request time. */
const DEPOSITS = `SELECT amount AS value, created_at AS at FROM charge_requests
  WHERE member_id = $1 AND deposit_mode = 0 AND wallet = 'cash' AND status IN (0, 1) AND created_at >= $8`;

/** Stakes: sports, virtual and mini-game slips (casino history rows aside) and casino round bets. */
const WAGERS = `SELECT amount AS value, created_at AS at FROM bet_slips WHERE member_id = $1 AND game_type <> 5 AND created_at >= $8
  UNION ALL SELECT amount, created_at FROM casino_transactions WHERE member_id = $1 AND kind = 'bet' AND created_at >= $8`;

/**
 * Net loss: each slip placed in the period counts its stake minus what it paid back (a
 * cancelled slip its whole stake; an open one nothing yet), casino bets minus casino wins.
 */
const LOSSES = `SELECT amount - CASE WHEN cancel_at IS NOT NULL THEN amount ELSE win_amount END AS value, created_at AS at
    FROM bet_slips WHERE member_id = $1 AND game_type <> 5 AND created_at >= $8
  UNION ALL SELECT CASE WHEN kind = 'bet' THEN amount ELSE -amount END, created_at
    FROM casino_transactions WHERE member_id = $1 AND created_at >= $8`;

const SOURCES: Readonly<Record<LimitKind, string>> = { deposit: DEPOSITS, wager: WAGERS, loss: LOSSES };

async function sumsOf(sql: Runner, kind: LimitKind, memberId: number, now: number): Promise<PeriodSums> {
  const { rows } = await sql.query<SumsRow>(sumsSelect(SOURCES[kind]), periodParams(memberId, now));
  return sumsOfRow(rows[0]);
}

export const depositSums = (sql: Runner, memberId: number, now: number): Promise<PeriodSums> => sumsOf(sql, 'deposit', memberId, now);
export const wagerSums = (sql: Runner, memberId: number, now: number): Promise<PeriodSums> => sumsOf(sql, 'wager', memberId, now);
export const lossSums = (sql: Runner, memberId: number, now: number): Promise<PeriodSums> => sumsOf(sql, 'loss', memberId, now);

/** What a guard needs, read in one statement after the member's lock is held. */
export interface GuardState {
  /** Limits in force (pending changes do not matter to a guard). */
  readonly limits: LimitSetting[];
  readonly exclusions: Exclusion[];
  /** What is used of each asked kind that has a limit in force (absent: no limit, not summed). */
  readonly used: Partial<Record<LimitKind, PeriodSums>>;
}

/**
 * The limits in force, the exclusions not ended at `now` and, of `kinds`, the sums of each kind
 * that has a limit: one statement (a bet without limits sums nothing). Run it AFTER the member's
 * lock is taken, in a statement of its own, so that it sees every change committed before the
 * lock was granted (a read in the locking statement itself sees only what was committed when
 * that statement began, before it waited).
 */
export async function readGuardState(sql: Runner, memberId: number, now: number, kinds: readonly LimitKind[]): Promise<GuardState> {
  const sums = kinds.map(
    (kind) => `CASE WHEN EXISTS (SELECT 1 FROM responsible_play_limits WHERE member_id = $1 AND amount IS NOT NULL AND kind = '${kind}')
      THEN (SELECT row_to_json(s) FROM (${sumsSelect(SOURCES[kind])}) AS s) END AS ${kind}`,
  );
  // Without sums the period parameters would go unused, and PostgreSQL refuses a parameter it cannot type.
  const params = [...(kinds.length > 0 ? periodParams(memberId, now) : [memberId]), new Date(now).toISOString()];
  const nowParam = `$${params.length}`;
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT
       (SELECT COALESCE(json_agg(json_build_object('kind', kind, 'period', period, 'amount', amount)), '[]'::json)
          FROM responsible_play_limits WHERE member_id = $1 AND amount IS NOT NULL) AS limits,
       (SELECT COALESCE(json_agg(json_build_object('kind', kind, 'duration', duration, 'starts_at', starts_at, 'ends_at', ends_at)), '[]'::json)
          FROM responsible_play_exclusions WHERE member_id = $1 AND (ends_at IS NULL OR ends_at > ${nowParam})) AS exclusions${sums.map((s) => `,\n       ${s}`).join('')}`,
    params,
  );
  const row = rows[0] ?? {};
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  const limits = (parse<{ kind: LimitKind; period: LimitPeriod; amount: number | string }[] | null>(row.limits) ?? []).map((l) => ({
    kind: l.kind,
    period: l.period,
    amount: Number(l.amount) as Won,
    pending: null,
  }));
  const used: Partial<Record<LimitKind, PeriodSums>> = {};
  for (const kind of kinds) if (row[kind] !== null && row[kind] !== undefined) used[kind] = sumsOfRow(parse<SumsRow>(row[kind]));
  return { limits, exclusions: (parse<ExclusionRow[] | null>(row.exclusions) ?? []).map(exclusionOf), used };
}
