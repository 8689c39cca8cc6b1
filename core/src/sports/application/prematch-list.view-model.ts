import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { prematchQueryFilter, type PrematchQuery } from '../domain/prematch-query.js';
import type { SportsFixturePage } from './sports-gateway.js';
import type { SportsListView } from './sports-list.view.js';
import { SportsListViewModel, type SportsListViewModelDeps } from './sports-list.view-model.js';
import { PREMATCH_LIST_REFRESH_MS } from './sports.timing.js';

interface PrematchListExtra {
  readonly query: PrematchQuery;
}

export type PrematchListView = SportsListView & PrematchListExtra;

export type PrematchListViewModelDeps = SportsListViewModelDeps;

/**
 * The pre-match list of /europe and /korea. The page calls `setQuery(parsePrematchQuery(search))`
 * on entry and on every query change; a pick goes to the slip with
 * `entryFor(fixtureId, oddsId)` then `BetSlipViewModel.addBet(entry)`.
 */
export class PrematchListViewModel extends SportsListViewModel<PrematchListExtra> {
  private query: PrematchQuery = {};

  constructor(private readonly deps: PrematchListViewModelDeps) {
    super(deps, {
      kind: 'prematch',
      refreshMs: PREMATCH_LIST_REFRESH_MS,
      // A newly offered fixture may sort onto this page.
      refetchForUnknown: (u) => u.kind === 'fixtureAdded',
    });
  }

  /** A new URL query: back to page 1 and load. */
  setQuery(query: PrematchQuery): void {
    this.query = query;
    this.list.open(1);
  }

  protected load(page: number, perpage: number): Promise<Result<SportsFixturePage, ApiError>> {
    return this.deps.gateway.loadPrematchFixtures({ filter: prematchQueryFilter(this.query), page, perpage });
  }

  protected viewExtra(): PrematchListExtra {
    return { query: this.query };
  }
}
