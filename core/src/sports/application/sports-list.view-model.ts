import { combineLatest, map, type Observable } from 'rxjs';
import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { SsePort } from '../../shared/ports/sse-port.js';
import type { SportsLiveUpdate } from '../domain/sports-live.js';
import { SPORTS_LIST_PAGE_SIZE, sportsPaging } from '../domain/sports-paging.js';
import type { SportsListKind, SportsPickError } from '../domain/sports-slip-entry.js';
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
}

/** How one list differs from the other: its kind, refresh period and which unknown fixtures may belong on the page. */
export interface SportsListSetup {
  readonly kind: SportsListKind;
  readonly refreshMs: number;
  readonly refetchForUnknown: (update: SportsLiveUpdate) => boolean;
}

/**
 * What the pre-match and in-play list view models share: the SportsFixtureList engine, the view
 * (paging, phase, fixtures with the slip's picks marked, plus the subclass's `viewExtra`), paging,
 * refresh and picks. A subclass holds its filter and says how a page loads.
 */
export abstract class SportsListViewModel<X extends object> {
  readonly state$: Observable<SportsListView & X>;
  protected readonly list: SportsFixtureList;

  protected constructor(deps: SportsListViewModelDeps, setup: SportsListSetup) {
    this.list = new SportsFixtureList({
      ...setup,
      sse: deps.sse,
      clock: deps.clock,
      itemsPerPage: deps.itemsPerPage ?? SPORTS_LIST_PAGE_SIZE,
      // Called only after `open`, when the subclass's filter exists.
      load: (page, perpage) => this.load(page, perpage),
    });
    this.state$ = combineLatest([this.list.state$, deps.selectedOddsIds$ ?? sportsNoSelectedOdds$]).pipe(
      map(([s, selected]) => ({
        ...sportsPaging(s.page, s.totalCount, s.itemsPerPage),
        ...s.phase,
        ...this.viewExtra(),
        fixtures: s.fixtures.map((f) => toSportsFixtureView(f, selected, setup.kind)),
      })),
    );
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

  dispose(): void {
    this.list.dispose();
  }

  /** Fetches one page for the current filter. */
  protected abstract load(page: number, perpage: number): Promise<Result<SportsFixturePage, ApiError>>;

  /** What the view shows beside the list: the filter it was loaded for. */
  protected abstract viewExtra(): X;
}
