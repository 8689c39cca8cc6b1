import { combineLatest, map, type Observable } from 'rxjs';
import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { SsePort } from '../../shared/ports/sse-port.js';
import { prematchQueryFilter, type PrematchQuery } from '../domain/prematch-query.js';
import { SPORTS_LIST_PAGE_SIZE, sportsPaging } from '../domain/sports-paging.js';
import type { SportsPickError } from '../domain/sports-slip-entry.js';
import { SportsFixtureList } from './sports-fixture-list.js';
import type { SportsGateway } from './sports-gateway.js';
import { toSportsFixtureView, type SportsListView } from './sports-list.view.js';
import { sportsNoSelectedOdds$ } from './sports-selection.js';
import { PREMATCH_LIST_REFRESH_MS } from './sports.timing.js';

export type PrematchListView = SportsListView & { readonly query: PrematchQuery };

export interface PrematchListViewModelDeps {
  readonly gateway: SportsGateway;
  readonly sse: SsePort;
  readonly clock: Clock;
  /** Odds ids in the bet slip (see `sportsSelectedOddsIds`); none when omitted. */
  readonly selectedOddsIds$?: Observable<ReadonlySet<number>>;
  readonly itemsPerPage?: number;
}

/**
 * The pre-match list of /europe and /korea. The page calls `setQuery(parsePrematchQuery(search))`
 * on entry and on every query change; a pick goes to the slip with
 * `entryFor(fixtureId, oddsId)` then `BetSlipViewModel.addBet(entry)`.
 */
export class PrematchListViewModel {
  readonly state$: Observable<PrematchListView>;
  private readonly list: SportsFixtureList;
  private query: PrematchQuery = {};

  constructor(deps: PrematchListViewModelDeps) {
    const itemsPerPage = deps.itemsPerPage ?? SPORTS_LIST_PAGE_SIZE;
    this.list = new SportsFixtureList({
      kind: 'prematch',
      sse: deps.sse,
      clock: deps.clock,
      itemsPerPage,
      refreshMs: PREMATCH_LIST_REFRESH_MS,
      load: (page, perpage) => deps.gateway.loadPrematchFixtures({ filter: prematchQueryFilter(this.query), page, perpage }),
      // A newly offered fixture may sort onto this page.
      refetchForUnknown: (u) => u.kind === 'fixtureAdded',
    });
    this.state$ = combineLatest([this.list.state$, deps.selectedOddsIds$ ?? sportsNoSelectedOdds$]).pipe(
      map(([s, selected]) => ({
        ...sportsPaging(s.page, s.totalCount, s.itemsPerPage),
        ...s.phase,
        query: this.query,
        fixtures: s.fixtures.map((f) => toSportsFixtureView(f, selected, 'prematch')),
      })),
    );
  }

  /** A new URL query: back to page 1 and load. */
  setQuery(query: PrematchQuery): void {
    this.query = query;
    this.list.open(1);
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

  dispose(): void {
    this.list.dispose();
  }
}
