import type { Queryable } from '../../../db/db.js';
import { FIXTURE_STATUS } from '../feed/odds-feed.js';

/** The fixture rows an operator's result entry reads and changes (`sports_fixtures`, `sports_odds`). */

/** A match's final score. */
export interface FixtureScore {
  readonly home: number;
  readonly away: number;
}

/** A fixture's status, final score and the stored result flag of each odds the operator decides (null: none yet). */
export interface FixtureResultState {
  readonly status: number;
  readonly score: FixtureScore | null;
  readonly results: Readonly<Record<string, number | null>>;
}

export interface LockedFixture {
  readonly status: number;
  readonly startMs: number;
  readonly score: FixtureScore | null;
}

interface FixtureRow {
  status: number;
  home_score: number | null;
  away_score: number | null;
}

const scoreOfRow = (row: FixtureRow): FixtureScore | null =>
  row.home_score === null || row.away_score === null ? null : { home: Number(row.home_score), away: Number(row.away_score) };

/** The fixture, its row locked until the transaction ends (null when there is none). */
export async function lockFixture(tx: Queryable, fixtureId: number): Promise<LockedFixture | null> {
  const { rows } = await tx.query<FixtureRow & { start_date: Date | string }>(
    'SELECT status, start_date, home_score, away_score FROM sports_fixtures WHERE id = $1 FOR UPDATE',
    [fixtureId],
  );
  const row = rows[0];
  return row ? { status: Number(row.status), startMs: new Date(row.start_date).getTime(), score: scoreOfRow(row) } : null;
}

/** Every odds of the fixture with its market type id. */
export async function oddsOfFixture(tx: Queryable, fixtureId: number): Promise<{ id: number; typeId: number }[]> {
  const { rows } = await tx.query<{ id: string | number; type_id: number }>('SELECT id, type_id FROM sports_odds WHERE fixture_id = $1', [
    fixtureId,
  ]);
  return rows.map((o) => ({ id: Number(o.id), typeId: Number(o.type_id) }));
}

export async function resultState(tx: Queryable, fixtureId: number, oddsIds: readonly number[]): Promise<FixtureResultState> {
  const fixture = await tx.query<FixtureRow>('SELECT status, home_score, away_score FROM sports_fixtures WHERE id = $1', [fixtureId]);
  const odds = await tx.query<{ id: string | number; result: number | null }>(
    'SELECT id, result FROM sports_odds WHERE id = ANY($1::bigint[]) ORDER BY id',
    [oddsIds],
  );
  const results = Object.fromEntries(odds.rows.map((o) => [String(o.id), o.result === null ? null : Number(o.result)]));
  const row = fixture.rows[0];
  return { status: Number(row?.status), score: row ? scoreOfRow(row) : null, results };
}

/** The fixture finished with this final score. */
export async function storeFinalScore(tx: Queryable, fixtureId: number, score: FixtureScore, now: number): Promise<void> {
  await tx.query(
    `UPDATE sports_fixtures SET status = $2, home_score = $3, away_score = $4, results_at = $5, updated_at = $5 WHERE id = $1`,
    [fixtureId, FIXTURE_STATUS.finished, score.home, score.away, new Date(now).toISOString()],
  );
}
