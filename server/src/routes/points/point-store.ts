import type { Sql } from '../../db/db.js';

/** The SQL of the point history: counts, pages, and the member's own hiding of rows. */
export interface PointRow {
  id: number;
  member_id: number;
  point: number;
  point_memo: string;
  status: number;
  point_to_cash_flg: number;
  created_at: Date;
  updated_at: Date;
}

/** Optional filter: 1 conversions to cash only, 0 the rest, null all. */
export type PointToCashFilter = 0 | 1 | null;

const WHERE = 'member_id = $1 AND NOT user_deleted AND ($2::smallint IS NULL OR point_to_cash_flg = $2)';

export async function countPoints(sql: Sql, memberId: number, filter: PointToCashFilter): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM point_records WHERE ${WHERE}`, [memberId, filter]);
  return Number(rows[0]?.n ?? 0);
}

export async function pointPage(sql: Sql, memberId: number, filter: PointToCashFilter, limit: number, offset: number): Promise<PointRow[]> {
  const { rows } = await sql.query<PointRow>(
    `SELECT * FROM point_records WHERE ${WHERE} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [memberId, filter, limit, offset],
  );
  return rows;
}

/** The owner of a visible point row, or null. */
export async function pointOwner(sql: Sql, id: number): Promise<number | null> {
  const { rows } = await sql.query<{ member_id: number }>('SELECT member_id FROM point_records WHERE id = $1 AND NOT user_deleted', [id]);
  return rows[0] ? Number(rows[0].member_id) : null;
}

export async function hidePoint(sql: Sql, memberId: number, id: number): Promise<void> {
  await sql.query('UPDATE point_records SET user_deleted = true WHERE id = $1 AND member_id = $2', [id, memberId]);
}

export async function hidePointConversions(sql: Sql, memberId: number): Promise<number> {
  const r = await sql.query(
    'UPDATE point_records SET user_deleted = true WHERE member_id = $1 AND point_to_cash_flg = 1 AND NOT user_deleted',
    [memberId],
  );
  return r.rowCount;
}

/** A point history row for a credit that moved through the ledger (attendance, roulette). */
export async function insertPointRecord(sql: Sql, args: { memberId: number; points: number; memo: string; at: Date }): Promise<void> {
  await sql.query(
    'INSERT INTO point_records (member_id, point, point_memo, point_to_cash_flg, created_at, updated_at) VALUES ($1, $2, $3, 0, $4, $4)',
    [args.memberId, args.points, args.memo, args.at],
  );
}
