import { won, type Won } from '../../shared/domain/money.js';
import { payout, type Odds } from '../../shared/domain/odds.js';
import { domainError, fail, ok, type Result } from '../../shared/domain/result.js';
import { BET_MIN_STAKE, BET_STAKE_STEP } from './bet-slip.constants.js';
import { BET_SLIP_MESSAGES, belowMinimumOf } from './bet-slip.messages.js';
import type { BetSlipError } from './bet-slip.types.js';
import type { BetLimits } from './limits.js';

/**
 * The spec gives two readings of the max-bet bound: section 5 says the stake must be
 * "≤ max", while its message says "최대베팅금 {max}이상 베팅하실수 없습니다" (max or more is
 * refused) and typed amounts are capped to max - 1. Default 'exclusive' follows the message
 * and the cap; 'inclusive' follows the "≤ max" wording.
 */
export type BetMaxBetBoundary = 'exclusive' | 'inclusive';
export const DEFAULT_BET_MAX_BET_BOUNDARY: BetMaxBetBoundary = 'exclusive';

/**
 * The reading the operator chose: site setting `maxBetInclusive` (GET /setting/user; off, the
 * default, is 'exclusive'). The bet slip and the server both read it through this.
 */
export function maxBetBoundaryOf(inclusive: boolean): BetMaxBetBoundary {
  return inclusive ? 'inclusive' : DEFAULT_BET_MAX_BET_BOUNDARY;
}

export interface BetSubmitCheck {
  readonly loggedIn: boolean;
  /** Picks in the slip (the bonus entry counts: it is sent as a leg). */
  readonly entryCount: number;
  /** The stake as typed and capped; null when nothing was typed. */
  readonly amount: number | null;
  readonly totalOdds: Odds;
  /** Null while the settings are unknown: a logged-in submit is then refused. */
  readonly limits: BetLimits | null;
  /** Picks the live feed has suspended (the slip locks them); omitted by the server. */
  readonly lockedPicks?: number;
  /** The member's cash; when given, a stake above it is refused ('보유 캐쉬가 부족합니다.'). */
  readonly cash?: number;
}

const refuse = (kind: BetSlipError['kind'], message: string): Result<Won, BetSlipError> => fail(domainError(kind, message));

/**
 * Submit checks in the spec's order (section 5): logged in, slip not empty, amount given,
 * not negative, at least the minimum, whole won, below the max bet, payout within max
 * winnings. The value is the stake to send. Three checks the spec implies are added where
 * they fit: no suspended pick (after "not empty"), a multiple of 10 won (after "whole won":
 * spec 9 rounds bets to 10, and a typed amount is never rewritten, so it is refused with the
 * server's wording instead of silently changed) and, last, not above the cash (the typed-amount
 * cap of spec 5, named instead of applied).
 */
export function validateBetSubmit(
  c: BetSubmitCheck,
  boundary: BetMaxBetBoundary = DEFAULT_BET_MAX_BET_BOUNDARY,
): Result<Won, BetSlipError> {
  if (!c.loggedIn) return refuse('loginRequired', BET_SLIP_MESSAGES.loginRequired);
  if (c.entryCount === 0) return refuse('emptySlip', BET_SLIP_MESSAGES.emptySlip);
  if ((c.lockedPicks ?? 0) > 0) return refuse('oddsSuspended', BET_SLIP_MESSAGES.oddsSuspended);
  if (c.amount === null || Number.isNaN(c.amount)) return refuse('amountRequired', BET_SLIP_MESSAGES.amountRequired);
  if (c.amount < 0) return refuse('negativeAmount', BET_SLIP_MESSAGES.negativeAmount);
  const limits = c.limits;
  const minimum = limits?.minBet ?? BET_MIN_STAKE;
  if (c.amount < minimum) return refuse('belowMinimum', belowMinimumOf(minimum));
  if (!Number.isSafeInteger(c.amount)) return refuse('decimalAmount', BET_SLIP_MESSAGES.decimalAmount);
  if (c.amount % BET_STAKE_STEP !== 0) return refuse('stakeStep', BET_SLIP_MESSAGES.stakeStep);
  if (!limits) return refuse('limitsUnavailable', BET_SLIP_MESSAGES.limitsUnavailable);
  const overMax = boundary === 'exclusive' ? c.amount >= limits.maxBet : c.amount > limits.maxBet;
  if (overMax) return refuse('aboveMaxBet', BET_SLIP_MESSAGES.aboveMaxBet(limits.maxBet));
  if (payout(c.amount, c.totalOdds) > limits.maxWinnings) {
    return refuse('aboveMaxWinnings', BET_SLIP_MESSAGES.aboveMaxWinnings(limits.maxWinnings));
  }
  if (c.cash !== undefined && c.amount > c.cash) return refuse('insufficientCash', BET_SLIP_MESSAGES.insufficientCash);
  return ok(won(c.amount));
}
