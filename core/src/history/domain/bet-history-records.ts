import { formatKstDateTime, parseKstDateTime } from '../../shared/domain/kst.js';
import type { Won } from '../../shared/domain/money.js';
import type { Odds } from '../../shared/domain/odds.js';
import type { SlipSettlement } from './slip-settlement.js';
import type { SlipStatus } from './slip-status.js';

/**
 * Bet history rows with the snake_case names of spec 3, as the api client decodes them
 * (core/src/api/contracts/sports.ts): prices are already integer hundredths, money whole won.
 * The api gateway names the slip's `status` code (`betHistorySlipOf`); the rest of the row
 * passes as decoded.
 */
export interface BetHistoryLeg {
  readonly startdate: string;
  readonly sports_name?: string | null;
  readonly league_name: string;
  readonly sports_betting_home_participants_name: string;
  readonly sports_betting_away_participants_name: string;
  readonly sports_betting_market_name: string;
  readonly sports_betting_market_id?: number | null;
  readonly sports_betting_bet_name: string;
  readonly sports_betting_bet_baseline?: string | null;
  readonly sports_betting_bet_line?: string | null;
  readonly sports_betting_bet_price: Odds;
  readonly sports_betting_score?: string | null;
  /** Read through a LegWinFlagPolicy (spec 4 gives two readings). */
  readonly sports_betting_win_flag: number;
  readonly sports_betting_sports_prematch_odds_id?: number | null;
}

export interface BetHistorySlip {
  readonly id: number;
  readonly created_at: string;
  readonly cancel_at?: string | null;
  readonly deleted_at?: string | null;
  readonly amount: Won;
  /** Named at the edge from the wire's code. */
  readonly status?: SlipStatus | null;
  readonly status_name?: string | null;
  /** Named at the edge from the wire's `settlement_flag`: waiting is cancellable, the rest deletable. */
  readonly settlement: SlipSettlement;
  readonly settlement_name?: string | null;
  readonly total_ratio: Odds;
  readonly expect_amount: Won;
  readonly win_amount?: Won | null;
  /** Mini-game slips: the pick's name. */
  readonly win_bet_name?: string | null;
  readonly user_type?: string | null;
  readonly legs: readonly BetHistoryLeg[];
}

/**
 * Server time text shown as 'YYYY-MM-DD HH:mm:ss' KST. Text without a zone is already KST;
 * zoned ISO text ('...Z', '+09:00') is converted; anything unreadable is shown as sent.
 */
export function historyTime(text: string | null | undefined): string {
  const raw = (text ?? '').trim();
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(raw);
  const t = zoned ? Date.parse(raw) : parseKstDateTime(raw);
  return Number.isNaN(t) ? raw : formatKstDateTime(t);
}
