import { combineLatest, distinctUntilChanged, filter, map, skip, type Observable } from 'rxjs';
import { LIVE_PRICES_STALE_MESSAGE } from '../../shared/domain/live-prices.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { FrameScheduler } from '../../shared/ports/frame-scheduler.js';
import type { SsePort } from '../../shared/ports/sse-port.js';
import type { SportsLiveUpdate } from '../domain/sports-live.js';
import { SPORTS_LIST_PAGE_SIZE, sportsPaging } from '../domain/sports-paging.js';
import type { SportsListKind } from '../domain/sports-slip-entry.js';
import { SportsFixtureList, type SportsPageLoader } from './sports-fixture-list.js';
import { SportsFavourites, type SportsFavouritesDeps } from './sports-favourites.js';
import type { SportsGateway } from './sports-gateway.js';
import { sameLeagueGroups, sportsLeagueGroups, type SportsLeagueView } from './sports-league-groups.js';
import { sportsFixtureViews, type SportsListView } from './sports-list.view.js';

/** What a fixture list view model (pre-match or in-play) is built from. */
export interface SportsListViewModelDeps {
  readonly gateway: SportsGateway;
  readonly sse: SsePort;
  readonly clock: Clock;
  /** Odds ids in the bet slip (see `sportsSelectedOddsIds`); none when omitted. */
  readonly selectedOddsIds$?: Observable<ReadonlySet<number>>;
  readonly itemsPerPage?: number;
  /** Structure frames within this many ms are applied as one change (see `SportsFixtureListOptions.liveBatchMs`); default each at once. */
  readonly liveBatchMs?: number;
  /** The paint rhythm of the price cells: the app passes animation frames; default at once. */
  readonly frames?: FrameScheduler;
  /** The member's favourite leagues and fixtures; without, no stars can be set (as for a visitor). */
  readonly favourites?: SportsFavouritesDeps;
}

/** How one list differs from the other: its kind, refresh period, filter and how a page loads. */
export interface SportsListSetup<F> {
  readonly kind: SportsListKind;
  readonly refreshMs: number;
  /** Whether a frame about a fixture the page does not hold may mean it belongs on the page. */
  readonly refetchForUnknown: (update: SportsLiveUpdate) => boolean;
  readonly filter: F;
  /** A page of the filter; `favouritesOnly`: the "즐겨찾기" filter is on (the server sends the member's favourites only). */
  readonly load: (...args: [...Parameters<SportsPageLoader<F>>, favouritesOnly: boolean]) => ReturnType<SportsPageLoader<F>>;
}

/** A list and the member's stars on it. */
export interface SportsListParts<F> {
  readonly list: SportsFixtureList<F>;
  readonly favourites: SportsFavourites;
}

/**
 * The pre-match and in-play lists are composed, not inherited: each view model holds one
 * SportsFixtureList (its filter is in the list's store) and its SportsFavourites, made by this
 * function, and draws its view with `sportsListState$`. The "즐겨찾기" filter is asked of the
 * server: turning it on or off opens page 1 again, and while it is on, a star the server took
 * reloads the page (an unstarred fixture leaves it, a starred league's fixtures join it).
 */
export function createSportsList<F>(deps: SportsListViewModelDeps, setup: SportsListSetup<F>): SportsListParts<F> {
  const favourites = new SportsFavourites(deps.favourites);
  const list = new SportsFixtureList<F>({
    ...setup,
    load: (f, page, perpage, background) => setup.load(f, page, perpage, background, favourites.current.only),
    sse: deps.sse,
    clock: deps.clock,
    itemsPerPage: deps.itemsPerPage ?? SPORTS_LIST_PAGE_SIZE,
    ...(deps.liveBatchMs === undefined ? {} : { liveBatchMs: deps.liveBatchMs }),
    ...(deps.frames === undefined ? {} : { frames: deps.frames }),
    ...(deps.selectedOddsIds$ === undefined ? {} : { selectedOddsIds$: deps.selectedOddsIds$ }),
  });
  // Both end with the stars' dispose (their state$ and saved$ complete).
  favourites.state$
    .pipe(
      map((s) => s.only),
      distinctUntilChanged(),
      skip(1),
      filter(() => list.current.opened),
    )
    .subscribe(() => list.open(1));
  favourites.saved$.pipe(filter(() => favourites.current.only)).subscribe(() => list.refresh());
  return { list, favourites };
}

/**
 * The list's view: paging, phase, the fixtures' structure under their league headers with the
 * member's stars, and what `extra` reads off the filter. It changes with the structure and the
 * stars only; prices, marks, locks and picks are the list's `prices`.
 */
export function sportsListState$<F, X extends object>(
  list: SportsFixtureList<F>,
  favourites: SportsFavourites,
  extra: (filter: F) => X,
): Observable<SportsListView & X> {
  const viewOf = sportsFixtureViews();
  return combineLatest([list.state$, favourites.state$]).pipe(
    map(([s, fav]): SportsListView & X => {
      const views = s.fixtures.map(viewOf);
      const leagues = sportsLeagueGroups(views, fav);
      return {
        ...sportsPaging(s.page, s.totalCount, s.itemsPerPage),
        ...s.phase,
        ...extra(s.filter),
        // In the list's own order (the screens draw `leagues`; `fixtures` is the flat list).
        fixtures: views,
        leagues,
        favourites: { enabled: fav.enabled, only: fav.only, message: fav.message },
        pricesStaleNotice: s.feedStale || s.awaitingFreshPage ? LIVE_PRICES_STALE_MESSAGE : null,
      };
    }),
    // The list's bookkeeping (refetch sets, flags) changes its state without changing the view.
    distinctUntilChanged<SportsListView & X>(sameListView),
  );
}

/** Same paging, phase, filter fields and the same fixture views (by identity). */
function sameListView(a: object, b: object): boolean {
  const x0 = a as Record<string, unknown>;
  const y0 = b as Record<string, unknown>;
  const keys = Object.keys(x0);
  if (keys.length !== Object.keys(y0).length) return false;
  return keys.every((k) => {
    const x = x0[k];
    const y = y0[k];
    if (k === 'fixtures') return sameItems(x as readonly unknown[], y as readonly unknown[]);
    if (k === 'leagues') return sameLeagueGroups(x as readonly SportsLeagueView[], y as readonly SportsLeagueView[]);
    return Object.is(x, y) || (k === 'filter' || k === 'query' || k === 'favourites' ? JSON.stringify(x) === JSON.stringify(y) : false);
  });
}

const sameItems = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The page request's favourites flag: present only when the filter is on (the plain list's request stays as it was). */
export const onlyFavourites = (on: boolean): { readonly favouritesOnly?: true } => (on ? { favouritesOnly: true } : {});
