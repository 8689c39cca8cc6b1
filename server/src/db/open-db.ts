import type { Db } from './db.js';
import { openPgliteDb } from './pglite-db.js';
import { openPostgresDb } from './postgres-db.js';
import { countRoundTrips } from './round-trips.js';

export interface DbConfig {
  /** A real PostgreSQL server; when absent the embedded PGlite is used. */
  readonly databaseUrl?: string | undefined;
  /** PGlite's folder, or 'memory://' (default './data/pglite'). */
  readonly dataDir?: string | undefined;
  readonly schema?: string | undefined;
  /** Connections to the PostgreSQL server (default DEFAULT_POOL_SIZE). */
  readonly poolSize?: number | undefined;
}

export const DEFAULT_DATA_DIR = './data/pglite';

/** Connections to a PostgreSQL server when DATABASE_POOL_SIZE does not say. */
export const DEFAULT_POOL_SIZE = 10;

/** The server's database, its statements counted (GET /api/health shows them). */
export async function openDb(config: DbConfig): Promise<Db> {
  if (config.databaseUrl) {
    return countRoundTrips(
      await openPostgresDb({
        connectionString: config.databaseUrl,
        maxConnections: config.poolSize ?? DEFAULT_POOL_SIZE,
        ...(config.schema ? { schema: config.schema } : {}),
      }),
    );
  }
  return countRoundTrips(await openPgliteDb(config.dataDir ?? DEFAULT_DATA_DIR));
}
