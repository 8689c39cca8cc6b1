import type { DomainError, Result } from '../../shared/domain/result.js';
import type { Odds } from '../../shared/domain/odds.js';

/** Teams and league of the fixture a slip entry belongs to (snake_case as the spec writes it). */
export interface BetSlipGameInfo {
  readonly home_participants_name: string;
  readonly away_participants_name: string;
  readonly league_name: string;
  readonly sport_id: number;
}

/**
 * One pick in the slip (spec section 3, "Slip entry"). `id` is the odds id; prices are
 * integer hundredths. `betChangedPrice` is the latest price pushed by the feed, null until
 * the first odds-changed event.
 */
export interface BetSlipEntry {
  readonly id: number;
  readonly betPrice: Odds;
  readonly betChangedPrice: Odds | null;
  readonly fixtureId: number;
  readonly sportId: number;
  readonly marketId: number;
  readonly marketName: string;
  readonly marketNameKorean: string;
  readonly version: number;
  readonly betName: string;
  readonly betNameKorean: string;
  readonly betLine: string | null;
  readonly betBaseline: string | null;
  readonly slipName: string;
  readonly gameInfo: BetSlipGameInfo;
}

/** A mini-game pick: a slip entry plus the game and round it is for. */
export interface BetSlipMiniGameEntry extends BetSlipEntry {
  readonly name: string;
  readonly round: number;
  readonly gameId: number;
  readonly notification: string;
}

/**
 * Which page family the slip serves; each is also the first segment of its route. Changing
 * it empties the slip. 'bet365' picks live in `esbets`, all others in `bets`.
 */
export const BET_SLIP_GAME_PATHS = ['europe', 'korea', 'inplay', 'bet365', 'minigame'] as const;
export type BetSlipGamePath = (typeof BET_SLIP_GAME_PATHS)[number];

export interface BetSlipState {
  /** Fixture ids that have at least one entry (in `bets` or `esbets`), first-added first. */
  readonly games: readonly number[];
  /** Sports, in-play and mini-game picks. */
  readonly bets: readonly BetSlipEntry[];
  /** Virtual-sports (bet365) picks. */
  readonly esbets: readonly BetSlipEntry[];
  readonly gamePath: BetSlipGamePath;
  readonly autoChangeOdds: boolean;
  /** Revision counter from 0, bumped by every command that changes the slip. */
  readonly status: number;
}

export type BetSlipErrorKind =
  | 'bonusMinOdds'
  | 'bonusMinOddsChange'
  | 'bonusFolderShortage'
  | 'bonusNeedsFolders'
  | 'bonusBlockedByLowOdds'
  | 'betNotFound'
  | 'loginRequired'
  | 'emptySlip'
  | 'amountRequired'
  | 'negativeAmount'
  | 'belowMinimum'
  | 'decimalAmount'
  | 'stakeStep'
  | 'oddsSuspended'
  | 'aboveMaxBet'
  | 'aboveMaxWinnings'
  | 'insufficientCash'
  | 'betInProgress'
  | 'miniGameRoundTaken'
  | 'limitsUnavailable';

export type BetSlipError = DomainError<BetSlipErrorKind>;

/** What every slip command returns: the next state (the same object on failure) and the outcome. */
export interface BetSlipOutcome<T> {
  readonly state: BetSlipState;
  readonly result: Result<T, BetSlipError>;
}

/** How an add or change ended: which odds ids left the slip and whether the new entry is in it. */
export interface BetSlipChange {
  readonly added: number | null;
  readonly removed: readonly number[];
}
