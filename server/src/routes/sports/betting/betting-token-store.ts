import type { Queryable } from '../../../db/db.js';

/** The rows of `sports_betting_tokens`: one per in-play bet, tied to the member and sport. */

export async function insertBettingToken(db: Queryable, token: string, memberId: number, sportId: number, issuedAt: string): Promise<void> {
  await db.query('INSERT INTO sports_betting_tokens (token, member_id, sport_id, issued_at) VALUES ($1, $2, $3, $4)', [
    token,
    memberId,
    sportId,
    issuedAt,
  ]);
}

/** Drops the member's tokens issued before `before` (of no use any more; keeps the table small). */
export async function deleteBettingTokensBefore(db: Queryable, memberId: number, before: number): Promise<void> {
  await db.query('DELETE FROM sports_betting_tokens WHERE member_id = $1 AND issued_at < $2', [memberId, new Date(before).toISOString()]);
}

export interface StoredBettingToken {
  readonly issuedAt: number;
  readonly sportId: number;
  readonly used: boolean;
}

/** The member's token, its row locked until the bet's transaction ends (null when it is not theirs or unknown). */
export async function lockBettingToken(tx: Queryable, token: string, memberId: number): Promise<StoredBettingToken | null> {
  const { rows } = await tx.query<{ issued_at: Date | string; sport_id: number; used_at: Date | string | null }>(
    'SELECT issued_at, sport_id, used_at FROM sports_betting_tokens WHERE token = $1 AND member_id = $2 FOR UPDATE',
    [token, memberId],
  );
  const row = rows[0];
  return row ? { issuedAt: new Date(row.issued_at).getTime(), sportId: Number(row.sport_id), used: row.used_at !== null } : null;
}

export async function markBettingTokenUsed(tx: Queryable, token: string, now: number): Promise<void> {
  await tx.query('UPDATE sports_betting_tokens SET used_at = $2 WHERE token = $1', [token, new Date(now).toISOString()]);
}
