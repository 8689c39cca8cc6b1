import * as D from '../decode.js';
import { countDtoDecoder, nothingDecoder } from '../contracts/common.js';
import {
  betHistorySlipDtoDecoder,
  popularFixtureDtoDecoder,
  sportsLeagueDtoDecoder,
  sportsLocationDtoDecoder,
  sportsMenuDtoDecoder,
  virtualBoardDtoDecoder,
  type BetHistoryQuery,
  type BetSlipRefDto,
} from '../contracts/sports.js';
import { path, type ApiCaller } from './call.js';

/** The spec always sends user=1 on the history calls (the member's own slips). */
const historyQuery = (q: BetHistoryQuery) => ({ ...q, user: 1 });

/** Sports menus and bet history (spec section 7 "Sports"); placement is in ./sports-betting.ts. */
export const createSportsApi = (call: ApiCaller) => ({
  topSports: () => call({ method: 'GET', path: '/sportsLeague/topSport', decoder: D.array(sportsMenuDtoDecoder) }),
  popularFixtures: () => call({ method: 'GET', path: '/sports-prematch/event/top', decoder: D.array(popularFixtureDtoDecoder) }),
  locations: (sportId: number) =>
    call({ method: 'GET', path: '/sports-prematch/location', query: { sportId }, decoder: D.array(sportsLocationDtoDecoder) }),
  leagues: (sportId: number, locationId: number) =>
    call({
      method: 'GET',
      path: '/sports-prematch/league',
      query: { sportId, locationId },
      decoder: D.array(sportsLeagueDtoDecoder),
    }),
  historyCount: (query: BetHistoryQuery) =>
    call({ method: 'GET', path: '/sports-prematch/count', query: historyQuery(query), decoder: countDtoDecoder }),
  /** GET /sports-prematch/bettings: also serves mini-game (gameType 3) and virtual history. */
  history: (query: BetHistoryQuery) =>
    call({
      method: 'GET',
      path: '/sports-prematch/bettings',
      query: historyQuery(query),
      decoder: D.array(betHistorySlipDtoDecoder),
    }),
  /** POST /sports-prematch/user-delete: hides settled slips from the member's history. */
  deleteHistory: (slips: readonly BetSlipRefDto[]) =>
    call({ method: 'POST', path: '/sports-prematch/user-delete', body: slips, decoder: nothingDecoder }),
  /** POST /sports-prematch/user/cancelAll/{slipId}: cancels a waiting slip (refunds the stake). */
  cancelBet: (slipId: number) =>
    call({
      method: 'POST',
      path: path`/sports-prematch/user/cancelAll/${slipId}`,
      moneyMoving: true,
      decoder: nothingDecoder,
    }),
  /** GET /vet3/Soccer: virtual soccer streams and leagues. */
  virtualBoard: () => call({ method: 'GET', path: '/vet3/Soccer', decoder: virtualBoardDtoDecoder }),
});
export type SportsApi = ReturnType<typeof createSportsApi>;
