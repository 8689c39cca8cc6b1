import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { SportsFixtureFilter } from '../domain/prematch-query.js';
import { SPORTS_FIXTURE_STATUS } from '../domain/sports-fixture.js';
import type { SportsFixturePage } from './sports-gateway.js';
import type { SportsListView } from './sports-list.view.js';
import { SportsListViewModel, type SportsListViewModelDeps } from './sports-list.view-model.js';
import { INPLAY_LIST_REFRESH_MS } from './sports.timing.js';

interface InplayListExtra {
  readonly filter: SportsFixtureFilter;
}

export type InplayListView = SportsListView & InplayListExtra;

export type InplayListViewModelDeps = SportsListViewModelDeps;

/**
 * The live list of /inplay: fixtures from GET /sports-inplay/fixtures, kept live by the 'event'
 * source (scores, phases, suspended markets, finished games leave) and the slip stream (odds).
 * A game that goes live and is not on the page yet triggers one refetch. The page calls
 * `setFilter({})` (or `{ sportId }` for a sport tab) on entry.
 */
export class InplayListViewModel extends SportsListViewModel<InplayListExtra> {
  private filter: SportsFixtureFilter = {};

  constructor(private readonly deps: InplayListViewModelDeps) {
    super(deps, {
      kind: 'inplay',
      refreshMs: INPLAY_LIST_REFRESH_MS,
      refetchForUnknown: (u) => u.kind === 'fixture' && u.statusCode === SPORTS_FIXTURE_STATUS.inPlay,
    });
  }

  /** A new filter (sport tab, search): back to page 1 and load. */
  setFilter(filter: SportsFixtureFilter): void {
    this.filter = filter;
    this.list.open(1);
  }

  protected load(page: number, perpage: number): Promise<Result<SportsFixturePage, ApiError>> {
    return this.deps.gateway.loadInplayFixtures({ filter: this.filter, page, perpage });
  }

  protected viewExtra(): InplayListExtra {
    return { filter: this.filter };
  }
}
