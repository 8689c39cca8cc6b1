import type { Sql } from '../../db/db.js';

/** The SQL of the memo box: every query of the messages family, and nothing else. */
export interface MessageRow {
  id: number;
  member_id: number;
  title: string;
  contents: string;
  confirm_status: number;
  user_delete_flg: number;
  visibility: number;
  created_at: Date;
}

const VISIBLE = 'member_id = $1 AND user_delete_flg = 0';

async function count(sql: Sql, where: string, memberId: number): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages WHERE ${where}`, [memberId]);
  return Number(rows[0]?.n ?? 0);
}

export const countUnread = (sql: Sql, memberId: number): Promise<number> => count(sql, `${VISIBLE} AND confirm_status = 0`, memberId);
export const countVisible = (sql: Sql, memberId: number): Promise<number> => count(sql, VISIBLE, memberId);

export async function listVisible(sql: Sql, memberId: number, limit: number, offset = 0): Promise<MessageRow[]> {
  const { rows } = await sql.query<MessageRow>(
    `SELECT * FROM messages WHERE ${VISIBLE} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  return rows;
}

/** A message not deleted by its member, whoever it belongs to (the caller checks ownership). */
export async function findUndeleted(sql: Sql, id: number): Promise<MessageRow | null> {
  const { rows } = await sql.query<MessageRow>('SELECT * FROM messages WHERE id = $1 AND user_delete_flg = 0', [id]);
  return rows[0] ?? null;
}

export async function findUndeletedMany(
  sql: Sql,
  ids: readonly number[],
): Promise<Pick<MessageRow, 'id' | 'member_id' | 'confirm_status'>[]> {
  const { rows } = await sql.query<Pick<MessageRow, 'id' | 'member_id' | 'confirm_status'>>(
    'SELECT id, member_id, confirm_status FROM messages WHERE id = ANY($1::bigint[]) AND user_delete_flg = 0',
    [ids],
  );
  return rows;
}

export async function markRead(sql: Sql, memberId: number, id: number, at: Date): Promise<void> {
  await sql.query('UPDATE messages SET confirm_status = 1, read_at = coalesce(read_at, $3) WHERE id = $1 AND member_id = $2', [
    id,
    memberId,
    at,
  ]);
}

export async function markAllRead(sql: Sql, memberId: number, at: Date): Promise<void> {
  await sql.query(`UPDATE messages SET confirm_status = 1, read_at = coalesce(read_at, $2) WHERE ${VISIBLE} AND confirm_status = 0`, [
    memberId,
    at,
  ]);
}

export async function hideAllRead(sql: Sql, memberId: number): Promise<number> {
  const r = await sql.query(`UPDATE messages SET user_delete_flg = 1 WHERE ${VISIBLE} AND confirm_status = 1`, [memberId]);
  return r.rowCount;
}

export async function hide(sql: Sql, memberId: number, ids: readonly number[]): Promise<void> {
  await sql.query('UPDATE messages SET user_delete_flg = 1 WHERE id = ANY($1::bigint[]) AND member_id = $2', [ids, memberId]);
}
