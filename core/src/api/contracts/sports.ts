/**
 * Fixture lists and folder bonuses of spec section 7 "Sports" (bet placement: ./sports-betting.ts):
 * one contract per call (both ends read these).
 *
 * GET  /sports-prematch/fixtures?{SportsFixtureQuery}      -> SportsFixtureRowDto[] (+ header x-total-count;
 *                                                             favorites=true: the member's favourites only)
 * GET  /sports-prematch/fixtures/count?{SportsFixtureQuery} -> { count }
 * GET  /sports-inplay/fixtures, /sports-inplay/fixtures/count: the same for fixtures in play
 * GET  /sports-prematch/bonus                              -> SportsBonusOfferDto[] (folder bonuses of the slip)
 * The menus: ./sports-menu.ts; the bet history calls: ./sports-history.ts.
 * The virtual board (GET /vet3/Soccer) and the round boards: ./round-board.ts.
 */
import { SPORTS_FIXTURE_STATUS, sportsFixtureStatusOf, type SportsFixtureStatus } from '../../sports/domain/sports-fixture.js';
import * as W from '../contract/index.js';
import { countWire, noQueryWire, withSchema } from './common.js';
import { nullableText } from './foundation-common.js';
import { lineText, text } from './sports-text.js';

/** The menus, the round boards and the history calls live in their own files; the old import path keeps working. */
export {
  popularFixturesCall,
  sportsLeaguesCall,
  sportsLocationsCall,
  topSportsCall,
  type PopularFixtureDto,
  type SportsLeagueDto,
  type SportsLocationDto,
  type SportsMenuDto,
} from './sports-menu.js';
export { roundBoardShape, virtualBoardCall, type VirtualBoardDto } from './round-board.js';
export { betCancelCall, betHistoryCall, betHistoryCountCall, betHistoryDeleteCall } from './sports-history.js';
export type {
  BetHistoryLegDto,
  BetHistoryQuery,
  BetHistoryResultFilter,
  BetHistorySlipDto,
  BetHistorySlipWire,
  BetSlipRefDto,
} from './sports-history.js';

/* ------------------------------------------------------------------ fixture lists */

const idQuery = () => W.optional(W.idOrZero());

/** A whole number >= 0 with no upper bound in the schema (the sidebar's cache-busting timestamp). */
const timestampQuery: W.Req<number> = (() => {
  const w = W.int(0);
  const { maximum: _none, ...schema } = w.schema;
  return { ...w, schema };
})();

/**
 * Filters of spec section 2 (/europe, /korea) under the names the spec's links use; both
 * spellings of sport and location are accepted. Every field may be left out (the server fills
 * page 1 and 15 per page); the count calls take the same query.
 */
const fixtureQueryWire = W.obj({
  sport_id: idQuery(),
  sportId: idQuery(),
  location_id: idQuery(),
  location: idQuery(),
  league: idQuery(),
  /** 1 = the pre-match list the sidebar links to; accepted for link compatibility. */
  game_type: W.optional(W.int(0, 999)),
  fixtureId: idQuery(),
  /** Cache-busting timestamp the sidebar search adds; ignored. */
  time: W.optional(timestampQuery),
  search: W.optional(W.text(50)),
  /**
   * true: only the session member's favourites (their starred fixtures and every fixture of their
   * starred leagues; core/src/api/contracts/favourites.ts), paged and counted as such. A visitor
   * asking for it is refused (401, login required): a visitor has no favourites.
   */
  favorites: W.optional(W.bool()),
  page: W.optional(withSchema(W.int(1, 100_000), { default: 1 })),
  perpage: W.optional(withSchema(W.int(1, W.MAX_PER_PAGE), { default: 15 })),
});
export type SportsFixtureQuery = W.TypeOf<typeof fixtureQueryWire>;

/**
 * The feed's fixture status code, named once here (core's `SportsFixtureStatus`): nothing past
 * the decoder sees the number. A code the feed adds later reads 'unknown'; the server stores only
 * the four known codes, so 'unknown' is never sent (it would encode as 0).
 */
export const sportsFixtureStatusWire: W.Req<SportsFixtureStatus, number> = W.mapped(W.int(), sportsFixtureStatusOf, (status) =>
  status === 'unknown' ? 0 : SPORTS_FIXTURE_STATUS[status],
);

