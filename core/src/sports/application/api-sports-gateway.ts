import * as D from '../../api/decode.js';
import { countDtoDecoder } from '../../api/contracts/common.js';
import type { ApiCaller, ApiResult } from '../../api/client/call.js';
import { ok } from '../../shared/domain/result.js';
import type { SportsMenuLeagueRecord, SportsMenuRecord, SportsPopularRecord } from '../domain/sports-menu.js';
import type { SportsFixturePage, SportsFixturePageRequest, SportsGateway } from './sports-gateway.js';
import {
  SPORTS_INPLAY_FIXTURES_PATH,
  SPORTS_PREMATCH_FIXTURES_PATH,
  sportsFixtureListQuery,
  sportsFixtureRecordDecoder,
} from './sports-wire.js';

/** The menu calls core's typed API client already has (`ApiClient['sports']` fits). */
export interface SportsMenuApi {
  topSports(): ApiResult<readonly SportsMenuRecord[]>;
  popularFixtures(): ApiResult<readonly SportsPopularRecord[]>;
  leagues(sportId: number, locationId: number): ApiResult<readonly SportsMenuLeagueRecord[]>;
}

const fixtureRows = D.array(sportsFixtureRecordDecoder);

/**
 * The SportsGateway over core/src/api: the menu through the client's `sports` family, the
 * fixture lists through the client's caller (the typed client has no fixture-list call yet),
 * each page from its rows call and its `/count` call.
 */
export function createApiSportsGateway(api: { readonly sports: SportsMenuApi }, call: ApiCaller): SportsGateway {
  async function page(path: string, r: SportsFixturePageRequest): ApiResult<SportsFixturePage> {
    const query = sportsFixtureListQuery(r.filter, r.page, r.perpage);
    const { page: _page, perpage: _perpage, ...countQuery } = query;
    const [rows, count] = await Promise.all([
      call({ method: 'GET', path, query, decoder: fixtureRows }),
      call({ method: 'GET', path: `${path}/count`, query: countQuery, decoder: countDtoDecoder }),
    ]);
    if (!rows.ok) return rows;
    if (!count.ok) return count;
    return ok({ rows: rows.value, totalCount: count.value.count });
  }
  return {
    loadSportsMenu: () => api.sports.topSports(),
    loadPopularFixtures: () => api.sports.popularFixtures(),
    loadLeagues: (sportId, locationId) => api.sports.leagues(sportId, locationId),
    loadPrematchFixtures: (r) => page(SPORTS_PREMATCH_FIXTURES_PATH, r),
    loadInplayFixtures: (r) => page(SPORTS_INPLAY_FIXTURES_PATH, r),
  };
}
