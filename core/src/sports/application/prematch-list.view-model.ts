import type { Observable } from 'rxjs';
import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { Result } from '../../shared/domain/result.js';
import { prematchQueryFilter, type PrematchQuery } from '../domain/prematch-query.js';
import type { SportsPickError } from '../domain/sports-slip-entry.js';
import type { FavouriteKind } from './favourites-gateway.js';
import type { SportsFavourites } from './sports-favourites.js';
import type { SportsFixtureList } from './sports-fixture-list.js';
import type { SportsLivePrices } from './sports-live-prices.js';
import type { SportsListView } from './sports-list.view.js';
import { createSportsList, onlyFavourites, sportsListState$, type SportsListViewModelDeps } from './sports-list.view-model.js';
import { PREMATCH_LIST_REFRESH_MS } from './sports.timing.js';

export type PrematchListView = SportsListView & { readonly query: PrematchQuery };

export type PrematchListViewModelDeps = SportsListViewModelDeps;

/**
 * The pre-match list of /europe and /korea. The page calls `setQuery(parsePrematchQuery(search))`
 * on entry and on every query change; a pick goes to the slip with
 * `entryFor(fixtureId, oddsId)` then `BetSlipViewModel.addBet(entry)`.
 */
export class PrematchListViewModel {
  readonly state$: Observable<PrematchListView>;
  private readonly favourites: SportsFavourites;
  private readonly list: SportsFixtureList<PrematchQuery>;

  /** The price cells of the list by odds id: each cell subscribes to its own (see `SportsLivePrices`). */
  readonly prices: SportsLivePrices;

  constructor(deps: PrematchListViewModelDeps) {
    ({ list: this.list, favourites: this.favourites } = createSportsList<PrematchQuery>(deps, {
      kind: 'prematch',
      refreshMs: PREMATCH_LIST_REFRESH_MS,
      // A newly offered fixture may sort onto this page.
      refetchForUnknown: (u) => u.kind === 'fixtureAdded',
      filter: {},
      load: (query, page, perpage, background, favouritesOnly) =>
        deps.gateway.loadPrematchFixtures(
          { filter: prematchQueryFilter(query), page, perpage, ...onlyFavourites(favouritesOnly) },
          background,
        ),
    }));
    this.prices = this.list.prices;
    this.state$ = sportsListState$(this.list, this.favourites, (query) => ({ query }));
  }

  /** A new URL query: back to page 1 and load. */
  setQuery(query: PrematchQuery): void {
    this.list.open(1, { filter: query });
  }

  /** Another page of the same query (clamped to the known page count). */
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

  /**
   * Stars or unstars a league header or a fixture row for the member: at once on screen, back
   * with FAVOURITES_MESSAGES.saveFailed when the server refuses. A visitor's click does nothing
   * here (`favourites.enabled` is false): the screen opens the login dialog.
   */
  toggleFavourite(kind: FavouriteKind, id: number): void {
    this.favourites.toggle(kind, id);
  }

  /** The "즐겨찾기" filter: page 1 of the member's favourite leagues' fixtures and favourite fixtures, from the server. */
  setFavouritesOnly(only: boolean): void {
    this.favourites.setOnly(only);
  }

  dismissFavouriteMessage(): void {
    this.favourites.dismissMessage();
  }

  /** Ends loads, live frames, the refresh timer and the stars; `state$` completes. */
  dispose(): void {
    this.favourites.dispose();
    this.list.dispose();
  }
}
