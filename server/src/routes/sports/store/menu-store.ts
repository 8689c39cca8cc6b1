import type { Queryable } from '../../../db/db.js';

/**
 * Read side of the sports menu: sports with locations and leagues, locations, leagues and
 * popular fixtures. Shapes follow core/src/api/contracts/sports.ts.
 */
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const num = (v: unknown): number => Number(v);

export interface MenuLocation {
  location_id: number;
  sport_id: number;
  name_korean: string;
  image_path: string | null;
  cnt: number;
}
export interface MenuLeague {
  league_id: number;
  location_id: number;
  name_korean: string;
  cnt: number;
}
export interface SportsMenuRow {
  sportsEventId: number;
  sportsEventKorean: string;
  leagueCount: number;
  locations: MenuLocation[];
  leagues: MenuLeague[];
}

/** Open pre-match fixtures: not started and starting later than now. */
const OPEN_PREMATCH = `f.status = 1 AND f.start_date > $1`;

export async function sportsMenu(db: Queryable, now: number): Promise<SportsMenuRow[]> {
  const at = new Date(now).toISOString();
  const sports = await db.query<{ id: number; name_korean: string }>('SELECT id, name_korean FROM sports_sports ORDER BY sort_order, id');
  const leagues = await db.query<{ id: number; sport_id: number; location_id: number; name_korean: string; cnt: string | number }>(
    `SELECT l.id, l.sport_id, l.location_id, l.name_korean, count(f.id) AS cnt
       FROM sports_leagues l JOIN sports_fixtures f ON f.league_id = l.id AND ${OPEN_PREMATCH}
      GROUP BY l.id ORDER BY l.sport_id, l.location_id, l.id`,
    [at],
  );
  const locations = await db.query<{ id: number; name_korean: string; image_path: string | null }>(
    'SELECT id, name_korean, image_path FROM sports_locations',
  );
  const locationById = new Map(locations.rows.map((l) => [num(l.id), l]));
  return sports.rows.map((s) => {
    const own = leagues.rows.filter((l) => num(l.sport_id) === num(s.id));
    const byLocation = new Map<number, MenuLocation>();
    for (const l of own) {
      const loc = locationById.get(num(l.location_id));
      const entry = byLocation.get(num(l.location_id)) ?? {
        location_id: num(l.location_id),
        sport_id: num(s.id),
        name_korean: loc?.name_korean ?? '',
        image_path: loc?.image_path ?? null,
        cnt: 0,
      };
      entry.cnt += num(l.cnt);
      byLocation.set(entry.location_id, entry);
    }
    return {
      sportsEventId: num(s.id),
      sportsEventKorean: s.name_korean,
      leagueCount: own.length,
      locations: [...byLocation.values()],
      leagues: own.map((l) => ({ league_id: num(l.id), location_id: num(l.location_id), name_korean: l.name_korean, cnt: num(l.cnt) })),
    };
  });
}

export async function locationsOf(db: Queryable, now: number, sportId: number): Promise<MenuLocation[]> {
  const { rows } = await db.query<{ id: number; name_korean: string; image_path: string | null; cnt: string | number }>(
    `SELECT loc.id, loc.name_korean, loc.image_path, count(f.id) AS cnt
       FROM sports_fixtures f JOIN sports_locations loc ON loc.id = f.location_id
      WHERE ${OPEN_PREMATCH} AND f.sport_id = $2
      GROUP BY loc.id ORDER BY loc.name_korean`,
    [new Date(now).toISOString(), sportId],
  );
  return rows.map((r) => ({
    location_id: num(r.id),
    sport_id: sportId,
    name_korean: r.name_korean,
    image_path: r.image_path,
    cnt: num(r.cnt),
  }));
}

export async function leaguesOf(db: Queryable, now: number, sportId: number, locationId: number): Promise<MenuLeague[]> {
  const { rows } = await db.query<{ id: number; name_korean: string; cnt: string | number }>(
    `SELECT l.id, l.name_korean, count(f.id) AS cnt
       FROM sports_fixtures f JOIN sports_leagues l ON l.id = f.league_id
      WHERE ${OPEN_PREMATCH} AND f.sport_id = $2 AND f.location_id = $3
      GROUP BY l.id ORDER BY l.name_korean`,
    [new Date(now).toISOString(), sportId, locationId],
  );
  return rows.map((r) => ({ league_id: num(r.id), location_id: locationId, name_korean: r.name_korean, cnt: num(r.cnt) }));
}

export interface PopularFixtureRow {
  id: number;
  sportId: number;
  sportName: string;
  locationId: number;
  locationImagePath: string | null;
  leagueId: number;
  leagueNameKorean: string;
  startDate: string;
  homeParticipantsNameKorean: string;
  awayParticipantsNameKorean: string;
}

/** Most-staked open pre-match fixtures first, then the soonest; `limit` rows. */
export async function popularFixtures(db: Queryable, now: number, limit = 10): Promise<PopularFixtureRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT f.id, f.sport_id, s.name_korean AS sport_name, f.location_id, loc.image_path, f.league_id, l.name_korean AS league_name,
            f.start_date, f.home_name_korean, f.away_name_korean,
            coalesce((SELECT sum(bs.amount) FROM bet_legs bl JOIN bet_slips bs ON bs.id = bl.slip_id
                       WHERE bl.fixture_id = f.id AND bs.status <> 2), 0) AS staked
       FROM sports_fixtures f
       JOIN sports_sports s ON s.id = f.sport_id
       JOIN sports_locations loc ON loc.id = f.location_id
       JOIN sports_leagues l ON l.id = f.league_id
      WHERE ${OPEN_PREMATCH}
      ORDER BY staked DESC, f.start_date, f.id
      LIMIT $2`,
    [new Date(now).toISOString(), limit],
  );
  return rows.map((r) => ({
    id: num(r.id),
    sportId: num(r.sport_id),
    sportName: String(r.sport_name),
    locationId: num(r.location_id),
    locationImagePath: (r.image_path as string | null) ?? null,
    leagueId: num(r.league_id),
    leagueNameKorean: String(r.league_name),
    startDate: iso(r.start_date),
    homeParticipantsNameKorean: String(r.home_name_korean),
    awayParticipantsNameKorean: String(r.away_name_korean),
  }));
}
