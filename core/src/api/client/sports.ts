import { invoke, type PollOptions } from '../contract/index.js';
import {
  betCancelCall,
  betHistoryCall,
  betHistoryCountCall,
  betHistoryDeleteCall,
  bonusOffersCall,
  inplayFixtureCountCall,
  inplayFixturesCall,
  popularFixturesCall,
  prematchFixtureCountCall,
  prematchFixturesCall,
  sportsLeaguesCall,
  sportsLocationsCall,
  topSportsCall,
  virtualBoardCall,
  type BetHistoryQuery,
  type BetSlipRefDto,
  type SportsFixtureQuery,
} from '../contracts/sports.js';
import type { ApiCaller } from './call.js';

/** The spec always sends user=1 on the history calls (the member's own slips). */
const historyQuery = (q: BetHistoryQuery) => ({ ...q, user: 1 });

/**
 * Sports menus, fixture lists, folder bonuses and bet history (spec section 7 "Sports"), from the
 * calls' contracts; placement is in ./sports-betting.ts.
 */
export const createSportsApi = (call: ApiCaller) => ({
  topSports: (poll?: PollOptions) => invoke(call, topSportsCall, { query: {} }, poll),
  popularFixtures: (poll?: PollOptions) => invoke(call, popularFixturesCall, { query: {} }, poll),
  locations: (sportId: number) => invoke(call, sportsLocationsCall, { query: { sportId } }),
  leagues: (sportId: number, locationId: number) => invoke(call, sportsLeaguesCall, { query: { sportId, locationId } }),
  /** GET /sports-prematch/fixtures: one page of pre-match fixtures with markets and odds. */
  prematchFixtures: (query: SportsFixtureQuery, poll?: PollOptions) => invoke(call, prematchFixturesCall, { query }, poll),
  /** GET /sports-prematch/fixtures/count: the pre-match fixtures matching the filters. */
  prematchFixtureCount: (query: SportsFixtureQuery, poll?: PollOptions) => invoke(call, prematchFixtureCountCall, { query }, poll),
  /** GET /sports-inplay/fixtures: one page of fixtures in play. */
  inplayFixtures: (query: SportsFixtureQuery, poll?: PollOptions) => invoke(call, inplayFixturesCall, { query }, poll),
  /** GET /sports-inplay/fixtures/count: the fixtures in play matching the filters. */
  inplayFixtureCount: (query: SportsFixtureQuery, poll?: PollOptions) => invoke(call, inplayFixtureCountCall, { query }, poll),
  /** GET /sports-prematch/bonus: the folder bonuses the slip may add. */
  bonusOffers: () => invoke(call, bonusOffersCall, { query: {} }),
  historyCount: (query: BetHistoryQuery) => invoke(call, betHistoryCountCall, { query: historyQuery(query) }),
  /** GET /sports-prematch/bettings: also serves mini-game (gameType 3) and virtual history. */
  history: (query: BetHistoryQuery, poll?: PollOptions) => invoke(call, betHistoryCall, { query: historyQuery(query) }, poll),
  /** POST /sports-prematch/user-delete: hides settled slips from the member's history. */
  deleteHistory: (slips: readonly BetSlipRefDto[]) => invoke(call, betHistoryDeleteCall, { body: [...slips] }),
  /** POST /sports-prematch/user/cancelAll/{slipId}: cancels a waiting slip (refunds the stake). */
  cancelBet: (slipId: number) => invoke(call, betCancelCall, { params: { slipId } }),
  /** GET /vet3/Soccer: virtual soccer streams and leagues. */
  virtualBoard: () => invoke(call, virtualBoardCall, { params: { game: 'Soccer' } }),
});
export type SportsApi = ReturnType<typeof createSportsApi>;
