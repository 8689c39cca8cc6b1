import type { Sql } from '../../db/db.js';

/** The SQL of logging in: the member by login id, the member row lock, the last login stamp. */

export async function memberForLogin(sql: Sql, userId: string): Promise<{ id: number; password_hash: string; status: string } | null> {
  const { rows } = await sql.query<{ id: number; password_hash: string; status: string }>(
    'SELECT id, password_hash, status FROM members WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** Locks the member row (one open session per member: logins of one member are serial). */
export async function lockMemberRow(tx: Sql, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

export async function stampLastLogin(tx: Sql, memberId: number, at: Date, ip: string): Promise<void> {
  await tx.query('UPDATE members SET last_login_at = $2, last_login_ip = $3 WHERE id = $1', [memberId, at, ip]);
}
