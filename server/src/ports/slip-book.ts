import type { BetGameType, BetLimits, BetMaxBetBoundary } from '@bet/core/bet-slip';
import type { Odds } from '@bet/core/shared';
import type { Queryable } from '../db/db.js';
import type { Outcome } from '../http/refusals.js';

/**
 * The bet slips every betting family writes and settles (spec 3's history rows): the sports module
 * implements it (sports/betting/slip-book.ts), the round games (mini-games, virtual games) use it.
 * Wired in src/modules.ts, so neither family imports the other.
 */

/** One leg as stored (the snake_case history fields of spec section 3 are derived from it). */
export interface LegDraft {
  readonly oddsId: number;
  readonly fixtureId: number | null;
  readonly roundId: number | null;
  readonly sportId: number | null;
  readonly startdate: string | null;
  readonly sportsName: string;
  readonly leagueName: string;
  readonly homeName: string;
  readonly awayName: string;
  /** Market type id; -1 for the bonus leg. */
  readonly marketId: number;
  readonly marketName: string;
  readonly betName: string;
  readonly baseline: string | null;
  readonly line: string | null;
  readonly price: Odds;
  readonly version: number | null;
}

/** The betting member as the slip stores them (the session's member has these fields). */
export interface SlipMember {
  readonly id: number;
  readonly userId: string;
  readonly nickname: string;
  /** Level 1..5 (clamped by the limit rules). */
  readonly role: number;
  readonly userType: string;
}

export interface SlipDraft {
  readonly member: SlipMember;
  readonly ip: string | null;
  /** 1 sports, 2 live, 3 mini-game, 4 virtual. */
  readonly gameType: number;
  readonly gameDetailType: number;
  readonly gameStyle: string | null;
  readonly amount: number;
  readonly totalRatio: Odds;
  readonly maxWin: number | null;
  readonly roundId: number | null;
  readonly winBetName: string | null;
  readonly legs: readonly LegDraft[];
  readonly createdAt: number;
  /** The request's Idempotency-Key, when it had one: the stake's ledger key derives from it. */
  readonly requestKey?: string | null;
}

export interface PlacedSlip {
  readonly slipId: number;
  /** Member cash after the stake. */
  readonly balance: number;
}

export interface SettledSlip {
  readonly slipId: number;
  readonly memberId: number;
  readonly settlementFlag: number;
  readonly winAmount: number;
}

/** Leg result flags as `bet_legs.win_flag` stores them. */
export type LegFlags = Readonly<Record<'won' | 'lost' | 'void', number>>;

export interface SlipBookPort {
  /** Limits in won for this game type and member level (null when none are set). */
  limitsFor(sql: Queryable, gameType: BetGameType, role: number): Promise<BetLimits | null>;
  /**
   * The operator's max-bet reading (site setting `maxBetInclusive`): a scalar subquery to read in
   * a statement the bet runs anyway, and the boundary its stored value means.
   */
  readonly maxBetSetting: { readonly sql: string; boundaryOf(stored: unknown): BetMaxBetBoundary };
  readonly legFlags: LegFlags;
  /**
   * Debits the stake and writes the slip in the caller's transaction. A refusal (exclusion, limit,
   * short cash) is returned; the caller must then roll the transaction back.
   */
  write(tx: Queryable, draft: SlipDraft): Promise<Outcome<PlacedSlip>>;
  /** Settles these slips where their legs decide them, each exactly once. */
  settle(slipIds: readonly number[], now: number): Promise<SettledSlip[]>;
  /** Tells each member on their 'bet' stream that a slip of theirs was settled. */
  announce(settled: readonly SettledSlip[]): Promise<void>;
}