/** A score, on the fixture rows and the live fixture frames. */
export const sportsScoreWire = W.obj({ home: W.int(), away: W.int() });

/** A switch that may arrive as a boolean or 0/1 and reads false when absent. */
const offFlag = () => W.withDefault(W.flag(), false);

const fixtureOddsWire = W.obj({
  id: W.idOrZero(),
  betName: W.string(),
  betNameKorean: text(),
  /** Lines and baselines arrive as text ("2.5") or as numbers. */
  betLine: lineText(),
  betBaseline: lineText(),
  betPrice: W.odds(),
  version: W.withDefault(W.int(), 0),
  suspended: offFlag(),
});

const fixtureMarketWire = W.obj({
  /** The market row id (unique per fixture and line). */
  id: W.idOrZero(),
  /** The market type id of the feed (1 1X2, 2 Under/Over, ...). */
  marketId: W.int(),
  marketName: W.string(),
  marketNameKorean: text(),
  baseline: lineText(),
  suspended: offFlag(),
  odds: W.withDefault(W.array(fixtureOddsWire), []),
});

/** One row of the pre-match or in-play list, with its markets and newest prices. */
const fixtureRowWire = W.obj({
  id: W.idOrZero(),
  sportId: W.idOrZero(),
  /** Sent by the server; the lists show the Korean name. */
  sportName: text(),
  sportNameKorean: text(),
  locationId: W.withDefault(W.idOrZero(), 0),
  locationNameKorean: text(),
  locationImagePath: nullableText(),
  leagueId: W.idOrZero(),
  leagueName: text(),
  leagueNameKorean: text(),
  /** ISO 8601, or "YYYY-MM-DD HH:mm:ss" read as KST. */
  startDate: W.dateText(),
  status: sportsFixtureStatusWire,
  homeParticipantsName: text(),
  homeParticipantsNameKorean: text(),
  awayParticipantsName: text(),
  awayParticipantsNameKorean: text(),
  score: W.withDefault(W.nullable(sportsScoreWire), null),
  periodCode: W.withDefault(W.nullable(W.int()), null),
  markets: W.withDefault(W.array(fixtureMarketWire), []),
  /** The match's live video (the /streaming page plays it), when the feed gives one; the simulated feed gives none. */
  streamUrl: W.optional(W.nullable(withSchema(W.string(), { maxLength: 2000 }))),
});
export type SportsFixtureRowDto = W.TypeOf<typeof fixtureRowWire>;
/** A fixture row as the server sends it. */
export type SportsFixtureRowWire = W.WireOf<typeof fixtureRowWire>;

/** A folder bonus the slip may add: market id -1, its odds id the number of folders it needs. */
const bonusOfferWire = W.obj({
  /** The number of qualifying folders (picks at 1.30 or more) the bonus needs. */
  id: W.int(),
  marketId: W.optional(W.int()),
  marketName: W.optional(W.string()),
  betName: W.optional(W.string()),
  betPrice: W.odds(),
});
export type SportsBonusOfferDto = W.TypeOf<typeof bonusOfferWire>;

/** Pre-match fixtures (not started, start in the future), one page; the header x-total-count carries the total. */
export const prematchFixturesCall = W.defineCall({
  method: 'GET',
  path: '/sports-prematch/fixtures',
  query: fixtureQueryWire,
  response: W.array(fixtureRowWire),
});

/** How many pre-match fixtures match the filters (page and perpage are accepted and ignored). */
export const prematchFixtureCountCall = W.defineCall({
  method: 'GET',
  path: '/sports-prematch/fixtures/count',
  query: fixtureQueryWire,
  response: countWire,
});

/** Fixtures in play, one page; the header x-total-count carries the total. */
export const inplayFixturesCall = W.defineCall({
  method: 'GET',
  path: '/sports-inplay/fixtures',
  query: fixtureQueryWire,
  response: W.array(fixtureRowWire),
});

/** How many fixtures in play match the filters. */
export const inplayFixtureCountCall = W.defineCall({
  method: 'GET',
  path: '/sports-inplay/fixtures/count',
  query: fixtureQueryWire,
  response: countWire,
});

/** The folder bonuses the slip's picker offers (the server's offers, in the order it keeps them). */
export const bonusOffersCall = W.defineCall({
  method: 'GET',
  path: '/sports-prematch/bonus',
  query: noQueryWire,
  response: W.array(bonusOfferWire),
});
