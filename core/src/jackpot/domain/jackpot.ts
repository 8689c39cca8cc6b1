import { shareOf } from '../../partner-desk/domain/partner-calc.js';

/**
 * The progressive jackpot (spec 9 names only "jackpot counter 30 s"; the pool's rules are ours,
 * see server/CONTEXT.md "Jackpot"): every casino and slot bet puts this share of its stake into
 * the pool, in basis points (100 = 1 %), truncated to whole won. The server moves it through the
 * ledger with the bet; the page shows the pool.
 */
export const JACKPOT_SHARE_BPS = 100;

/** How often the counter re-reads the pool (spec 9: "jackpot counter 30 s"). */
export const JACKPOT_POLL_MS = 30_000;

/** How long the counter rolls from the figure it shows to a new, larger one. */
export const JACKPOT_COUNT_UP_MS = 3_000;

/** The pool's part of a bet's stake (whole won, rounded down; 0 below 100 won at 1 %). */
export function jackpotShareOf(stake: number, shareBps: number = JACKPOT_SHARE_BPS): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`a stake is a whole won amount >= 0, got ${stake}`);
  return shareOf(stake, shareBps);
}

/** One roll of the counter: from the figure shown to the figure read, starting at a clock time. */
export interface JackpotCount {
  readonly from: number;
  readonly to: number;
  readonly startedAt: number;
  readonly durationMs: number;
}

/**
 * The whole-won figure the counter shows at `now` during a roll: `from` at the start, `to` from
 * the end on, in between an ease-out curve (fast first, settling on the figure), never above `to`
 * and never going back. A pool that shrank (paid out) is shown at once: counting down reads as a
 * glitch.
 */
export function jackpotFigureAt(count: JackpotCount, now: number): number {
  if (count.to <= count.from || count.durationMs <= 0) return count.to;
  const progress = Math.min(1, Math.max(0, (now - count.startedAt) / count.durationMs));
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(count.to, count.from + Math.floor((count.to - count.from) * eased));
}
