import { floorToTen, parseAmountText, withThousands, won, type Won } from '../../shared/domain/money.js';
import { maxStakeForWinnings, type Odds } from '../../shared/domain/odds.js';
import { domainError, fail, ok, type Result } from '../../shared/domain/result.js';
import { BET_SLIP_MESSAGES } from './bet-slip.messages.js';
import type { BetSlipError } from './bet-slip.types.js';
import type { BetLimits } from './limits.js';
import { DEFAULT_BET_MAX_BET_BOUNDARY, type BetMaxBetBoundary } from './submit-validation.js';

/** What caps a stake: the member's cash, the limits (null while unknown) and the slip's total odds. */
export interface BetStakeCaps {
  readonly cash: number;
  readonly limits: BetLimits | null;
  readonly totalOdds: Odds;
  /**
   * The max-bet reading (default 'exclusive': spec 5's cap of max bet minus 1). Under 'inclusive'
   * ("≤ max") the max itself is a stake the slip takes, so MAX and the hint go up to it.
   */
  readonly maxBetBoundary?: BetMaxBetBoundary;
}

/**
 * The largest stake the caps allow, also what the MAX button fills in (spec sections 5 and 9): at most the cash, at most
 * max bet minus 1 (the max itself under the 'inclusive' reading), at most the amount whose payout
 * reaches max winnings, rounded down to a multiple of 10.
 */
export function maxAllowedBetStake(caps: BetStakeCaps): Won {
  let cap = Math.max(0, Math.floor(caps.cash));
  if (caps.limits) {
    const belowMax = (caps.maxBetBoundary ?? DEFAULT_BET_MAX_BET_BOUNDARY) === 'inclusive' ? 0 : 1;
    cap = Math.min(cap, caps.limits.maxBet - belowMax, maxStakeForWinnings(caps.limits.maxWinnings, caps.totalOdds));
  }
  return floorToTen(cap);
}

/** A non-negative whole amount is capped and rounded down to 10; anything else is left as is. */
export function capBetStake(amount: number, caps: BetStakeCaps): number {
  if (!Number.isSafeInteger(amount) || amount < 0) return amount;
  return Math.min(floorToTen(amount), maxAllowedBetStake(caps));
}

/**
 * A typed stake exactly as typed (thousands separators allowed): null when nothing (or no
 * number) was typed. It is never capped nor rounded while the member types: each keystroke
 * would otherwise be rewritten ("1" -> "0", "5000.5" -> "5,000"). Submit names what is wrong
 * with the spec's messages; the caps are shown beside the field (`betStakeCapHint`) and applied
 * by MAX and the quick-add buttons.
 */
export function typedBetStake(text: string): number | null {
  const amount = parseAmountText(text);
  return Number.isNaN(amount) ? null : amount;
}

/**
 * Spec 9: "bet rounded down to multiple of 10". The stake a typed amount places: a whole,
 * non-negative amount rounded down to a multiple of 10 won at submit (12,345 places 12,340);
 * anything else (nothing, decimals, negatives) is returned as is, for submit to name with the
 * spec's messages. The field keeps what was typed; the slip shows the placed amount as a hint
 * (`betStakeRoundingHint`). The server stays exact (it refuses a non-multiple of 10 it is sent).
 */
export function placedBetStake(amount: number | null): number | null {
  if (amount === null || !Number.isSafeInteger(amount) || amount < 0) return amount;
  return floorToTen(amount);
}

/** The amount a typed whole stake will be placed as, while it differs from what was typed (null otherwise). */
export function betStakeRoundingHint(amount: number | null): Won | null {
  const placed = placedBetStake(amount);
  return placed !== null && placed > 0 && placed !== amount ? won(placed) : null;
}

/**
 * The field's text once the member leaves it: the typed whole amount with thousands separators
 * (the spec's amount fields show them), else the text as typed. Never while typing: the caret
 * would jump.
 */
export function betStakeFieldText(text: string): string {
  const amount = typedBetStake(text);
  return amount !== null && Number.isSafeInteger(amount) && amount >= 0 ? withThousands(amount) : text;
}

/**
 * Spec 5 caps typed amounts to the cash, to max bet minus 1 and to the amount whose payout
 * reaches max winnings. The slip shows that cap as a hint while a typed whole amount is above
 * it (null otherwise), so what is typed stays on screen.
 */
export function betStakeCapHint(amount: number | null, caps: BetStakeCaps): Won | null {
  if (amount === null || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const cap = maxAllowedBetStake(caps);
  return amount > cap ? cap : null;
}

/**
 * Quick-add button: adds to the current stake (a missing or invalid stake counts as 0).
 * A sum above the cash is refused ('보유 캐쉬가 부족합니다.'); otherwise it is capped like a
 * typed amount.
 */
export function quickAddBetStake(current: number | null, amount: number, caps: BetStakeCaps): Result<Won, BetSlipError> {
  const base = current !== null && Number.isSafeInteger(current) && current > 0 ? current : 0;
  const sum = base + amount;
  if (sum > caps.cash) return fail(domainError('insufficientCash', BET_SLIP_MESSAGES.insufficientCash));
  return ok(won(capBetStake(sum, caps)));
}
