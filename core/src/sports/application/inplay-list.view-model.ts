import { combineLatest, map, type Observable } from 'rxjs';
import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { SsePort } from '../../shared/ports/sse-port.js';
import type { SportsFixtureFilter } from '../domain/prematch-query.js';
import { SPORTS_FIXTURE_STATUS } from '../domain/sports-fixture.js';
import { SPORTS_LIST_PAGE_SIZE, sportsPaging } from '../domain/sports-paging.js';
import type { SportsPickError } from '../domain/sports-slip-entry.js';
import { SportsFixtureList } from './sports-fixture-list.js';
import type { SportsGateway } from './sports-gateway.js';
import { toSportsFixtureView, type SportsListView } from './sports-list.view.js';
import { sportsNoSelectedOdds$ } from './sports-selection.js';
import { INPLAY_LIST_REFRESH_MS } from './sports.timing.js';

export type InplayListView = SportsListView & { readonly filter: SportsFixtureFilter };

export interface InplayListViewModelDeps {
  readonly gateway: SportsGateway;
  readonly sse: SsePort;
  readonly clock: Clock;
  /** Odds ids in the bet slip (see `sportsSelectedOddsIds`); none when omitted. */
  readonly selectedOddsIds$?: Observable<ReadonlySet<number>>;
  readonly itemsPerPage?: number;
}

/**
 * The live list of /inplay: fixtures from GET /sports-inplay/fixtures, kept live by the 'event'
 * source (scores, phases, suspended markets, finished games leave) and the slip stream (odds).
 * A game that goes live and is not on the page yet triggers one refetch. The page calls
 * `setFilter({})` (or `{ sportId }` for a sport tab) on entry.
 */
export class InplayListViewModel {
  readonly state$: Observable<InplayListView>;
  private readonly list: SportsFixtureList;
  private filter: SportsFixtureFilter = {};

  constructor(deps: InplayListViewModelDeps) {
    this.list = new SportsFixtureList({
      kind: 'inplay',
      sse: deps.sse,
      clock: deps.clock,
      itemsPerPage: deps.itemsPerPage ?? SPORTS_LIST_PAGE_SIZE,
      refreshMs: INPLAY_LIST_REFRESH_MS,
      load: (page, perpage) => deps.gateway.loadInplayFixtures({ filter: this.filter, page, perpage }),
      refetchForUnknown: (u) => u.kind === 'fixture' && u.statusCode === SPORTS_FIXTURE_STATUS.inPlay,
    });
    this.state$ = combineLatest([this.list.state$, deps.selectedOddsIds$ ?? sportsNoSelectedOdds$]).pipe(
      map(([s, selected]) => ({
        ...sportsPaging(s.page, s.totalCount, s.itemsPerPage),
        ...s.phase,
        filter: this.filter,
        fixtures: s.fixtures.map((f) => toSportsFixtureView(f, selected, 'inplay')),
      })),
    );
  }

  /** A new filter (sport tab, search): back to page 1 and load. */
  setFilter(filter: SportsFixtureFilter): void {
    this.filter = filter;
    this.list.open(1);
  }

  setPage(page: number): void {
    this.list.open(page, { keepPageCount: true });
  }

  refresh(): void {
    this.list.refresh();
  }

  /** The slip entry of a live pick on screen, or why it cannot be added now. */
  entryFor(fixtureId: number, oddsId: number): Result<BetSlipEntry, SportsPickError> {
    return this.list.entryFor(fixtureId, oddsId);
  }

  dispose(): void {
    this.list.dispose();
  }
}
