import type { ApiError } from '../../shared/domain/api-error.js';
import { withThousands, won, type Won } from '../../shared/domain/money.js';
import { formatOdds, payout, totalOdds, type Odds } from '../../shared/domain/odds.js';
import { betSlipActiveEntries } from '../domain/bet-slip.js';
import { BET_QUICK_AMOUNTS } from '../domain/bet-slip.constants.js';
import { isBonusEntry } from '../domain/bonus-rules.js';
import { betGameTypeOfPath, betLimitsFor, type BetLimits, type BetLimitSetting } from '../domain/limits.js';
import type { BetSlipEntry, BetSlipError, BetSlipGamePath, BetSlipState } from '../domain/bet-slip.types.js';
import type { BetSlipOddsMove } from '../domain/rejected-odds.js';
import type { BetSlipSuccessText } from '../domain/success-text.js';
import type { BetSlipContext } from './bet-slip.ports.js';

export interface BetSlipViewEntry {
  readonly entry: BetSlipEntry;
  readonly isBonus: boolean;
  readonly priceText: string;
  /** The feed's newer price when it differs from the price the slip bets (auto-change off). */
  readonly changedPriceText: string | null;
}

/** Phases of the slip screen. */
export type BetSlipPhase =
  | { readonly status: 'idle' }
  | { readonly status: 'submitting' }
  | { readonly status: 'done'; readonly success: BetSlipSuccessText }
  /** Prematch odds moved: the slip is kept, the new prices stand beside the old ones. */
  | { readonly status: 'rejected'; readonly message: string; readonly moves: readonly BetSlipOddsMove[] }
  /** kind 'loginRequired' means: open the login dialog. */
  | { readonly status: 'error'; readonly error: BetSlipError | ApiError };

export type BetSlipView = {
  readonly gamePath: BetSlipGamePath;
  readonly autoChangeOdds: boolean;
  readonly entries: readonly BetSlipViewEntry[];
  /** Picks shown in the slip (and on the mobile footer), the bonus included. */
  readonly count: number;
  readonly totalOdds: Odds;
  readonly totalOddsText: string;
  readonly stakeText: string;
  /** The stake as typed and capped; null when nothing was typed. */
  readonly stake: number | null;
  readonly expectedPayout: Won;
  readonly expectedPayoutText: string;
  readonly cash: Won;
  readonly limits: BetLimits | null;
  readonly quickAmounts: readonly Won[];
  /** A one-off alert (bonus rules, insufficient cash, betting in progress); cleared by dismiss. */
  readonly notice: string | null;
  /** The slip's revision counter (spec "status numeric from 0"). */
  readonly revision: number;
} & BetSlipPhase;

/** The view model's whole state; the view is derived from it. */
export interface BetSlipInternalState {
  readonly slip: BetSlipState;
  readonly stakeText: string;
  readonly stake: number | null;
  readonly phase: BetSlipPhase;
  readonly notice: string | null;
  readonly context: BetSlipContext;
  readonly limitSettings: readonly BetLimitSetting[] | null;
}

export const betSlipTotalOdds = (slip: BetSlipState): Odds => totalOdds(betSlipActiveEntries(slip).map((e) => e.betPrice));

export const betSlipLimitsOf = (s: BetSlipInternalState): BetLimits | null =>
  s.limitSettings ? betLimitsFor(s.limitSettings, betGameTypeOfPath(s.slip.gamePath), s.context.role) : null;

const viewEntry = (e: BetSlipEntry): BetSlipViewEntry => ({
  entry: e,
  isBonus: isBonusEntry(e),
  priceText: formatOdds(e.betPrice),
  changedPriceText: e.betChangedPrice !== null && e.betChangedPrice !== e.betPrice ? formatOdds(e.betChangedPrice) : null,
});

export function toBetSlipView(s: BetSlipInternalState): BetSlipView {
  const entries = betSlipActiveEntries(s.slip);
  const total = betSlipTotalOdds(s.slip);
  const validStake = s.stake !== null && Number.isSafeInteger(s.stake) && s.stake > 0 ? s.stake : 0;
  const expected = payout(validStake, total);
  return {
    gamePath: s.slip.gamePath,
    autoChangeOdds: s.slip.autoChangeOdds,
    entries: entries.map(viewEntry),
    count: entries.length,
    totalOdds: total,
    totalOddsText: formatOdds(total),
    stakeText: s.stakeText,
    stake: s.stake,
    expectedPayout: expected,
    expectedPayoutText: withThousands(expected),
    cash: won(Math.max(0, Math.floor(s.context.cash))),
    limits: betSlipLimitsOf(s),
    quickAmounts: BET_QUICK_AMOUNTS,
    notice: s.notice,
    revision: s.slip.status,
    ...s.phase,
  };
}
