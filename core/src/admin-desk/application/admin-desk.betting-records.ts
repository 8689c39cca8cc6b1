// The rows the back office's sports screens (fixtures, results, exposure, bets), audit log and responsible-play list show.
import type { AdminBetDto, AdminBettingFixtureDto } from '../../api/contracts/admin-betting.js';
import type { AdminResponsiblePlayRowDto } from '../../api/contracts/responsible-play.js';
import type { SportsScore } from '../../sports/domain/sports-fixture.js';
import type { AdminBetGameType, AdminBetLeg } from '../domain/admin-bet-legs.js';

/** One line of a fixture's market: its odds an operator may mark as the winner. */
export interface AdminFixtureMarket {
  /** The market row's key (type and line). */
  readonly key: string;
  /** The feed's market type id (the result call names markets by type). */
  readonly typeId: number;
  readonly name: string;
  readonly baseline: string | null;
  readonly odds: readonly { readonly id: number; readonly name: string; readonly line: string | null }[];
}

export interface AdminFixture {
  readonly id: number;
  readonly startDate: string;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  /** The feed's score, when it sent one (the results form starts from it). */
  readonly score: SportsScore | null;
  readonly markets: readonly AdminFixtureMarket[];
}

/** The winners per market type (odds not listed lose). */
export type AdminFixtureResult = readonly { readonly marketId: number; readonly winningOddsIds: readonly number[] }[];

/**
 * A fixture not finished with its markets: the feed's and the operator's suspension, the open
 * slips' stakes and each outcome's payout and liability.
 */
export type AdminBettingFixture = AdminBettingFixtureDto;
export type AdminExposedMarket = AdminBettingFixture['markets'][number];

/** A sports, live, mini-game or virtual slip as the operator's bet list shows it, its legs labelled in Korean. */
export interface AdminBet extends Omit<AdminBetDto, 'legs' | 'gameType'> {
  readonly gameType: AdminBetGameType;
  readonly legs: readonly AdminBetLeg[];
}

export interface AdminBetQuery {
  /** Part of the member's login id; '' lists everyone. */
  readonly search: string;
  /** Only the waiting slips. */
  readonly openOnly: boolean;
  /** One game type, or null for all four. */
  readonly gameType: AdminBetGameType | null;
  readonly page: number;
  readonly perPage: number;
}

/** The audit log's filters: KST days (both included) and one action key of the catalogue (audit-action-labels.ts); null = any. */
export interface AdminAuditFilter {
  readonly from: string | null;
  readonly to: string | null;
  readonly action: string | null;
}

/** One line of the audit log: who did what, when, from where, and the change. */
export interface AdminAuditLine {
  readonly id: number;
  readonly at: string;
  /** The actor's login id, or null (a visitor, e.g. a failed login). */
  readonly actor: string | null;
  readonly ip: string | null;
  readonly action: string;
  readonly target: string | null;
  /** What the line carries (the call's body and status, or the change as `{ before, after }`). */
  readonly detail: unknown;
}

/** A member of the responsible-play list (issue 13): limits, exclusion, reality-check settings and stops. */
export type AdminResponsiblePlayMember = AdminResponsiblePlayRowDto;
