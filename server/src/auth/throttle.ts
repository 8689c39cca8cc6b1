import type { Sql } from '../db/db.js';

/**
 * Login throttling that never hands an attacker a lock-out (OWASP Authentication Cheat Sheet,
 * "Protect against automated attacks"). Failures are counted over a sliding window per
 * (account, address) pair, per account from any address, and per address for any account, in
 * the database so every instance sees the same counts. Past a threshold the login asks for the
 * anti-automation code instead of refusing; the owner typing the right password with the code
 * still gets in, from this address or any other. Only the pair itself is ever refused outright,
 * after so many failures that no person makes them: the owner elsewhere is unaffected.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one address before the code is asked there. */
export const CAPTCHA_AFTER_PAIR_FAILURES = 3;
/** Wrong passwords for one account from all addresses (a distributed guess) before the code is asked. */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 10;
/** Failures from one address over all accounts (password spraying) before the code is asked there. */
export const CAPTCHA_AFTER_ADDRESS_FAILURES = 20;
/** Failures of one pair that end in 429 for that pair only (a captcha farm, not a person). */
export const REFUSE_AFTER_PAIR_FAILURES = 50;

export interface LoginAttempt {
  readonly userId: string;
  readonly ip: string;
  readonly now: number;
}

export interface LoginRisk {
  /** The anti-automation code must come with the password. */
  readonly captchaRequired: boolean;
  /** This account from this address is refused (429) for the rest of the window. */
  readonly pairRefused: boolean;
}

const keysOf = (a: LoginAttempt) => {
  const user = a.userId.trim().toLowerCase();
  return { user, ip: a.ip, pair: `${user}|${a.ip}` };
};

export async function loginRisk(sql: Sql, attempt: LoginAttempt): Promise<LoginRisk> {
  const keys = keysOf(attempt);
  const { rows } = await sql.query<{ scope: 'user' | 'ip' | 'pair'; n: number }>(
    `SELECT scope, count(*)::int AS n FROM login_failures
      WHERE at > $4 AND ((scope = 'user' AND key = $1) OR (scope = 'ip' AND key = $2) OR (scope = 'pair' AND key = $3)) GROUP BY scope`,
    [keys.user, keys.ip, keys.pair, new Date(attempt.now - LOGIN_WINDOW_MS)],
  );
  const count = (scope: 'user' | 'ip' | 'pair'): number => Number(rows.find((r) => r.scope === scope)?.n ?? 0);
  return {
    captchaRequired:
      count('pair') >= CAPTCHA_AFTER_PAIR_FAILURES ||
      count('user') >= CAPTCHA_AFTER_ACCOUNT_FAILURES ||
      count('ip') >= CAPTCHA_AFTER_ADDRESS_FAILURES,
    pairRefused: count('pair') >= REFUSE_AFTER_PAIR_FAILURES,
  };
}

export async function recordLoginFailure(sql: Sql, attempt: LoginAttempt): Promise<void> {
  const keys = keysOf(attempt);
  const at = new Date(attempt.now);
  await sql.query("INSERT INTO login_failures (scope, key, at) VALUES ('user', $1, $4), ('ip', $2, $4), ('pair', $3, $4)", [
    keys.user,
    keys.ip,
    keys.pair,
    at,
  ]);
  // Old rows are of no use; trimming here keeps the table small without a scheduler.
  await sql.query('DELETE FROM login_failures WHERE at < $1', [new Date(attempt.now - 2 * LOGIN_WINDOW_MS)]);
}

/**
 * A right password resets the account's counts (the guessing is over), not the address's: a
 * sprayer that knows one password must not clear its record against everyone else.
 */
export async function clearAccountFailures(sql: Sql, attempt: Pick<LoginAttempt, 'userId'>): Promise<void> {
  const user = attempt.userId.trim().toLowerCase();
  await sql.query("DELETE FROM login_failures WHERE (scope = 'user' AND key = $1) OR (scope = 'pair' AND key LIKE $2)", [
    user,
    `${user.replace(/[\\%_]/g, '\\$&')}|%`,
  ]);
}
