import type { Sql } from '../db/db.js';

/**
 * Failed logins are counted per login id and per IP over a sliding window (stored in the
 * database, so every server instance sees the same counts). Past the limit the login is refused
 * with 429 before any password is hashed.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_IP = 20;

export async function loginThrottled(sql: Sql, args: { userId: string; ip: string; now: number }): Promise<boolean> {
  const since = new Date(args.now - LOGIN_WINDOW_MS);
  const { rows } = await sql.query<{ scope: 'user' | 'ip'; n: number }>(
    `SELECT scope, count(*)::int AS n FROM login_failures
      WHERE at > $3 AND ((scope = 'user' AND key = $1) OR (scope = 'ip' AND key = $2)) GROUP BY scope`,
    [args.userId.toLowerCase(), args.ip, since],
  );
  const count = (scope: 'user' | 'ip'): number => Number(rows.find((r) => r.scope === scope)?.n ?? 0);
  return count('user') >= MAX_FAILURES_PER_USER || count('ip') >= MAX_FAILURES_PER_IP;
}

export async function recordLoginFailure(sql: Sql, args: { userId: string; ip: string; now: number }): Promise<void> {
  const at = new Date(args.now);
  await sql.query("INSERT INTO login_failures (scope, key, at) VALUES ('user', $1, $3), ('ip', $2, $3)", [args.userId.toLowerCase(), args.ip, at]);
  // Old rows are of no use; trimming here keeps the table small without a scheduler.
  await sql.query('DELETE FROM login_failures WHERE at < $1', [new Date(args.now - 2 * LOGIN_WINDOW_MS)]);
}

export async function clearUserFailures(sql: Sql, userId: string): Promise<void> {
  await sql.query("DELETE FROM login_failures WHERE scope = 'user' AND key = $1", [userId.toLowerCase()]);
}
