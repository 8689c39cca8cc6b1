import type { Sql } from '../../db/db.js';

/** The SQL of the money conversions beyond the ledger: the member's version stamp and the point history. */

/** When the member record last changed (a point conversion sent against an older one is stale). */
export async function memberUpdatedAt(sql: Sql, memberId: number): Promise<Date | null> {
  const { rows } = await sql.query<{ updated_at: Date }>('SELECT updated_at FROM members WHERE id = $1', [memberId]);
  return rows[0]?.updated_at ?? null;
}

/** The point history row of a conversion to cash (negative points, flagged as a conversion). */
export async function insertPointConversion(sql: Sql, args: { memberId: number; points: number; memo: string; at: Date }): Promise<void> {
  await sql.query(
    'INSERT INTO point_records (member_id, point, point_memo, point_to_cash_flg, created_at, updated_at) VALUES ($1, $2, $3, 1, $4, $4)',
    [args.memberId, -args.points, args.memo, args.at],
  );
}
