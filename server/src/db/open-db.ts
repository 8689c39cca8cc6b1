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
  /** DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS (config.ts). */
  readonly connectTimeoutMs?: number | undefined;
  readonly statementTimeoutMs?: number | undefined;
  readonly idleInTransactionTimeoutMs?: number | undefined;
}

export const DEFAULT_DATA_DIR = './data/pglite';

/** Connections to a PostgreSQL server when DATABASE_POOL_SIZE does not say. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * The pool's time limits when the environment does not say (ms). A statement that runs a minute
 * is a fault (the slowest report takes well under a second), and a transaction left idle for 30
 * s holds its row locks from every bet of the members it touched.
 */
export const DEFAULT_DB_TIMEOUTS = { connectTimeoutMs: 5_000, statementTimeoutMs: 60_000, idleInTransactionTimeoutMs: 30_000 } as const;

/** The server's database, its statements counted (GET /api/health shows them). */
export async function openDb(config: DbConfig): Promise<Db> {
  if (config.databaseUrl) {
    return countRoundTrips(
      await openPostgresDb({
        connectionString: config.databaseUrl,
        maxConnections: config.poolSize ?? DEFAULT_POOL_SIZE,
        connectTimeoutMs: config.connectTimeoutMs ?? DEFAULT_DB_TIMEOUTS.connectTimeoutMs,
        statementTimeoutMs: config.statementTimeoutMs ?? DEFAULT_DB_TIMEOUTS.statementTimeoutMs,
        idleInTransactionTimeoutMs: config.idleInTransactionTimeoutMs ?? DEFAULT_DB_TIMEOUTS.idleInTransactionTimeoutMs,
        ...(config.schema ? { schema: config.schema } : {}),
      }),
    );
  }
  return countRoundTrips(await openPgliteDb(config.dataDir ?? DEFAULT_DATA_DIR));
}
