import type { Queryable } from '../../../db/db.js';

/**
 * Test helper: the fixture's scheduled start moves to a minute before `now`, as if the match had
 * kicked off, so the results desk takes its result (core's checkFixtureResultWindow refuses a
 * winner before the start). The feed's status is left as it is: a start in the past is enough.
 */
export async function kickOff(db: Queryable, fixtureId: number, now: number): Promise<void> {
  await db.query('UPDATE sports_fixtures SET start_date = $2 WHERE id = $1', [fixtureId, new Date(now - 60_000).toISOString()]);
}
