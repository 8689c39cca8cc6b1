import {
  FIXTURE_STATUS,
  type FeedFixture,
  type FeedMarket,
  type FeedOdds,
  type FeedSnapshot,
  type FeedOddsResult,
} from '../feed/odds-feed.js';
import type { Score } from '../feed/markets.js';
import type { Queryable } from '../../../db/db.js';
import { LEG_WIN_FLAG, type LegOutcome } from '../settlement/leg-outcome.js';
import { changedSinceStored } from './snapshot-diff-store.js';

/**
 * Writes the feed's catalogue into PostgreSQL. Rows travel as parallel arrays through
 * `unnest`, so a snapshot of thousands of odds is one statement per table. Odds updates are
 * guarded by version so a late, older update never overwrites a newer price.
 */
const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * One row per id, keeping the latest: a batch upsert may not touch a row twice (PostgreSQL
 * refuses it: "ON CONFLICT DO UPDATE command cannot affect row a second time"), and a feed
 * batch can carry one pick twice (repriced, then resumed in the same step). For odds, the
 * higher version wins; otherwise the later row in the batch.
 */
export function latestById<T extends { readonly id: number; readonly version?: number }>(rows: readonly T[]): T[] {
  const latest = new Map<number, T>();
  for (const row of rows) {
    const seen = latest.get(row.id);
    if (!seen || (row.version ?? 0) >= (seen.version ?? 0)) latest.set(row.id, row);
  }
  return rows.length === latest.size ? [...rows] : [...latest.values()];
}

export async function upsertReferenceData(tx: Queryable, snapshot: Pick<FeedSnapshot, 'sports' | 'locations' | 'leagues'>): Promise<void> {
  const { sports, locations, leagues } = snapshot;
  await tx.query(
    `INSERT INTO sports_sports (id, name, name_korean, sort_order)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[])
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, name_korean = EXCLUDED.name_korean, sort_order = EXCLUDED.sort_order`,
    [sports.map((s) => s.id), sports.map((s) => s.name), sports.map((s) => s.nameKorean), sports.map((s) => s.sortOrder)],
  );
  await tx.query(
    `INSERT INTO sports_locations (id, name, name_korean, image_path)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, name_korean = EXCLUDED.name_korean, image_path = EXCLUDED.image_path`,
    [locations.map((l) => l.id), locations.map((l) => l.name), locations.map((l) => l.nameKorean), locations.map((l) => l.imagePath)],
  );
  await tx.query(
    `INSERT INTO sports_leagues (id, sport_id, location_id, name, name_korean)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[])
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, name_korean = EXCLUDED.name_korean`,
    [
      leagues.map((l) => l.id),
      leagues.map((l) => l.sportId),
      leagues.map((l) => l.locationId),
      leagues.map((l) => l.name),
      leagues.map((l) => l.nameKorean),
    ],
  );
}

export async function upsertFixtures(tx: Queryable, batch: readonly FeedFixture[], now: number): Promise<void> {
  if (batch.length === 0) return;
  const fixtures = latestById(batch);
  await tx.query(
    `INSERT INTO sports_fixtures (id, sport_id, location_id, league_id, start_date, status, home_name, home_name_korean,
       away_name, away_name_korean, home_score, away_score, period_code, updated_at)
     SELECT f.*, $14::timestamptz FROM unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::timestamptz[], $6::smallint[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::int[], $12::int[], $13::int[]) AS f
     ON CONFLICT (id) DO UPDATE SET start_date = EXCLUDED.start_date, status = EXCLUDED.status, home_score = EXCLUDED.home_score,
       away_score = EXCLUDED.away_score, period_code = EXCLUDED.period_code, updated_at = EXCLUDED.updated_at
     WHERE sports_fixtures.status < 3`,
    [
      fixtures.map((f) => f.id),
      fixtures.map((f) => f.sportId),
      fixtures.map((f) => f.locationId),
      fixtures.map((f) => f.leagueId),
      fixtures.map((f) => iso(f.startDate)),
      fixtures.map((f) => f.status),
      fixtures.map((f) => f.home.name),
      fixtures.map((f) => f.home.nameKorean),
      fixtures.map((f) => f.away.name),
      fixtures.map((f) => f.away.nameKorean),
      fixtures.map((f) => f.score?.home ?? null),
      fixtures.map((f) => f.score?.away ?? null),
      fixtures.map((f) => f.periodCode),
      iso(now),
    ],
  );
}

