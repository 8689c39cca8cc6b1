import type { Sql } from '../../db/db.js';

/** The SQL of the operator's second factor (migration 013). */

export interface OperatorTotpRow {
  secret: string;
  enrolled_at: Date | null;
  last_step: number;
}

export async function operatorTotp(sql: Sql, memberId: number, lock = false): Promise<OperatorTotpRow | null> {
  const { rows } = await sql.query<OperatorTotpRow>(
    `SELECT secret, enrolled_at, last_step FROM operator_totp WHERE member_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** A new secret to enrol with, replacing one never confirmed; an enrolled secret is kept (false). */
export async function offerSecret(sql: Sql, memberId: number, secret: string): Promise<boolean> {
  const { rowCount } = await sql.query(
    `INSERT INTO operator_totp (member_id, secret) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET secret = EXCLUDED.secret WHERE operator_totp.enrolled_at IS NULL`,
    [memberId, secret],
  );
  return rowCount > 0;
}

/** Remembers the step of an accepted code (and the enrolment, on the first one). */
export async function acceptStep(tx: Sql, memberId: number, step: number, at: Date): Promise<void> {
  await tx.query('UPDATE operator_totp SET last_step = $2, enrolled_at = COALESCE(enrolled_at, $3) WHERE member_id = $1', [
    memberId,
    step,
    at,
  ]);
}

export interface ChallengeRow {
  member_id: number;
  user_id: string;
  created_at: Date;
  failures: number;
  used_at: Date | null;
}

export async function insertChallenge(sql: Sql, idHash: string, memberId: number, at: Date): Promise<void> {
  await sql.query('INSERT INTO operator_login_challenges (id_hash, member_id, created_at) VALUES ($1, $2, $3)', [idHash, memberId, at]);
}

/** The challenge and its operator's login id, locked for the check. */
export async function lockChallenge(tx: Sql, idHash: string): Promise<ChallengeRow | null> {
  const { rows } = await tx.query<ChallengeRow>(
    `SELECT c.member_id, m.user_id, c.created_at, c.failures, c.used_at
       FROM operator_login_challenges c JOIN members m ON m.id = c.member_id WHERE c.id_hash = $1 FOR UPDATE OF c`,
    [idHash],
  );
  return rows[0] ?? null;
}

export async function countChallengeFailure(tx: Sql, idHash: string): Promise<void> {
  await tx.query('UPDATE operator_login_challenges SET failures = failures + 1 WHERE id_hash = $1', [idHash]);
}

export async function useChallenge(tx: Sql, idHash: string, at: Date): Promise<void> {
  await tx.query('UPDATE operator_login_challenges SET used_at = $2 WHERE id_hash = $1', [idHash, at]);
}

/** Every operator's stored secret (a handful of rows), for sealing and checking them at start. */
export async function allOperatorSecrets(sql: Sql): Promise<{ member_id: number; secret: string }[]> {
  return (await sql.query<{ member_id: number; secret: string }>('SELECT member_id, secret FROM operator_totp ORDER BY member_id')).rows;
}

export async function replaceSecret(tx: Sql, memberId: number, secret: string): Promise<void> {
  await tx.query('UPDATE operator_totp SET secret = $2 WHERE member_id = $1', [memberId, secret]);
}

/** Forgets an operator's secret (re-enrolment): the next password step offers a new one. */
export async function forgetSecret(tx: Sql, memberId: number): Promise<void> {
  await tx.query('DELETE FROM operator_totp WHERE member_id = $1', [memberId]);
}
