import type { FeedFixture, FeedMarket, FeedOdds, FixtureStatus, StoredFixture } from '../feed/odds-feed.js';
import type { Queryable } from '../../../db/db.js';
import type { Odds } from '@bet/core/shared';

/**
 * The feed's side of a restart: the state a feed saves with each fixture it offers
 * (`OddsFeed.fixtureState`, table sports_feed_fixture_state) and, at start, every unfinished
 * fixture with its open picks, so the feed can resume them instead of forgetting them.
 */
export async function saveFeedStates(tx: Queryable, states: readonly { fixtureId: number; state: unknown }[], now: number): Promise<void> {
  const kept = states.filter((s) => s.state !== undefined && s.state !== null);
  if (kept.length === 0) return;
  await tx.query(
    `INSERT INTO sports_feed_fixture_state (fixture_id, state, updated_at)
     SELECT s.id, s.state::jsonb, $3::timestamptz FROM unnest($1::bigint[], $2::text[]) AS s(id, state)
     ON CONFLICT (fixture_id) DO UPDATE SET state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`,
    [kept.map((s) => s.fixtureId), kept.map((s) => JSON.stringify(s.state)), new Date(now).toISOString()],
  );
}

interface FixtureRow {
  id: string | number;
  sport_id: number;
  location_id: number;
  league_id: number;
  start_date: Date;
  status: number;
  home_name: string;
  home_name_korean: string;
  away_name: string;
  away_name_korean: string;
  home_score: number | null;
  away_score: number | null;
  period_code: number | null;
  state: unknown;
}

interface MarketRow {
  id: string | number;
  fixture_id: string | number;
  type_id: number;
  name: string;
  name_korean: string;
  baseline: string | null;
  suspended: boolean;
}

interface OddsRow extends Omit<MarketRow, 'id'> {
  id: string | number;
  market_id: string | number;
  line: string | null;
  price: number;
  version: number;
}

/** Every fixture not finished or cancelled, with its markets and its picks that have no result. */
export async function loadOpenFixtures(runner: Queryable): Promise<StoredFixture[]> {
  const fixtures = await runner.query<FixtureRow>(
    `SELECT f.id, f.sport_id, f.location_id, f.league_id, f.start_date, f.status, f.home_name, f.home_name_korean,
            f.away_name, f.away_name_korean, f.home_score, f.away_score, f.period_code, s.state
       FROM sports_fixtures f LEFT JOIN sports_feed_fixture_state s ON s.fixture_id = f.id
      WHERE f.status < 3 ORDER BY f.id`,
  );
  if (fixtures.rows.length === 0) return [];
  const ids = fixtures.rows.map((f) => Number(f.id));
  const markets = await runner.query<MarketRow>(
    'SELECT id, fixture_id, type_id, name, name_korean, baseline, suspended FROM sports_markets WHERE fixture_id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  const odds = await runner.query<OddsRow>(
    `SELECT id, market_id, fixture_id, type_id, name, name_korean, line, baseline, price, version, suspended
       FROM sports_odds WHERE fixture_id = ANY($1::bigint[]) AND result IS NULL ORDER BY id`,
    [ids],
  );
  const byFixture = <T extends { fixture_id: string | number }>(rows: readonly T[]): Map<number, T[]> => {
    const map = new Map<number, T[]>();
    for (const r of rows) map.set(Number(r.fixture_id), [...(map.get(Number(r.fixture_id)) ?? []), r]);
    return map;
  };
  const marketsOf = byFixture(markets.rows);
  const oddsOf = byFixture(odds.rows);
  return fixtures.rows.map((f) => ({
    fixture: toFixture(f),
    markets: (marketsOf.get(Number(f.id)) ?? []).map(toMarket),
    odds: (oddsOf.get(Number(f.id)) ?? []).map(toOdds),
    state: typeof f.state === 'string' ? JSON.parse(f.state) : f.state,
  }));
}

function toFixture(f: FixtureRow): FeedFixture {
  return {
    id: Number(f.id),
    sportId: Number(f.sport_id),
    locationId: Number(f.location_id),
    leagueId: Number(f.league_id),
    startDate: new Date(f.start_date).getTime(),
    status: Number(f.status) as FixtureStatus,
    home: { name: f.home_name, nameKorean: f.home_name_korean },
    away: { name: f.away_name, nameKorean: f.away_name_korean },
    score: f.home_score === null || f.away_score === null ? null : { home: Number(f.home_score), away: Number(f.away_score) },
    periodCode: f.period_code === null ? null : Number(f.period_code),
  };
}

function toMarket(m: MarketRow): FeedMarket {
  return {
    id: Number(m.id),
    fixtureId: Number(m.fixture_id),
    typeId: Number(m.type_id),
    name: m.name,
    nameKorean: m.name_korean,
    baseline: m.baseline,
    suspended: m.suspended,
  };
}

function toOdds(o: OddsRow): FeedOdds {
  return {
    id: Number(o.id),
    marketId: Number(o.market_id),
    fixtureId: Number(o.fixture_id),
    typeId: Number(o.type_id),
    name: o.name,
    nameKorean: o.name_korean,
    line: o.line,
    baseline: o.baseline,
    price: Number(o.price) as Odds,
    version: Number(o.version),
    suspended: o.suspended,
  };
}