/** The operator's hold of the row's market (sports_market_holds): it stays suspended whatever the feed says. */
const HELD = (market: string) => `EXISTS (SELECT 1 FROM sports_market_holds h WHERE h.market_id = ${market}) AS held`;

/** Stores the feed's markets; returns the ids of those the operator holds (their frames stay suspended). */
export async function upsertMarkets(tx: Queryable, batch: readonly FeedMarket[]): Promise<Set<number>> {
  if (batch.length === 0) return new Set();
  const markets = latestById(batch);
  const { rows } = await tx.query<{ id: string | number; held: boolean }>(
    `INSERT INTO sports_markets (id, fixture_id, type_id, name, name_korean, baseline, suspended)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::text[], $5::text[], $6::text[], $7::boolean[])
     ON CONFLICT (id) DO UPDATE SET suspended = EXCLUDED.suspended
     RETURNING id, ${HELD('sports_markets.id')}`,
    [
      markets.map((m) => m.id),
      markets.map((m) => m.fixtureId),
      markets.map((m) => m.typeId),
      markets.map((m) => m.name),
      markets.map((m) => m.nameKorean),
      markets.map((m) => m.baseline),
      markets.map((m) => m.suspended),
    ],
  );
  return new Set(rows.filter((r) => r.held).map((r) => Number(r.id)));
}

/** A stored odds row that changed, and whether the operator holds its market. */
export interface UpsertedOdds {
  readonly id: number;
  readonly held: boolean;
}

/**
 * Inserts new odds and applies newer versions of known ones; returns the rows that changed.
 * `updated_at` moves only when the offer itself (price, version, suspension) changes: an in-play
 * bet is taken only on offers older than its betting token (betting/betting-tokens.ts), so a
 * frame sent again unchanged must not make a standing price look new.
 */
export async function upsertOdds(tx: Queryable, batch: readonly FeedOdds[], now: number): Promise<UpsertedOdds[]> {
  if (batch.length === 0) return [];
  const odds = latestById(batch);
  const { rows } = await tx.query<{ id: string | number; held: boolean }>(
    `INSERT INTO sports_odds (id, market_id, fixture_id, type_id, name, name_korean, line, baseline, price, version, suspended, updated_at)
     SELECT o.*, $12::timestamptz FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::int[], $10::int[], $11::boolean[]) AS o
     ON CONFLICT (id) DO UPDATE SET price = EXCLUDED.price, version = EXCLUDED.version, suspended = EXCLUDED.suspended,
       updated_at = CASE WHEN (sports_odds.price, sports_odds.version, sports_odds.suspended) IS DISTINCT FROM (EXCLUDED.price, EXCLUDED.version, EXCLUDED.suspended)
                         THEN EXCLUDED.updated_at ELSE sports_odds.updated_at END
     WHERE sports_odds.version <= EXCLUDED.version AND sports_odds.result IS NULL
     RETURNING id, ${HELD('sports_odds.market_id')}`,
    [
      odds.map((o) => o.id),
      odds.map((o) => o.marketId),
      odds.map((o) => o.fixtureId),
      odds.map((o) => o.typeId),
      odds.map((o) => o.name),
      odds.map((o) => o.nameKorean),
      odds.map((o) => o.line),
      odds.map((o) => o.baseline),
      odds.map((o) => o.price),
      odds.map((o) => o.version),
      odds.map((o) => o.suspended),
      iso(now),
    ],
  );
  return rows.map((r) => ({ id: Number(r.id), held: Boolean(r.held) }));
}

