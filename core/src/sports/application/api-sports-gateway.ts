import type { ApiResult } from '../../api/client/call.js';
import type { PollOptions } from '../../api/contract/index.js';
import type { SportsFixtureQuery, SportsFixtureRowDto } from '../../api/contracts/sports.js';
import { ok } from '../../shared/domain/result.js';
import type { SportsMenuLeagueRecord, SportsMenuRecord, SportsPopularRecord } from '../domain/sports-menu.js';
import type { SportsFixturePage, SportsFixturePageRequest, SportsGateway } from './sports-gateway.js';
import { sportsFixtureListQuery } from './sports-wire.js';

type FixtureRows = (query: SportsFixtureQuery, poll?: PollOptions) => ApiResult<readonly SportsFixtureRowDto[]>;
type FixtureCount = (query: SportsFixtureQuery, poll?: PollOptions) => ApiResult<{ readonly count: number }>;

/** The sports calls of core's typed API client the lists and the sidebar use (`ApiClient['sports']` fits). */
export interface SportsListApi {
  topSports(poll?: PollOptions): ApiResult<readonly SportsMenuRecord[]>;
  popularFixtures(poll?: PollOptions): ApiResult<readonly SportsPopularRecord[]>;
  leagues(sportId: number, locationId: number): ApiResult<readonly SportsMenuLeagueRecord[]>;
  prematchFixtures: FixtureRows;
  prematchFixtureCount: FixtureCount;
  inplayFixtures: FixtureRows;
  inplayFixtureCount: FixtureCount;
}

/**
 * The SportsGateway over core's typed API client (`sports` family, from the calls' contracts):
 * each list page from its rows call and its `/count` call; the rows are the feature's
 * `SportsFixtureRecord`s as decoded (the contract names the status and reads prices as `Odds`).
 */
export function createApiSportsGateway(api: { readonly sports: SportsListApi }): SportsGateway {
  const { sports } = api;
  async function page(
    rowsOf: FixtureRows,
    countOf: FixtureCount,
    r: SportsFixturePageRequest,
    background: boolean,
  ): ApiResult<SportsFixturePage> {
    const query = sportsFixtureListQuery(r.filter, r.page, r.perpage, r.favouritesOnly);
    const { page: _page, perpage: _perpage, ...countQuery } = query;
    const [rows, count] = await Promise.all([rowsOf(query, { background }), countOf(countQuery, { background })]);
    if (!rows.ok) return rows;
    if (!count.ok) return count;
    return ok({ rows: rows.value, totalCount: count.value.count });
  }
  return {
    loadSportsMenu: (background) => sports.topSports({ background }),
    loadPopularFixtures: (background) => sports.popularFixtures({ background }),
    loadLeagues: (sportId, locationId) => sports.leagues(sportId, locationId),
    loadPrematchFixtures: (r, background = false) => page(sports.prematchFixtures, sports.prematchFixtureCount, r, background),
    loadInplayFixtures: (r, background = false) => page(sports.inplayFixtures, sports.inplayFixtureCount, r, background),
  };
}
