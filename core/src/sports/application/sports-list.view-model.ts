import { combineLatest, endWith, ignoreElements, map, takeUntil, type Observable } from 'rxjs';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { SsePort } from '../../shared/ports/sse-port.js';
import type { SportsLiveUpdate } from '../domain/sports-live.js';
import { SPORTS_LIST_PAGE_SIZE, sportsPaging } from '../domain/sports-paging.js';
import type { SportsListKind } from '../domain/sports-slip-entry.js';
import { SportsFixtureList } from './sports-fixture-list.js';
import type { SportsFixturePage, SportsGateway } from './sports-gateway.js';
import { toSportsFixtureView, type SportsListView } from './sports-list.view.js';
import { sportsNoSelectedOdds$ } from './sports-selection.js';

/** What a fixture list view model (pre-match or in-play) is built from. */
export interface SportsListViewModelDeps {
  readonly gateway: SportsGateway;
  readonly sse: SsePort;
  readonly clock: Clock;
  /** Odds ids in the bet slip (see `sportsSelectedOddsIds`); none when omitted. */
  readonly selectedOddsIds$?: Observable<ReadonlySet<number>>;
  readonly itemsPerPage?: number;
  /** Live frames within this many ms are applied as one change (see `SportsFixtureListOptions.liveBatchMs`); default each at once. */
  readonly liveBatchMs?: number;
}

/** How one list differs from the other: its kind, refresh period, filter and how a page loads. */
export interface SportsListSetup<F> {
  readonly kind: SportsListKind;
  readonly refreshMs: number;
  /** Whether a frame about a fixture the page does not hold may mean it belongs on the page. */
  readonly refetchForUnknown: (update: SportsLiveUpdate) => boolean;
  readonly filter: F;
  readonly load: (filter: F, page: number, perpage: number) => Promise<Result<SportsFixturePage, ApiError>>;
}

/**
 * The pre-match and in-play lists are composed, not inherited: each view model holds one
 * SportsFixtureList (its filter is in the list's store) made by this function, and draws its
 * view with `sportsListState$`.
 */
export function createSportsFixtureList<F>(deps: SportsListViewModelDeps, setup: SportsListSetup<F>): SportsFixtureList<F> {
  return new SportsFixtureList<F>({
    ...setup,
    sse: deps.sse,
    clock: deps.clock,
    itemsPerPage: deps.itemsPerPage ?? SPORTS_LIST_PAGE_SIZE,
    ...(deps.liveBatchMs === undefined ? {} : { liveBatchMs: deps.liveBatchMs }),
  });
}

/** The list's view: paging, phase, fixtures with the slip's picks marked, and what `extra` reads off the filter. */
export function sportsListState$<F, X extends object>(
  list: SportsFixtureList<F>,
  deps: SportsListViewModelDeps,
  kind: SportsListKind,
  extra: (filter: F) => X,
): Observable<SportsListView & X> {
  return combineLatest([list.state$, deps.selectedOddsIds$ ?? sportsNoSelectedOdds$]).pipe(
    map(([s, selected]) => ({
      ...sportsPaging(s.page, s.totalCount, s.itemsPerPage),
      ...s.phase,
      ...extra(s.filter),
      fixtures: s.fixtures.map((f) => toSportsFixtureView(f, selected, kind)),
    })),
    // The slip's selection outlives the screen: the view ends with the list (on dispose).
    takeUntil(list.state$.pipe(ignoreElements(), endWith(null))),
  );
}
