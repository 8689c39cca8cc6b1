import type { Exclusion, ExclusionDuration, ExclusionKind, LimitKind, LimitPeriod, LimitSetting } from '@bet/core/responsible-play';
import type { Won } from '@bet/core/shared';

/**
 * SQL of responsible play (migration 007). `Runner` is anything that queries: the database, a
 * transaction (bets are guarded inside their own transaction).
 * What a member used of their limits: responsible-play-usage.ts.
 */
export interface Runner {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
}

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | number | null;
  has_pending: boolean;
  pending_amount: string | number | null;
  pending_at: Date | string | null;
}

const wonOrNull = (v: string | number | null): Won | null => (v === null ? null : (Number(v) as Won));
const ms = (v: Date | string): number => new Date(v).getTime();

export async function readLimits(sql: Runner, memberId: number): Promise<LimitSetting[]> {
  const { rows } = await sql.query<LimitRow>(
    'SELECT kind, period, amount, has_pending, pending_amount, pending_at FROM responsible_play_limits WHERE member_id = $1',
    [memberId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    period: r.period,
    amount: wonOrNull(r.amount),
    pending: r.has_pending && r.pending_at !== null ? { amount: wonOrNull(r.pending_amount), effectiveAt: ms(r.pending_at) } : null,
  }));
}

export async function saveLimit(sql: Runner, memberId: number, s: LimitSetting, now: number): Promise<void> {
  await sql.query(
    `INSERT INTO responsible_play_limits (member_id, kind, period, amount, has_pending, pending_amount, pending_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = EXCLUDED.amount, has_pending = EXCLUDED.has_pending,
       pending_amount = EXCLUDED.pending_amount, pending_at = EXCLUDED.pending_at, updated_at = EXCLUDED.updated_at`,
    [
      memberId,
      s.kind,
      s.period,
      s.amount,
      s.pending !== null,
      s.pending?.amount ?? null,
      s.pending ? new Date(s.pending.effectiveAt).toISOString() : null,
      new Date(now).toISOString(),
    ],
  );
}

export interface ExclusionRow {
  member_id: string | number;
  kind: ExclusionKind;
  duration: ExclusionDuration;
  starts_at: Date | string;
  ends_at: Date | string | null;
}
export const exclusionOf = (r: ExclusionRow): Exclusion => ({
  kind: r.kind,
  duration: r.duration,
  startsAt: ms(r.starts_at),
  endsAt: r.ends_at === null ? null : ms(r.ends_at),
});

/** The member's exclusions that have not ended by `now` (those in force and, in theory, future ones). */
export async function openExclusions(sql: Runner, memberId: number, now: number): Promise<Exclusion[]> {
  const { rows } = await sql.query<ExclusionRow>(
    `SELECT member_id, kind, duration, starts_at, ends_at FROM responsible_play_exclusions
      WHERE member_id = $1 AND (ends_at IS NULL OR ends_at > $2) ORDER BY starts_at`,
    [memberId, new Date(now).toISOString()],
  );
  return rows.map(exclusionOf);
}

/** Of `memberIds`, those under a cool-off or self-exclusion at `now` (the partner sees them as closed). */
export async function excludedAmong(sql: Runner, memberIds: readonly number[], now: number): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const { rows } = await sql.query<{ member_id: string | number }>(
    `SELECT DISTINCT member_id FROM responsible_play_exclusions
      WHERE member_id = ANY($1::bigint[]) AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)`,
    [memberIds, new Date(now).toISOString()],
  );
  return new Set(rows.map((r) => Number(r.member_id)));
}

export async function insertExclusion(sql: Runner, memberId: number, e: Exclusion): Promise<void> {
  await sql.query('INSERT INTO responsible_play_exclusions (member_id, kind, duration, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)', [
    memberId,
    e.kind,
    e.duration,
    new Date(e.startsAt).toISOString(),
    e.endsAt === null ? null : new Date(e.endsAt).toISOString(),
  ]);
}

/** Whether a member with this numeric id exists. */
export async function memberExists(sql: Runner, memberId: number): Promise<boolean> {
  const { rows } = await sql.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
  return rows.length > 0;
}

/** The audit action of a member ending play from a reality check or at the session limit. */
export const REALITY_CHECK_STOP_ACTION = 'reality-check stop';

export interface FlaggedMemberRow {
  readonly id: number;
  readonly userId: string;
  readonly nickname: string;
  readonly realityCheck: { intervalMinutes: number; sessionLimitMinutes: number | null } | null;
  readonly stops: number;
  readonly lastStopAt: number | null;
}

/**
 * Members with a limit set or pending, an exclusion not ended at `now`, reality-check settings or
 * a reality-check stop, newest first; `pattern` (ILIKE) matches the login id or the nickname.
 */
export async function flaggedMembersPage(
  sql: Runner,
  args: { pattern: string | null; now: number; limit: number; offset: number },
): Promise<FlaggedMemberRow[]> {
  const { rows } = await sql.query<{
    id: number;
    user_id: string;
    nickname: string;
    interval_minutes: number | null;
    session_limit_minutes: number | null;
    stops: number;
    last_stop_at: Date | string | null;
  }>(
    `WITH flagged AS (
       SELECT member_id FROM responsible_play_limits WHERE amount IS NOT NULL OR has_pending
       UNION SELECT member_id FROM responsible_play_exclusions WHERE ends_at IS NULL OR ends_at > $2
       UNION SELECT member_id FROM reality_check_settings
       UNION SELECT actor_member_id FROM audit_log WHERE action = $5 AND actor_member_id IS NOT NULL),
     stops AS (
       SELECT actor_member_id AS member_id, count(*)::int AS stops, max(at) AS last_stop_at
         FROM audit_log WHERE action = $5 GROUP BY actor_member_id)
     SELECT m.id, m.user_id, m.nickname, rc.interval_minutes, rc.session_limit_minutes,
            coalesce(s.stops, 0) AS stops, s.last_stop_at
       FROM members m JOIN flagged f ON f.member_id = m.id
       LEFT JOIN reality_check_settings rc ON rc.member_id = m.id
       LEFT JOIN stops s ON s.member_id = m.id
      WHERE ($1::text IS NULL OR m.user_id ILIKE $1 OR m.nickname ILIKE $1)
      ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
    [args.pattern, new Date(args.now).toISOString(), args.limit, args.offset, REALITY_CHECK_STOP_ACTION],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    userId: r.user_id,
    nickname: r.nickname,
    realityCheck:
      r.interval_minutes === null
        ? null
        : {
            intervalMinutes: Number(r.interval_minutes),
            sessionLimitMinutes: r.session_limit_minutes === null ? null : Number(r.session_limit_minutes),
          },
    stops: Number(r.stops),
    lastStopAt: r.last_stop_at === null ? null : ms(r.last_stop_at),
  }));
}

/** How many times the member stopped at a reality check or the session limit. */
export async function realityCheckStops(sql: Runner, memberId: number): Promise<number> {
  const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE actor_member_id = $1 AND action = $2', [
    memberId,
    REALITY_CHECK_STOP_ACTION,
  ]);
  return Number(rows[0]?.n ?? 0);
}
