import { won, type Won } from '../../shared/domain/money.js';
import type { Odds } from '../../shared/domain/odds.js';
import { historyTime, type BetHistoryLeg, type BetHistorySlip } from './bet-history-records.js';
import { HISTORY_MESSAGES } from './history.messages.js';
import { historyUserTypeTag } from './history-user-type.js';
import { DEFAULT_LEG_WIN_FLAG_POLICY, legOutcomeLabel, realOdds, type LegOutcome, type LegWinFlagPolicy } from './leg-win-flag.js';
import {
  legOutcomeTone,
  slipAction,
  slipSettlementLabel,
  slipSettlementTone,
  type SlipAction,
  type SlipSettlement,
  type SlipSettlementTone,
} from './slip-settlement.js';

export interface BetHistoryLegView {
  readonly startTime: string;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  readonly market: string;
  readonly pick: string;
  readonly score: string;
  readonly price: Odds;
  /** The picked odds id: a mini-game's suffix says normal or power ball (spec 4). */
  readonly oddsId: number | null;
  readonly outcome: LegOutcome;
  readonly outcomeLabel: string;
  /** The outcome's colour, in the slips' meaning (legOutcomeTone). */
  readonly tone: SlipSettlementTone;
}

/** One slip as the history screen shows it (spec 2: summary columns plus legs). */
export interface BetHistorySlipSummary {
  readonly id: number;
  readonly placedAt: string;
  readonly stake: Won;
  readonly odds: Odds;
  /** Product of leg factors under the win-flag policy (refunds count 1, losses 0). */
  readonly realOdds: Odds;
  readonly expectedPayout: Won;
  readonly actualPayout: Won;
  readonly settlement: SlipSettlement;
  readonly settlementLabel: string;
  readonly tone: SlipSettlementTone;
  readonly action: SlipAction;
  readonly winBetName: string | null;
  /** Spec 6: the member's user type in brackets ('(A)'), null for G or none. */
  readonly userTypeTag: string | null;
  readonly legs: readonly BetHistoryLegView[];
}

/** The leg's score as the server wrote it at settlement ('2:1'), or '-' when it has none. */
export const betHistoryLegScore = (score: string | null | undefined): string =>
  score === null || score === undefined || score.trim() === '' ? HISTORY_MESSAGES.noScore : score;

export function betHistoryLegView(leg: BetHistoryLeg, policy: LegWinFlagPolicy): BetHistoryLegView {
  const outcome = policy.outcome(leg.sports_betting_win_flag);
  return {
    startTime: historyTime(leg.startdate),
    league: leg.league_name,
    home: leg.sports_betting_home_participants_name,
    away: leg.sports_betting_away_participants_name,
    market: leg.sports_betting_market_name,
    pick: leg.sports_betting_bet_name,
    score: betHistoryLegScore(leg.sports_betting_score),
    price: leg.sports_betting_bet_price,
    oddsId: leg.sports_betting_sports_prematch_odds_id ?? null,
    outcome,
    outcomeLabel: legOutcomeLabel(outcome),
    tone: legOutcomeTone(outcome),
  };
}

export function betHistorySlipSummary(slip: BetHistorySlip, policy: LegWinFlagPolicy = DEFAULT_LEG_WIN_FLAG_POLICY): BetHistorySlipSummary {
  const legs = slip.legs.map((l) => betHistoryLegView(l, policy));
  const settlement = slip.settlement;
  return {
    id: slip.id,
    placedAt: historyTime(slip.created_at),
    stake: slip.amount,
    odds: slip.total_ratio,
    realOdds: realOdds(
      slip.legs.map((l) => ({ winFlag: l.sports_betting_win_flag, price: l.sports_betting_bet_price })),
      policy,
    ),
    expectedPayout: slip.expect_amount,
    // No payout yet (waiting) reads as 0.
    actualPayout: slip.win_amount ?? won(0),
    settlement,
    settlementLabel: slipSettlementLabel(settlement, slip.settlement_name),
    tone: slipSettlementTone(settlement),
    action: slipAction(settlement),
    winBetName: slip.win_bet_name ?? null,
    userTypeTag: historyUserTypeTag(slip.user_type),
    legs,
  };
}
