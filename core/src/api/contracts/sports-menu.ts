/**
 * The sports menus of spec section 7: sports with their locations and leagues, and the popular
 * fixtures of the top page (re-exported by ./sports.ts, beside the fixture lists).
 *
 * GET  /sportsLeague/topSport                              -> SportsMenuDto[]
 * GET  /sports-prematch/event/top                          -> PopularFixtureDto[]
 * GET  /sports-prematch/location?sportId                   -> SportsLocationDto[]
 * GET  /sports-prematch/league?sportId&locationId          -> SportsLeagueDto[]
 */
import * as W from '../contract/index.js';
import { noQueryWire } from './common.js';
import { nullableText } from './foundation-common.js';

const locationWire = W.obj({
  location_id: W.idOrZero(),
  sport_id: W.idOrZero(),
  name_korean: W.string(),
  image_path: nullableText(),
  cnt: W.withDefault(W.int(), 0),
});
export type SportsLocationDto = W.TypeOf<typeof locationWire>;

const leagueWire = W.obj({
  league_id: W.idOrZero(),
  /** Sent by the menu; the client reads the league under its location anyway. */
  location_id: W.optional(W.idOrZero()),
  name_korean: W.string(),
  cnt: W.withDefault(W.int(), 0),
});
export type SportsLeagueDto = W.TypeOf<typeof leagueWire>;

const menuWire = W.obj({
  sportsEventId: W.idOrZero(),
  sportsEventKorean: W.string(),
  leagueCount: W.withDefault(W.int(), 0),
  locations: W.withDefault(W.array(locationWire), []),
  leagues: W.withDefault(W.array(leagueWire), []),
});
export type SportsMenuDto = W.TypeOf<typeof menuWire>;

const popularFixtureWire = W.obj({
  id: W.idOrZero(),
  sportId: W.idOrZero(),
  sportName: W.string(),
  locationId: W.optional(W.idOrZero()),
  locationImagePath: nullableText(),
  leagueId: W.optional(W.idOrZero()),
  leagueNameKorean: W.optional(W.string()),
  startDate: W.optional(W.dateText()),
  homeParticipantsNameKorean: W.string(),
  awayParticipantsNameKorean: W.string(),
});
export type PopularFixtureDto = W.TypeOf<typeof popularFixtureWire>;

export const topSportsCall = W.defineCall({
  method: 'GET',
  path: '/sportsLeague/topSport',
  query: noQueryWire,
  response: W.array(menuWire),
});

export const popularFixturesCall = W.defineCall({
  method: 'GET',
  path: '/sports-prematch/event/top',
  query: noQueryWire,
  response: W.array(popularFixtureWire),
});

export const sportsLocationsCall = W.defineCall({
  method: 'GET',
  path: '/sports-prematch/location',
  query: W.obj({ sportId: W.idOrZero() }),
  response: W.array(locationWire),
});

export const sportsLeaguesCall = W.defineCall({
  method: 'GET',
  path: '/sports-prematch/league',
  query: W.obj({ sportId: W.idOrZero(), locationId: W.idOrZero() }),
  response: W.array(leagueWire),
});
