import type { Sql } from '../../db/db.js';

/** The SQL of logging in: the member by login id, the member row lock, the last login stamp. */

export interface LoginMemberRow {
  id: number;
  password_hash: string;
  status: string;
  is_admin: boolean;
}

export async function memberForLogin(sql: Sql, userId: string): Promise<LoginMemberRow | null> {
  const { rows } = await sql.query<LoginMemberRow>('SELECT id, password_hash, status, is_admin FROM members WHERE user_id = $1', [userId]);
  return rows[0] ?? null;
}

/** Locks the member row (one open session per member: logins of one member are serial). */
export async function lockMemberRow(tx: Sql, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

export async function stampLastLogin(tx: Sql, memberId: number, at: Date, ip: string): Promise<void> {
  await tx.query('UPDATE members SET last_login_at = $2, last_login_ip = $3 WHERE id = $1', [memberId, at, ip]);
}
