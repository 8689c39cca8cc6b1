import type { ServerModule } from '../app-types.js';
import type { Db } from './db.js';

/** How often the embedded database's planner statistics are refreshed. */
export const STATISTICS_INTERVAL_MS = 10 * 60_000;

/**
 * Refreshes the planner's statistics of every table. The embedded PGlite has no autovacuum: left
 * alone, its planner believes tables are as small as when they were created, and the settlement
 * sweep over 16.5k waiting slips took 11 s instead of 30 ms (issue 12). PostgreSQL's autovacuum
 * keeps them current by itself.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.query('ANALYZE');
}

/**
 * A background task that refreshes the statistics every STATISTICS_INTERVAL_MS on the embedded
 * database (none on PostgreSQL). It does not run at start: PGlite keeps statistics in its data
 * folder, so a restart finds the last ones, and the browser tests' fresh servers stay quick.
 */
export function statisticsModule(): ServerModule {
  return {
    name: 'statistics',
    async start(deps) {
      if (deps.db.kind !== 'pglite') return async () => undefined;
      const stop = deps.tasks.every('statistics', STATISTICS_INTERVAL_MS, () => refreshStatistics(deps.db));
      return async () => stop();
    },
  };
}
