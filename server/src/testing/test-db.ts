import './slow-tests.js';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { openPgliteDb } from '../db/pglite-db.js';
import { openPostgresDb } from '../db/postgres-db.js';

export interface TestDatabase {
  readonly db: Db;
  /** Closes the database; on the real server also drops the test schema. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or with
 * DATABASE_URL a new schema `t_<random>` on that server (its own search_path), dropped on close.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  let db: Db;
  let dispose: () => Promise<void>;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE SCHEMA ${schema}`);
    db = await openPostgresDb({ connectionString: url, schema, maxConnections: 20 });
    dispose = async () => {
      await db.close();
      await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    };
  } else {
    db = await openPgliteDb('memory://');
    dispose = () => db.close();
  }
  if (options.migrate !== false) await migrate(db);
  return { db, close: dispose };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const onRealServer = (): boolean => Boolean(process.env.DATABASE_URL);
