import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { SportsFixtureFilter } from '../domain/prematch-query.js';
import type { SportsFixtureRecord } from '../domain/sports-fixture.js';
import type { SportsMenuLeagueRecord, SportsMenuRecord, SportsPopularRecord } from '../domain/sports-menu.js';
import { portToken } from '../../shared/ports/port-token.js';

export interface SportsFixturePageRequest {
  readonly filter: SportsFixtureFilter;
  /** From 1. */
  readonly page: number;
  readonly perpage: number;
  /** The "즐겨찾기" filter: only the logged-in member's favourite fixtures and leagues, paged and counted by the server. */
  readonly favouritesOnly?: boolean;
}

export interface SportsFixturePage {
  readonly rows: readonly SportsFixtureRecord[];
  /** All fixtures matching the filter, over every page. */
  readonly totalCount: number;
}

/** The server side of the sports lists and the sidebar menu (spec section 7 "Sports"). */
export interface SportsGateway {
  /** GET /sportsLeague/topSport: the sidebar tree. `background`: the refresh timer's read (X-Background-Poll). */
  loadSportsMenu(background?: boolean): Promise<Result<readonly SportsMenuRecord[], ApiError>>;
  /** GET /sports-prematch/event/top: the popular-games list. `background` as above. */
  loadPopularFixtures(background?: boolean): Promise<Result<readonly SportsPopularRecord[], ApiError>>;
  /** GET /sports-prematch/league?sportId&locationId: one location's leagues. */
  loadLeagues(sportId: number, locationId: number): Promise<Result<readonly SportsMenuLeagueRecord[], ApiError>>;
  /**
   * GET /sports-prematch/fixtures (rows) and /sports-prematch/fixtures/count (total). `background`:
   * the list's refresh timer or live feed asked, not the member (X-Background-Poll).
   */
  loadPrematchFixtures(request: SportsFixturePageRequest, background?: boolean): Promise<Result<SportsFixturePage, ApiError>>;
  /** GET /sports-inplay/fixtures (rows) and /sports-inplay/fixtures/count (total). `background` as above. */
  loadInplayFixtures(request: SportsFixturePageRequest, background?: boolean): Promise<Result<SportsFixturePage, ApiError>>;
}
export const SportsGateway = portToken<SportsGateway>('SportsGateway');
