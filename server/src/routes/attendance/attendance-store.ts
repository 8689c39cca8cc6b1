import type { Sql } from '../../db/db.js';

/** The SQL of attendance: check-in days, and the point record of a check-in. */
export async function checkInDays(sql: Sql, memberId: number, month: string): Promise<string[]> {
  const { rows } = await sql.query<{ day: string }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM attendance WHERE member_id = $1 AND to_char(day, 'YYYY-MM') = $2 ORDER BY day",
    [memberId, month],
  );
  return rows.map((r) => r.day);
}

/** One row per member and KST day: a second check-in the same day violates the unique key. */
export async function insertCheckIn(sql: Sql, args: { memberId: number; day: string; points: number; at: Date }): Promise<void> {
  await sql.query('INSERT INTO attendance (member_id, day, points, created_at) VALUES ($1, $2, $3, $4)', [
    args.memberId,
    args.day,
    args.points,
    args.at,
  ]);
}
