/**
 * The sidebar tree of spec section 2: sport > location (country) > league, with counts, from
 * GET /sportsLeague/topSport (spec section 3 "Sports menu"). The spec's league rows carry no
 * location id; when the server adds one (`location_id`) the leagues are placed at once, else a
 * location's leagues stay unknown (null) until GET /sports-prematch/league fills them in.
 */

export interface SportsMenuLocationRecord {
  readonly image_path: string | null;
  readonly name_korean: string;
  readonly cnt: number;
  readonly location_id: number;
  readonly sport_id: number;
}

export interface SportsMenuLeagueRecord {
  readonly league_id: number;
  readonly name_korean: string;
  readonly cnt: number;
  /** Not in the spec's list; some servers send it, and then no second call is needed. */
  readonly location_id?: number;
}

/** One row of GET /sportsLeague/topSport. */
export interface SportsMenuRecord {
  readonly sportsEventId: number;
  readonly sportsEventKorean: string;
  readonly leagueCount: number;
  readonly locations: readonly SportsMenuLocationRecord[];
  readonly leagues: readonly SportsMenuLeagueRecord[];
}

/** One row of GET /sports-prematch/event/top (spec section 3 "Popular fixture"). */
export interface SportsPopularRecord {
  readonly id: number;
  readonly sportId: number;
  readonly sportName: string;
  readonly locationImagePath: string | null;
  readonly homeParticipantsNameKorean: string;
  readonly awayParticipantsNameKorean: string;
}

export interface SportsMenuLeague {
  readonly leagueId: number;
  readonly nameKorean: string;
  readonly count: number;
}

export interface SportsMenuLocation {
  readonly locationId: number;
  readonly sportId: number;
  readonly nameKorean: string;
  readonly imagePath: string | null;
  readonly count: number;
  /** null until known (see the file comment). */
  readonly leagues: readonly SportsMenuLeague[] | null;
}

export interface SportsMenuSport {
  readonly sportId: number;
  readonly nameKorean: string;
  readonly leagueCount: number;
  /** Open fixtures of the sport: the sum of its locations' counts. */
  readonly count: number;
  readonly locations: readonly SportsMenuLocation[];
}

const toLeague = (l: SportsMenuLeagueRecord): SportsMenuLeague => ({ leagueId: l.league_id, nameKorean: l.name_korean, count: l.cnt });

export function sportsMenuFromRecords(records: readonly SportsMenuRecord[]): SportsMenuSport[] {
  return records.map((s) => {
    const placed = s.leagues.some((l) => l.location_id !== undefined);
    const locations = s.locations.map((loc) => ({
      locationId: loc.location_id,
      sportId: loc.sport_id,
      nameKorean: loc.name_korean,
      imagePath: loc.image_path,
      count: loc.cnt,
      leagues: placed ? s.leagues.filter((l) => l.location_id === loc.location_id).map(toLeague) : null,
    }));
    return {
      sportId: s.sportsEventId,
      nameKorean: s.sportsEventKorean,
      leagueCount: s.leagueCount,
      count: locations.reduce((sum, l) => sum + l.count, 0),
      locations,
    };
  });
}

/** The tree with one location's leagues filled in (from GET /sports-prematch/league). */
export function withSportsMenuLeagues(
  menu: readonly SportsMenuSport[],
  sportId: number,
  locationId: number,
  leagues: readonly Omit<SportsMenuLeagueRecord, 'location_id'>[],
): SportsMenuSport[] {
  return menu.map((s) =>
    s.sportId !== sportId
      ? s
      : { ...s, locations: s.locations.map((l) => (l.locationId === locationId ? { ...l, leagues: leagues.map(toLeague) } : l)) },
  );
}

/** Which sports and locations are open; each opens and closes on its own. */
export interface SportsMenuExpansion {
  readonly sports: ReadonlySet<number>;
  /** Keys from `sportsMenuLocationKey`. */
  readonly locations: ReadonlySet<string>;
}

export const SPORTS_MENU_COLLAPSED: SportsMenuExpansion = { sports: new Set(), locations: new Set() };

export const sportsMenuLocationKey = (sportId: number, locationId: number): string => `${sportId}:${locationId}`;

function toggled<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  const next = new Set(set);
  if (!next.delete(value)) next.add(value);
  return next;
}

export const toggleSportsMenuSport = (e: SportsMenuExpansion, sportId: number): SportsMenuExpansion => ({
  ...e,
  sports: toggled(e.sports, sportId),
});

export const toggleSportsMenuLocation = (e: SportsMenuExpansion, sportId: number, locationId: number): SportsMenuExpansion => ({
  ...e,
  locations: toggled(e.locations, sportsMenuLocationKey(sportId, locationId)),
});

export const isSportsMenuLocationOpen = (e: SportsMenuExpansion, sportId: number, locationId: number): boolean =>
  e.locations.has(sportsMenuLocationKey(sportId, locationId));
