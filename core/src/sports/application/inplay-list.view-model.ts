import type { Observable } from 'rxjs';
import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { Result } from '../../shared/domain/result.js';
import type { SportsFixtureFilter } from '../domain/prematch-query.js';
import type { SportsPickError } from '../domain/sports-slip-entry.js';
import type { SportsFixtureList } from './sports-fixture-list.js';
import type { SportsLivePrices } from './sports-live-prices.js';
import type { SportsListView } from './sports-list.view.js';
import { createSportsFixtureList, sportsListState$, type SportsListViewModelDeps } from './sports-list.view-model.js';
import { INPLAY_LIST_REFRESH_MS } from './sports.timing.js';

export type InplayListView = SportsListView & { readonly filter: SportsFixtureFilter };

export type InplayListViewModelDeps = SportsListViewModelDeps;

/**
 * The live list of /inplay: fixtures from GET /sports-inplay/fixtures, kept live by the 'event'
 * source (scores, phases, suspended markets, finished games leave) and the slip stream (odds).
 * A game that goes live and is not on the page yet triggers one refetch. The page calls
 * `setFilter({})` (or `{ sportId }` for a sport tab) on entry.
 */
export class InplayListViewModel {
  readonly state$: Observable<InplayListView>;
  private readonly list: SportsFixtureList<SportsFixtureFilter>;

  /** The price cells of the list by odds id: each cell subscribes to its own (see `SportsLivePrices`). */
  readonly prices: SportsLivePrices;

  constructor(deps: InplayListViewModelDeps) {
    this.list = createSportsFixtureList<SportsFixtureFilter>(deps, {
      kind: 'inplay',
      refreshMs: INPLAY_LIST_REFRESH_MS,
      refetchForUnknown: (u) => u.kind === 'fixture' && u.status === 'inPlay',
      filter: {},
      load: (filter, page, perpage, background) => deps.gateway.loadInplayFixtures({ filter, page, perpage }, background),
    });
    this.prices = this.list.prices;
    this.state$ = sportsListState$(this.list, (filter) => ({ filter }));
  }

  /** A new filter (sport tab, search): back to page 1 and load. */
  setFilter(filter: SportsFixtureFilter): void {
    this.list.open(1, { filter });
  }

  /** Another page of the same filter (clamped to the known page count). */
  setPage(page: number): void {
    this.list.open(page, { keepPageCount: true });
  }

  /** Refetches the current page without showing the loading phase. */
  refresh(): void {
    this.list.refresh();
  }

  /** The slip entry of a pick on screen, or why it cannot be added now. */
  entryFor(fixtureId: number, oddsId: number): Result<BetSlipEntry, SportsPickError> {
    return this.list.entryFor(fixtureId, oddsId);
  }

  /** Ends loads, live frames and the refresh timer; `state$` completes. */
  dispose(): void {
    this.list.dispose();
  }
}
