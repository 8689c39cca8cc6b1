import type { Odds } from '@bet/core/shared';
import { SPORTS_FIXTURE_STATUS } from '@bet/core/sports';
import type { CatalogueLeague, CatalogueLocation, CatalogueSport } from './catalogue.js';
import type { LegOutcome } from '../settlement/leg-outcome.js';
import type { Score } from './markets.js';

/**
 * The odds-feed port: what the server needs from any provider of sports data. The built-in
 * `OddsFeedSimulator` implements it; a real provider's adapter would translate its messages
 * into these events. Ids are the provider's and are stored as is.
 */
/** A fixture's status codes: core's (core/src/sports/domain/sports-fixture.ts), one source for both ends. */
export const FIXTURE_STATUS = SPORTS_FIXTURE_STATUS;
export type FixtureStatus = (typeof FIXTURE_STATUS)[keyof typeof FIXTURE_STATUS];

export interface FeedParticipant {
  readonly name: string;
  readonly nameKorean: string;
}

export interface FeedFixture {
  readonly id: number;
  readonly sportId: number;
  readonly locationId: number;
  readonly leagueId: number;
  /** Epoch milliseconds. */
  readonly startDate: number;
  readonly status: FixtureStatus;
  readonly home: FeedParticipant;
  readonly away: FeedParticipant;
  /** Null before kick-off. */
  readonly score: Score | null;
  /** Phase code of spec section 4; null before kick-off. */
  readonly periodCode: number | null;
}

export interface FeedMarket {
  readonly id: number;
  readonly fixtureId: number;
  /** Market type id (1 1X2, 2 Under/Over, 3 Asian Handicap, 5 Odd/Even, 7 Double Chance, 52 12). */
  readonly typeId: number;
  readonly name: string;
  readonly nameKorean: string;
  readonly baseline: string | null;
  readonly suspended: boolean;
}

export interface FeedOdds {
  readonly id: number;
  readonly marketId: number;
  readonly fixtureId: number;
  readonly typeId: number;
  readonly name: string;
  readonly nameKorean: string;
  readonly line: string | null;
  readonly baseline: string | null;
  readonly price: Odds;
  /** Increments on every price change. */
  readonly version: number;
  readonly suspended: boolean;
}

export interface FeedOddsResult {
  readonly oddsId: number;
  readonly outcome: Exclude<LegOutcome, 'pending'>;
}

export type FeedEvent =
  | {
      readonly kind: 'fixtureAdded';
      readonly fixture: FeedFixture;
      readonly markets: readonly FeedMarket[];
      readonly odds: readonly FeedOdds[];
    }
  | { readonly kind: 'fixtureChanged'; readonly fixture: FeedFixture }
  | { readonly kind: 'marketsChanged'; readonly markets: readonly FeedMarket[] }
  | { readonly kind: 'oddsChanged'; readonly odds: readonly FeedOdds[] }
  | { readonly kind: 'fixtureSettled'; readonly fixture: FeedFixture; readonly results: readonly FeedOddsResult[] };

export interface FeedSnapshot {
  readonly sports: readonly CatalogueSport[];
  readonly locations: readonly CatalogueLocation[];
  readonly leagues: readonly Omit<CatalogueLeague, 'teams'>[];
  readonly fixtures: readonly FeedFixture[];
  readonly markets: readonly FeedMarket[];
  readonly odds: readonly FeedOdds[];
}

/**
 * A fixture not yet finished, as the database holds it (its open picks only), with the state
 * its feed saved for it: what a feed that can resume gets after a restart.
 */
export interface StoredFixture {
  readonly fixture: FeedFixture;
  readonly markets: readonly FeedMarket[];
  readonly odds: readonly FeedOdds[];
  /** The value of `OddsFeed.fixtureState` last stored, or null. */
  readonly state: unknown;
}

export interface OddsFeed {
  /** Everything currently offered (fixtures not yet finished). */
  snapshot(): FeedSnapshot;
  /**
   * Optional: the feed's private state of a fixture it offers (JSON), stored with the fixture so
   * a restarted feed can resume it (see StoredFixture). Undefined/null: nothing to store.
   */
  fixtureState?(fixtureId: number): unknown;
  /** Events in the order they happen; returns the unsubscribe function. */
  subscribe(listener: (event: FeedEvent) => void): () => void;
  /** Begins delivering events in real time. */
  start(): void;
  stop(): void;
}
