import type { Db } from './db.js';
import { openPgliteDb } from './pglite-db.js';
import { openPostgresDb } from './postgres-db.js';

export interface DbConfig {
  /** A real PostgreSQL server; when absent the embedded PGlite is used. */
  readonly databaseUrl?: string | undefined;
  /** PGlite's folder, or 'memory://' (default './data/pglite'). */
  readonly dataDir?: string | undefined;
  readonly schema?: string | undefined;
}

export const DEFAULT_DATA_DIR = './data/pglite';

export function openDb(config: DbConfig): Promise<Db> {
  if (config.databaseUrl) {
    return openPostgresDb(
      config.schema ? { connectionString: config.databaseUrl, schema: config.schema } : { connectionString: config.databaseUrl },
    );
  }
  return openPgliteDb(config.dataDir ?? DEFAULT_DATA_DIR);
}
