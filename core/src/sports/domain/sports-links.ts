import { formatPrematchQuery, normaliseSportsSearch, type PrematchQuery } from './prematch-query.js';

/** The two pre-match pages; a league click keeps the one the member is on (spec section 2). */
export type SportsListPath = 'europe' | 'korea';
export const SPORTS_DEFAULT_LIST_PATH: SportsListPath = 'europe';
/** game_type the sidebar's league and popular links carry (1 = sports, spec section 9). */
export const SPORTS_LINK_GAME_TYPE = 1;

/** 'korea' on /korea (and below it), else 'europe': from any other page the links open /europe. */
export function sportsListPathOf(pathname: string): SportsListPath {
  const first = pathname
    .split(/[?#]/)[0]
    ?.split('/')
    .find((s) => s !== '');
  return first === 'korea' ? 'korea' : SPORTS_DEFAULT_LIST_PATH;
}

/** "/europe?sportId=6046" or "/europe" when the query is empty. */
export function sportsListHref(path: SportsListPath, query: PrematchQuery): string {
  const qs = formatPrematchQuery(query);
  return qs === '' ? `/${path}` : `/${path}?${qs}`;
}

/** League click in the sidebar tree: the current /korea or /europe with game_type=1, sportId, location, league. */
export function sportsLeagueHref(currentPathname: string, sportId: number, locationId: number, leagueId: number): string {
  return sportsListHref(sportsListPathOf(currentPathname), { gameType: SPORTS_LINK_GAME_TYPE, sportId, locationId, leagueId });
}

/** Popular-games link: /europe?game_type=1&fixtureId={id}. */
export function sportsPopularHref(fixtureId: number): string {
  return sportsListHref('europe', { gameType: SPORTS_LINK_GAME_TYPE, fixtureId });
}

/**
 * Sidebar search: /europe?time={unix seconds}&search={text}. The time makes a repeated search
 * a new URL, so the router navigates (and the list reloads) again. Null for a blank text.
 */
export function sportsSearchHref(text: string, nowMs: number): string | null {
  const search = normaliseSportsSearch(text);
  if (search === undefined) return null;
  return sportsListHref('europe', { time: Math.floor(nowMs / 1000), search });
}
