import { odds as toOdds } from '@bet/core/shared';
import { sportsFixtureStatusOf } from '@bet/core/sports';
import type { SportsFixtureRowDto } from '@bet/core/api';
import type { Queryable } from '../../../db/db.js';
import { containsPattern } from '../../../db/like-pattern.js';

/**
 * Pre-match and in-play fixture lists with their markets and odds (GET /sports-prematch/fixtures,
 * /sports-inplay/fixtures): the filters of spec section 2, paging, newest prices. Rows are the
 * contract's domain rows (named status, `Odds` in hundredths); the route encodes them with the
 * contract, whose `W.odds()` writes the decimal prices.
 */
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const num = (v: unknown): number => Number(v);

export interface FixtureFilter {
  readonly phase: 'prematch' | 'inplay';
  readonly sportId?: number;
  readonly locationId?: number;
  readonly leagueId?: number;
  readonly fixtureId?: number;
  readonly search?: string;
  /** Only this member's favourites (member_favourites): their starred fixtures and their starred leagues' fixtures. */
  readonly favouritesOf?: number;
  readonly page: number;
  readonly perpage: number;
}

/** A fixture row of the lists (the contract's domain side). */
export type FixtureRow = SportsFixtureRowDto;
type MarketRow = FixtureRow['markets'][number];
type OddsRow = MarketRow['odds'][number];

/** LIKE pattern for a member's search text (wildcards in the text match literally). */

function whereOf(filter: FixtureFilter, now: number): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (v: unknown): string => {
    params.push(v);
    return `$${params.length}`;
  };
  const clauses = filter.phase === 'prematch' ? [`f.status = 1`, `f.start_date > ${p(new Date(now).toISOString())}`] : [`f.status = 2`];
  if (filter.sportId !== undefined) clauses.push(`f.sport_id = ${p(filter.sportId)}`);
  if (filter.locationId !== undefined) clauses.push(`f.location_id = ${p(filter.locationId)}`);
  if (filter.leagueId !== undefined) clauses.push(`f.league_id = ${p(filter.leagueId)}`);
  if (filter.fixtureId !== undefined) clauses.push(`f.id = ${p(filter.fixtureId)}`);
  if (filter.search) {
    const like = p(containsPattern(filter.search));
    clauses.push(
      `(f.home_name_korean ILIKE ${like} OR f.away_name_korean ILIKE ${like} OR f.home_name ILIKE ${like} OR f.away_name ILIKE ${like} OR l.name_korean ILIKE ${like} OR l.name ILIKE ${like})`,
    );
  }
  if (filter.favouritesOf !== undefined) {
    const member = p(filter.favouritesOf);
    clauses.push(
      `EXISTS (SELECT 1 FROM member_favourites mf WHERE mf.member_id = ${member}
                 AND ((mf.kind = 'fixture' AND mf.target_id = f.id) OR (mf.kind = 'league' AND mf.target_id = f.league_id)))`,
    );
  }
  return { sql: clauses.join(' AND '), params };
}

export async function countFixtures(db: Queryable, now: number, filter: FixtureFilter): Promise<number> {
  const where = whereOf(filter, now);
  const { rows } = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM sports_fixtures f JOIN sports_leagues l ON l.id = f.league_id WHERE ${where.sql}`,
    where.params,
  );
  return num(rows[0]?.n ?? 0);
}

export async function listFixtures(db: Queryable, now: number, filter: FixtureFilter): Promise<FixtureRow[]> {
  const where = whereOf(filter, now);
  const offset = (filter.page - 1) * filter.perpage;
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT f.*, s.name AS sport_name, s.name_korean AS sport_name_korean, loc.name_korean AS location_name_korean,
            loc.image_path, l.name AS league_name, l.name_korean AS league_name_korean
       FROM sports_fixtures f
       JOIN sports_sports s ON s.id = f.sport_id
       JOIN sports_locations loc ON loc.id = f.location_id
       JOIN sports_leagues l ON l.id = f.league_id
      WHERE ${where.sql}
      ORDER BY f.start_date, f.id
      LIMIT ${filter.perpage} OFFSET ${offset}`,
    where.params,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => num(r.id));
  // A market the operator holds (sports_market_holds) shows suspended with all its odds, whatever the feed says.
  const markets = await db.query<Record<string, unknown>>(
    `SELECT m.id, m.fixture_id, m.type_id, m.name, m.name_korean, m.baseline, (m.suspended OR h.market_id IS NOT NULL) AS suspended
       FROM sports_markets m LEFT JOIN sports_market_holds h ON h.market_id = m.id
      WHERE m.fixture_id = ANY($1::bigint[]) ORDER BY m.fixture_id, m.type_id, m.id`,
    [ids],
  );
  const odds = await db.query<Record<string, unknown>>(
    `SELECT o.id, o.market_id, o.name, o.name_korean, o.line, o.baseline, o.price, o.version, (o.suspended OR h.market_id IS NOT NULL) AS suspended
       FROM sports_odds o LEFT JOIN sports_market_holds h ON h.market_id = o.market_id
      WHERE o.fixture_id = ANY($1::bigint[]) ORDER BY o.market_id, o.id`,
    [ids],
  );
  const oddsByMarket = new Map<number, OddsRow[]>();
  for (const o of odds.rows) {
    const list = oddsByMarket.get(num(o.market_id)) ?? [];
    list.push({
      id: num(o.id),
      betName: String(o.name),
      betNameKorean: String(o.name_korean),
      betLine: (o.line as string | null) ?? null,
      betBaseline: (o.baseline as string | null) ?? null,
      betPrice: toOdds(num(o.price)),
      version: num(o.version),
      suspended: Boolean(o.suspended),
    });
    oddsByMarket.set(num(o.market_id), list);
  }
  const marketsByFixture = new Map<number, MarketRow[]>();
  for (const m of markets.rows) {
    const list = marketsByFixture.get(num(m.fixture_id)) ?? [];
    list.push({
      id: num(m.id),
      marketId: num(m.type_id),
      marketName: String(m.name),
      marketNameKorean: String(m.name_korean),
      baseline: (m.baseline as string | null) ?? null,
      suspended: Boolean(m.suspended),
      odds: oddsByMarket.get(num(m.id)) ?? [],
    });
    marketsByFixture.set(num(m.fixture_id), list);
  }
  return rows.map((r) => ({
    id: num(r.id),
    sportId: num(r.sport_id),
    sportName: String(r.sport_name),
    sportNameKorean: String(r.sport_name_korean),
    locationId: num(r.location_id),
    locationNameKorean: String(r.location_name_korean),
    locationImagePath: (r.image_path as string | null) ?? null,
    leagueId: num(r.league_id),
    leagueName: String(r.league_name),
    leagueNameKorean: String(r.league_name_korean),
    startDate: iso(r.start_date),
    status: sportsFixtureStatusOf(num(r.status)),
    homeParticipantsName: String(r.home_name),
    homeParticipantsNameKorean: String(r.home_name_korean),
    awayParticipantsName: String(r.away_name),
    awayParticipantsNameKorean: String(r.away_name_korean),
    score: r.home_score === null || r.home_score === undefined ? null : { home: num(r.home_score), away: num(r.away_score) },
    periodCode: r.period_code === null || r.period_code === undefined ? null : num(r.period_code),
    markets: marketsByFixture.get(num(r.id)) ?? [],
  }));
}
