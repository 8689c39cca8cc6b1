import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/db.js';
import { done, refuse, type Outcome } from '../../../http/refusals.js';
import { SPORTS_MESSAGES } from '../messages.js';
import { deleteBettingTokensBefore, insertBettingToken, lockBettingToken } from './betting-token-store.js';
import { liveBetDelayFor } from './limits-store.js';

export { markBettingTokenUsed } from './betting-token-store.js';

/** A token older than this is refused: the member pressed bet too long ago. */
export const BETTING_TOKEN_TTL_MS = 60_000;

export interface IssuedToken {
  readonly token: string;
  /** Seconds the bet must wait before it is posted (the client's countdown). */
  readonly delaySeconds: number;
  readonly issuedAt: string;
}

/** GET /sports-inplay/get-betting-token: one token per in-play bet, tied to the member and sport. */
export async function issueBettingToken(db: Queryable, memberId: number, sportId: number, now: number): Promise<IssuedToken> {
  const token = randomBytes(24).toString('base64url');
  const issuedAt = new Date(now).toISOString();
  await insertBettingToken(db, token, memberId, sportId, issuedAt);
  // Old tokens of this member are of no use any more; keep the table small.
  await deleteBettingTokensBefore(db, memberId, now - 10 * BETTING_TOKEN_TTL_MS);
  return { token, delaySeconds: await liveBetDelayFor(db, sportId), issuedAt };
}

/** A token that let its bet through: the bet is taken only on offers at least as old as `issuedAt`. */
export interface CheckedToken {
  readonly token: string;
  /** Milliseconds since the epoch, on the server's clock (the feed stamps offers with the same clock). */
  readonly issuedAt: number;
}

export type TokenRefusal = 'tokenMissing' | 'tokenInvalid' | 'tokenTooEarly';

/**
 * Checks the token of an in-play bet: the member's own, unused, not expired and at least the
 * live-bet delay of its sport old (spec section 9: at least 3 s, else per sport). The row is
 * locked, and `markBettingTokenUsed` spends it in the bet's transaction only when the bet is
 * placed: a bet answered with result '10' keeps it for a retry on the offers it was issued over.
 * The age alone does not make the delay: the bet also needs prices older than the token (see
 * `placeSportsBet`), else a token fetched early would let a bet through on a price just moved.
 */
export async function checkBettingToken(
  tx: Queryable,
  token: string | undefined,
  memberId: number,
  now: number,
  /** Sports of the slip's picks: the longest delay among them and the token's sport applies. */
  pickSports: readonly number[] = [],
): Promise<Outcome<CheckedToken, TokenRefusal>> {
  if (!token) return refuse('tokenMissing', SPORTS_MESSAGES.tokenMissing);
  const row = await lockBettingToken(tx, token, memberId);
  if (!row || row.used) return refuse('tokenInvalid', SPORTS_MESSAGES.tokenInvalid);
  const age = now - row.issuedAt;
  if (age > BETTING_TOKEN_TTL_MS) return refuse('tokenInvalid', SPORTS_MESSAGES.tokenInvalid);
  // A token asked for a sport with a shorter delay must not shorten another sport's wait.
  const sports = [...new Set([row.sportId, ...pickSports])];
  const delayMs = Math.max(...(await Promise.all(sports.map((s) => liveBetDelayFor(tx, s))))) * 1_000;
  if (age < delayMs) return refuse('tokenTooEarly', SPORTS_MESSAGES.tokenTooEarly, { waitMs: delayMs - age });
  return done({ token, issuedAt: row.issuedAt });
}
