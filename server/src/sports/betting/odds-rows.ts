import type { Odds } from '@bet/core';
import type { SqlRunner } from '../ports.js';

/** One pick as a bet sees it: the odds row with its market, fixture, league and sport. */
export interface OddsRow {
  id: number;
  fixtureId: number;
  typeId: number;
  marketName: string;
  name: string;
  nameKorean: string;
  line: string | null;
  baseline: string | null;
  price: Odds;
  version: number;
  suspended: boolean;
  settled: boolean;
  fixtureStatus: number;
  startDate: Date;
  sportId: number;
  sportName: string;
  leagueName: string;
  homeName: string;
  awayName: string;
}

/**
 * Loads the picked odds with `FOR SHARE`: a concurrent odds update or settlement waits for the
 * bet (or the bet waits for it), so a bet is never accepted at a price or on a fixture state
 * that no longer holds. A market the operator holds (sports_market_holds) reads as suspended.
 */
export async function loadOddsForBet(tx: SqlRunner, ids: readonly number[]): Promise<Map<number, OddsRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT o.id, o.fixture_id, o.type_id, m.name AS market_name, o.name, o.name_korean, o.line, o.baseline, o.price, o.version,
            (o.suspended OR m.suspended OR EXISTS (SELECT 1 FROM sports_market_holds h WHERE h.market_id = m.id)) AS suspended, o.result IS NOT NULL AS settled, f.status AS fixture_status, f.start_date,
            f.sport_id, s.name_korean AS sport_name, l.name_korean AS league_name, f.home_name_korean, f.away_name_korean
       FROM sports_odds o
       JOIN sports_markets m ON m.id = o.market_id
       JOIN sports_fixtures f ON f.id = o.fixture_id
       JOIN sports_sports s ON s.id = f.sport_id
       JOIN sports_leagues l ON l.id = f.league_id
      WHERE o.id = ANY($1::bigint[])
      FOR SHARE OF o, m, f`,
    [ids],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        fixtureId: Number(r.fixture_id),
        typeId: Number(r.type_id),
        marketName: String(r.market_name),
        name: String(r.name),
        nameKorean: String(r.name_korean),
        line: (r.line as string | null) ?? null,
        baseline: (r.baseline as string | null) ?? null,
        price: Number(r.price) as Odds,
        version: Number(r.version),
        suspended: Boolean(r.suspended),
        settled: Boolean(r.settled),
        fixtureStatus: Number(r.fixture_status),
        startDate: r.start_date instanceof Date ? r.start_date : new Date(String(r.start_date)),
        sportId: Number(r.sport_id),
        sportName: String(r.sport_name),
        leagueName: String(r.league_name),
        homeName: String(r.home_name_korean),
        awayName: String(r.away_name_korean),
      },
    ]),
  );
}
