import type { Queryable } from '../../../db/db.js';
import { FIXTURE_STATUS } from '../feed/odds-feed.js';

/** Fixtures a restarted feed no longer offers: which are unfinished, and cancelling them. */

/** Ids of the stored fixtures not finished or cancelled yet. */
export async function unfinishedFixtureIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: string | number }>('SELECT id FROM sports_fixtures WHERE status < 3');
  return rows.map((r) => Number(r.id));
}

/** Marks the fixtures cancelled; returns the ids of their odds without a result yet. */
export async function cancelFixtures(tx: Queryable, fixtureIds: readonly number[], now: number): Promise<number[]> {
  await tx.query('UPDATE sports_fixtures SET status = $2, results_at = $3 WHERE id = ANY($1::bigint[])', [
    fixtureIds,
    FIXTURE_STATUS.cancelled,
    new Date(now).toISOString(),
  ]);
  const odds = await tx.query<{ id: string | number }>(
    'SELECT id FROM sports_odds WHERE fixture_id = ANY($1::bigint[]) AND result IS NULL',
    [fixtureIds],
  );
  return odds.rows.map((o) => Number(o.id));
}
