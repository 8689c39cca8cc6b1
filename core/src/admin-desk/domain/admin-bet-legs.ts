import type { ADMIN_BET_GAME_TYPES, AdminBetLegDto } from '../../api/contracts/admin-betting.js';
import { HISTORY_MESSAGES } from '../../history/domain/history.messages.js';
import { DEFAULT_LEG_WIN_FLAG_POLICY, legOutcomeLabel, type LegOutcome } from '../../history/domain/leg-win-flag.js';
import { betNameLabel } from '../../labels/domain/bet-name-labels.js';
import { marketLabel } from '../../labels/domain/market-labels.js';
import { prefixedMarketLabel } from '../../labels/domain/market-prefix.js';
import { withThousands } from '../../shared/domain/money.js';
import type { Odds } from '../../shared/domain/odds.js';
import { ADMIN_DESK_MESSAGES } from './admin-desk.messages.js';

/**
 * The operator's bets list (issue 11): game types as spec section 9 numbers them, and a slip's
 * legs in Korean, as the member's history labels them.
 */

export type AdminBetGameType = (typeof ADMIN_BET_GAME_TYPES)[number];

/** Spec section 9: 1 sports, 2 live, 3 mini-game, 4 virtual (the list's filter and its column), named as the history's tabs. */
export const ADMIN_BET_GAME_TYPE_LABELS: Readonly<Record<AdminBetGameType, string>> = {
  1: HISTORY_MESSAGES.tab.sports,
  2: HISTORY_MESSAGES.tab.live,
  3: HISTORY_MESSAGES.tab.minigame,
  4: HISTORY_MESSAGES.tab.bet365,
};

/** A leg as the list shows it: the event, the market and the pick in Korean, the price and the result. */
export interface AdminBetLeg {
  readonly event: string;
  readonly market: string;
  readonly pick: string;
  readonly price: Odds;
  readonly outcome: LegOutcome;
  readonly outcomeLabel: string;
}

/**
 * Labels a leg. Rounds (mini-games, virtual) store the English market name for some markets:
 * their ball-sum markets take the normal/power prefix from the odds id, as the history does;
 * sports legs rewrite period words for their sport.
 */
export function adminBetLegOf(gameType: number, leg: AdminBetLegDto): AdminBetLeg {
  const isRound = gameType === 3 || gameType === 4;
  const outcome = DEFAULT_LEG_WIN_FLAG_POLICY.outcome(leg.winFlag);
  return {
    event: leg.event,
    market: isRound ? prefixedMarketLabel(leg.marketName, leg.oddsId) : marketLabel(leg.marketName, leg.sportId ?? undefined),
    pick: betNameLabel(leg.pick),
    price: leg.price,
    outcome,
    outcomeLabel: legOutcomeLabel(outcome),
  };
}

/** What decides whether a slip may be voided and what its void moves. */
export interface VoidableSlip {
  readonly settlementFlag: number;
  readonly voided: boolean;
  readonly amount: number;
  readonly winAmount: number;
}

/** The server's rule, for the button: waiting, won or lost slips not voided yet (refunds and cancels have nothing to take back). */
export const isVoidable = (slip: VoidableSlip): boolean => !slip.voided && [0, 1, 2].includes(slip.settlementFlag);

/** The question before a settled slip's void: the payout taken back (0 for a lost slip) and the stake returned. */
export const confirmVoidSettled = (slip: VoidableSlip): string =>
  ADMIN_DESK_MESSAGES.confirmVoidSettled(withThousands(slip.settlementFlag === 1 ? slip.winAmount : 0), withThousands(slip.amount));
