import { searchPattern } from '../../../db/like-pattern.js';
import { FIXTURE_STATUS } from '../feed/odds-feed.js';
import type { Queryable } from '../../../db/db.js';
import { SETTLEMENT_FLAG, SLIP_STATUS } from '../settlement/slip-flags.js';

/** The SQL of the operator's betting desk: fixtures with markets and exposure, market holds (slips and voids: desk-slips-store.ts). */

const num = (v: unknown): number => Number(v);
/** Open slips: waiting and not cancelled (the ones exposure counts and a void may take back). */
export const OPEN_SLIP = `s.settlement_flag = ${SETTLEMENT_FLAG.waiting} AND s.status = ${SLIP_STATUS.open}`;

export interface DeskFixtureRow {
  id: number;
  startDate: Date;
  status: number;
  sport: string;
  league: string;
  home: string;
  away: string;
}

/** Fixtures not finished, soonest first; `search` matches part of a team or league name (Korean or English). */
export async function deskFixtures(sql: Queryable, search: string | null, limit: number, offset: number): Promise<DeskFixtureRow[]> {
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT f.id, f.start_date, f.status, s.name_korean AS sport, l.name_korean AS league, f.home_name_korean AS home, f.away_name_korean AS away
       FROM sports_fixtures f JOIN sports_sports s ON s.id = f.sport_id JOIN sports_leagues l ON l.id = f.league_id
      WHERE f.status IN (${FIXTURE_STATUS.notStarted}, ${FIXTURE_STATUS.inPlay})
        AND ($1::text IS NULL OR f.home_name_korean ILIKE $1 OR f.away_name_korean ILIKE $1 OR f.home_name ILIKE $1
             OR f.away_name ILIKE $1 OR l.name_korean ILIKE $1 OR l.name ILIKE $1)
      ORDER BY f.start_date, f.id LIMIT $2 OFFSET $3`,
    [searchPattern(search), limit, offset],
  );
  return rows.map((r) => ({
    id: num(r.id),
    startDate: r.start_date as Date,
    status: num(r.status),
    sport: String(r.sport),
    league: String(r.league),
    home: String(r.home),
    away: String(r.away),
  }));
}

export interface DeskMarketRow {
  id: number;
  fixtureId: number;
  typeId: number;
  name: string;
  baseline: string | null;
  feedSuspended: boolean;
  held: boolean;
}

export interface DeskOddsRow {
  id: number;
  marketId: number;
  name: string;
  line: string | null;
  price: number;
  suspended: boolean;
}

/** The markets (with the operator's holds) and odds of these fixtures. */
export async function deskMarkets(
  sql: Queryable,
  fixtureIds: readonly number[],
): Promise<{ markets: DeskMarketRow[]; odds: DeskOddsRow[] }> {
  const markets = await sql.query<Record<string, unknown>>(
    `SELECT m.id, m.fixture_id, m.type_id, m.name_korean, m.baseline, m.suspended, h.market_id IS NOT NULL AS held
       FROM sports_markets m LEFT JOIN sports_market_holds h ON h.market_id = m.id
      WHERE m.fixture_id = ANY($1::bigint[]) ORDER BY m.fixture_id, m.type_id, m.id`,
    [fixtureIds],
  );
  const odds = await sql.query<Record<string, unknown>>(
    'SELECT id, market_id, name_korean, line, price, suspended FROM sports_odds WHERE fixture_id = ANY($1::bigint[]) ORDER BY market_id, id',
    [fixtureIds],
  );
  return {
    markets: markets.rows.map((m) => ({
      id: num(m.id),
      fixtureId: num(m.fixture_id),
      typeId: num(m.type_id),
      name: String(m.name_korean),
      baseline: (m.baseline as string | null) ?? null,
      feedSuspended: Boolean(m.suspended),
      held: Boolean(m.held),
    })),
    odds: odds.rows.map((o) => ({
      id: num(o.id),
      marketId: num(o.market_id),
      name: String(o.name_korean),
      line: (o.line as string | null) ?? null,
      price: num(o.price),
      suspended: Boolean(o.suspended),
    })),
  };
}

export interface OddsExposureRow {
  oddsId: number;
  slips: number;
  stakes: number;
  payout: number;
}

/** Per odds of these fixtures: the open slips with a leg on it, their stakes and their payout if every leg won. */
export async function oddsExposure(sql: Queryable, fixtureIds: readonly number[]): Promise<OddsExposureRow[]> {
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT l.odds_id, count(*) AS slips, sum(s.amount) AS stakes, sum(s.expect_amount) AS payout
       FROM bet_legs l JOIN bet_slips s ON s.id = l.slip_id
      WHERE l.fixture_id = ANY($1::bigint[]) AND l.round_id IS NULL AND ${OPEN_SLIP}
      GROUP BY l.odds_id`,
    [fixtureIds],
  );
  return rows.map((r) => ({ oddsId: num(r.odds_id), slips: num(r.slips), stakes: num(r.stakes), payout: num(r.payout) }));
}

export interface HeldMarket {
  fixtureId: number;
  typeId: number;
  held: boolean;
}

/** One market and whether the operator holds it, its row locked (a concurrent change of it waits). */
export async function lockMarket(tx: Queryable, marketId: number): Promise<HeldMarket | null> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT m.fixture_id, m.type_id, h.market_id IS NOT NULL AS held
       FROM sports_markets m LEFT JOIN sports_market_holds h ON h.market_id = m.id WHERE m.id = $1 FOR UPDATE OF m`,
    [marketId],
  );
  const r = rows[0];
  return r ? { fixtureId: num(r.fixture_id), typeId: num(r.type_id), held: Boolean(r.held) } : null;
}

export async function holdMarket(tx: Queryable, marketId: number, adminId: number, at: Date): Promise<void> {
  await tx.query('INSERT INTO sports_market_holds (market_id, held_by, held_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    marketId,
    adminId,
    at,
  ]);
}

export async function releaseMarket(tx: Queryable, marketId: number): Promise<void> {
  await tx.query('DELETE FROM sports_market_holds WHERE market_id = $1', [marketId]);
}

/** The odds of a market as the slip stream shows them (feed suspension only). */
export async function marketOdds(
  tx: Queryable,
  marketId: number,
): Promise<{ id: number; price: number; version: number; suspended: boolean }[]> {
  const { rows } = await tx.query<Record<string, unknown>>('SELECT id, price, version, suspended FROM sports_odds WHERE market_id = $1', [
    marketId,
  ]);
  return rows.map((o) => ({ id: num(o.id), price: num(o.price), version: num(o.version), suspended: Boolean(o.suspended) }));
}
