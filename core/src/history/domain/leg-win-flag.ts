import { ODDS_ONE, odds, totalOdds, type Odds } from '../../shared/domain/odds.js';
import { HISTORY_MESSAGES } from './history.messages.js';

export type LegOutcome = 'pending' | 'won' | 'lost' | 'refund' | 'cancelled' | 'halfLost' | 'halfWon';

/**
 * How a leg's sports_betting_win_flag reads. The spec gives two readings (spec 4):
 * - simple (reading A): 0 pending, 2 won, 3 or -1 void/refund, anything else lost.
 * - detailed (reading B): -1 cancelled, 0 waiting, 1 lost, 2 won, 3 special-hit refund,
 *   4 half lost, 5 half won; unknown codes read as lost.
 * Both agree on the factor a leg brings to the slip's real odds: its price while pending or
 * won, 1 for refund or cancelled, 0 otherwise (half results included, as the spec says).
 * Reading A leaves the pending factor open; we use the price, like reading B's 'waiting',
 * so a pending slip shows its expected odds.
 */
export interface LegWinFlagPolicy {
  readonly name: LegWinFlagPolicyName;
  outcome(flag: number): LegOutcome;
}
export type LegWinFlagPolicyName = 'simple' | 'detailed';

const simple: LegWinFlagPolicy = {
  name: 'simple',
  outcome: (flag) => {
    if (flag === 0) return 'pending';
    if (flag === 2) return 'won';
    if (flag === 3 || flag === -1) return 'refund';
    return 'lost';
  },
};

const DETAILED: Readonly<Record<string, LegOutcome>> = {
  '-1': 'cancelled',
  0: 'pending',
  1: 'lost',
  2: 'won',
  3: 'refund',
  4: 'halfLost',
  5: 'halfWon',
};

const detailed: LegWinFlagPolicy = {
  name: 'detailed',
  outcome: (flag) => DETAILED[String(flag)] ?? 'lost',
};

export const LEG_WIN_FLAG_POLICIES: Readonly<Record<LegWinFlagPolicyName, LegWinFlagPolicy>> = { simple, detailed };

/** Reading B by default: it names every code the server sends, half results included. */
export const DEFAULT_LEG_WIN_FLAG_POLICY: LegWinFlagPolicy = detailed;

export const legOutcomeLabel = (outcome: LegOutcome): string => HISTORY_MESSAGES.leg[outcome];

/** The multiplier a leg brings to the slip's real odds. */
export function legOddsFactor(outcome: LegOutcome, price: Odds): Odds {
  if (outcome === 'pending' || outcome === 'won') return price;
  if (outcome === 'refund' || outcome === 'cancelled') return ODDS_ONE;
  return odds(0);
}

export interface FlaggedLeg {
  readonly winFlag: number;
  readonly price: Odds;
}

/** Real odds of a slip: product of the leg factors, floored to 2 decimals like every total. */
export function realOdds(legs: readonly FlaggedLeg[], policy: LegWinFlagPolicy = DEFAULT_LEG_WIN_FLAG_POLICY): Odds {
  return totalOdds(legs.map((l) => legOddsFactor(policy.outcome(l.winFlag), l.price)));
}
