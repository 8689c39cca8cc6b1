import { randomBytes } from 'node:crypto';
import { SPORTS_MESSAGES } from '../messages.js';
import type { SqlRunner } from '../ports.js';
import { refuse } from './bet-refusal.js';
import { liveBetDelayFor } from './limits.js';

/** A token older than this is refused: the member pressed bet too long ago. */
export const BETTING_TOKEN_TTL_MS = 60_000;

export interface IssuedToken {
  readonly token: string;
  /** Seconds the bet must wait before it is posted (the client's countdown). */
  readonly delaySeconds: number;
  readonly issuedAt: string;
}

/** GET /sports-inplay/get-betting-token: one token per in-play bet, tied to the member and sport. */
export async function issueBettingToken(db: SqlRunner, memberId: number, sportId: number, now: number): Promise<IssuedToken> {
  const token = randomBytes(24).toString('base64url');
  const issuedAt = new Date(now).toISOString();
  await db.query('INSERT INTO sports_betting_tokens (token, member_id, sport_id, issued_at) VALUES ($1, $2, $3, $4)', [
    token,
    memberId,
    sportId,
    issuedAt,
  ]);
  // Old tokens of this member are of no use any more; keep the table small.
  await db.query('DELETE FROM sports_betting_tokens WHERE member_id = $1 AND issued_at < $2', [
    memberId,
    new Date(now - 10 * BETTING_TOKEN_TTL_MS).toISOString(),
  ]);
  return { token, delaySeconds: await liveBetDelayFor(db, sportId), issuedAt };
}

/** A token that let its bet through: the bet is taken only on offers at least as old as `issuedAt`. */
export interface CheckedToken {
  readonly token: string;
  /** Milliseconds since the epoch, on the server's clock (the feed stamps offers with the same clock). */
  readonly issuedAt: number;
}

/**
 * Checks the token of an in-play bet: the member's own, unused, not expired and at least the
 * live-bet delay of its sport old (spec section 9: at least 3 s, else per sport). The row is
 * locked, and `markBettingTokenUsed` spends it in the bet's transaction only when the bet is
 * placed: a bet answered with result '10' keeps it for a retry on the offers it was issued over.
 * The age alone does not make the delay: the bet also needs prices older than the token (see
 * `placeSportsBet`), else a token fetched early would let a bet through on a price just moved.
 */
export async function checkBettingToken(
  tx: SqlRunner,
  token: string | undefined,
  memberId: number,
  now: number,
  /** Sports of the slip's picks: the longest delay among them and the token's sport applies. */
  pickSports: readonly number[] = [],
): Promise<CheckedToken> {
  if (!token) throw refuse(400, 'tokenMissing', SPORTS_MESSAGES.tokenMissing);
  const { rows } = await tx.query<{ issued_at: Date | string; sport_id: number; used_at: Date | string | null }>(
    'SELECT issued_at, sport_id, used_at FROM sports_betting_tokens WHERE token = $1 AND member_id = $2 FOR UPDATE',
    [token, memberId],
  );
  const row = rows[0];
  if (!row || row.used_at !== null) throw refuse(400, 'tokenInvalid', SPORTS_MESSAGES.tokenInvalid);
  const issuedAt = new Date(row.issued_at).getTime();
  const age = now - issuedAt;
  if (age > BETTING_TOKEN_TTL_MS) throw refuse(400, 'tokenInvalid', SPORTS_MESSAGES.tokenInvalid);
  // A token asked for a sport with a shorter delay must not shorten another sport's wait.
  const sports = [...new Set([Number(row.sport_id), ...pickSports])];
  const delayMs = Math.max(...(await Promise.all(sports.map((s) => liveBetDelayFor(tx, s))))) * 1_000;
  if (age < delayMs) throw refuse(400, 'tokenTooEarly', SPORTS_MESSAGES.tokenTooEarly, { waitMs: delayMs - age });
  return { token, issuedAt };
}

/** Spends a checked token (same transaction as the bet it let through). */
export async function markBettingTokenUsed(tx: SqlRunner, token: string, now: number): Promise<void> {
  await tx.query('UPDATE sports_betting_tokens SET used_at = $2 WHERE token = $1', [token, new Date(now).toISOString()]);
}
