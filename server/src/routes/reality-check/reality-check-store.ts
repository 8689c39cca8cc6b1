import type { RealityCheckSettings } from '@bet/core/reality-check';
import type { Sql } from '../../db/db.js';

/** The member's settings, or null for the defaults. */
export async function realityCheckSettings(sql: Sql, memberId: number): Promise<RealityCheckSettings | null> {
  const { rows } = await sql.query<{ interval_minutes: number; session_limit_minutes: number | null }>(
    'SELECT interval_minutes, session_limit_minutes FROM reality_check_settings WHERE member_id = $1',
    [memberId],
  );
  const r = rows[0];
  return r
    ? {
        intervalMinutes: Number(r.interval_minutes),
        sessionLimitMinutes: r.session_limit_minutes === null ? null : Number(r.session_limit_minutes),
      }
    : null;
}

export async function saveRealityCheckSettings(sql: Sql, memberId: number, s: RealityCheckSettings, now: number): Promise<void> {
  await sql.query(
    `INSERT INTO reality_check_settings (member_id, interval_minutes, session_limit_minutes, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) DO UPDATE SET interval_minutes = $2, session_limit_minutes = $3, updated_at = $4`,
    [memberId, s.intervalMinutes, s.sessionLimitMinutes, new Date(now)],
  );
}

/** When the login session began (its row's creation), null for an unknown session. */
export async function sessionStart(sql: Sql, sessionIdHash: string): Promise<number | null> {
  const { rows } = await sql.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE id_hash = $1', [sessionIdHash]);
  return rows[0] ? new Date(rows[0].created_at).getTime() : null;
}

/**
 * When the member's most recent login session began (open or ended), null when the member never
 * logged in. For calls that carry no login session: the casino provider's bet callbacks.
 */
export async function latestSessionStart(sql: Sql, memberId: number): Promise<number | null> {
  const { rows } = await sql.query<{ created_at: Date }>(
    'SELECT created_at FROM sessions WHERE member_id = $1 ORDER BY created_at DESC LIMIT 1',
    [memberId],
  );
  return rows[0] ? new Date(rows[0].created_at).getTime() : null;
}