/** Stores a feed's whole catalogue: only the rows that differ from the stored ones are written (see changedSinceStored). */
export async function persistSnapshot(tx: Queryable, snapshot: FeedSnapshot, now: number): Promise<void> {
  await upsertReferenceData(tx, snapshot);
  const changed = await changedSinceStored(tx, snapshot);
  await upsertFixtures(tx, changed.fixtures, now);
  await upsertMarkets(tx, changed.markets);
  await upsertOdds(tx, changed.odds, now);
}

/** Records a finished fixture's final state and every pick's result (the input of settlement). */
export async function recordResults(
  tx: Queryable,
  fixture: FeedFixture,
  results: readonly FeedOddsResult[],
  now: number,
): Promise<{ fresh: FeedOddsResult[]; storedScore: Score | null }> {
  // The fixture's first final score stands, as the first result of a pick does: an operator who
  // settled it on the results desk entered one, and the legs settled then show it. A feed result
  // without a score keeps the one stored. Returns the newly decided picks and the stored score.
  const { rows } = await tx.query<{ home_score: number | null; away_score: number | null }>(
    `UPDATE sports_fixtures SET status = $2, period_code = $5, results_at = $6, updated_at = $6,
       home_score = CASE WHEN (status = $7 AND home_score IS NOT NULL AND away_score IS NOT NULL) OR $3::int IS NULL OR $4::int IS NULL
                         THEN home_score ELSE $3::int END,
       away_score = CASE WHEN (status = $7 AND home_score IS NOT NULL AND away_score IS NOT NULL) OR $3::int IS NULL OR $4::int IS NULL
                         THEN away_score ELSE $4::int END
     WHERE id = $1 RETURNING home_score, away_score`,
    [
      fixture.id,
      fixture.status,
      fixture.score?.home ?? null,
      fixture.score?.away ?? null,
      fixture.periodCode,
      iso(now),
      FIXTURE_STATUS.finished,
    ],
  );
  const row = rows[0];
  const storedScore =
    row && row.home_score !== null && row.away_score !== null ? { home: Number(row.home_score), away: Number(row.away_score) } : null;
  return { fresh: await writeOddsResults(tx, results), storedScore };
}

/**
 * Stores pick results; a pick that already has one keeps it (the first result stands, so an
 * operator's entry and the feed's later result cannot disagree). Returns the newly decided.
 */
export async function writeOddsResults<R extends { oddsId: number; outcome: Exclude<LegOutcome, 'pending'> }>(
  tx: Queryable,
  results: readonly R[],
): Promise<R[]> {
  if (results.length === 0) return [];
  const { rows } = await tx.query<{ id: string | number }>(
    `UPDATE sports_odds o SET result = r.flag, suspended = true FROM unnest($1::bigint[], $2::smallint[]) AS r(id, flag)
      WHERE o.id = r.id AND o.result IS NULL RETURNING o.id`,
    [results.map((r) => r.oddsId), results.map((r) => LEG_WIN_FLAG[r.outcome])],
  );
  await tx.query(
    `UPDATE sports_markets SET suspended = true WHERE id IN (SELECT market_id FROM sports_odds WHERE id = ANY($1::bigint[]))`,
    [results.map((r) => r.oddsId)],
  );
  const fresh = new Set(rows.map((r) => Number(r.id)));
  return results.filter((r) => fresh.has(r.oddsId));
}

/** Highest stored provider ids, so a restarted simulator continues above them. */
export async function highestIds(runner: Queryable): Promise<{ fixture: number; market: number; odds: number }> {
  const { rows } = await runner.query<{ f: string | number | null; m: string | number | null; o: string | number | null }>(
    `SELECT (SELECT max(id) FROM sports_fixtures) AS f, (SELECT max(id) FROM sports_markets) AS m, (SELECT max(id) FROM sports_odds) AS o`,
  );
  const r = rows[0];
  return { fixture: Number(r?.f ?? 0), market: Number(r?.m ?? 0), odds: Number(r?.o ?? 0) };
}
