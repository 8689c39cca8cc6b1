import './slow-tests.js';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../db/db.js';
import { migrate, readMigrations } from '../db/migrate.js';
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
    db =
      options.migrate === false
        ? await openPgliteDb('memory://')
        : await openPgliteDb('memory://', { loadDataDir: await migratedTemplate() });
    dispose = () => db.close();
  }
  if (options.migrate !== false) await migrate(db);
  return { db, close: dispose };
}

/**
 * A fresh in-memory PGlite database loaded from the migrated template (never the real server,
 * whatever DATABASE_URL says): the browser tests' site servers start from it in about a second.
 */
export async function openMigratedPglite(): Promise<Db> {
  const db = await openPgliteDb('memory://', { loadDataDir: await migratedTemplate() });
  await migrate(db);
  return db;
}

export interface ReopenableDatabase {
  /** Opens (again) the same database: the first call migrates it. Close each before the next. */
  open(): Promise<Db>;
  /** Removes it (the data folder, or the schema on the real server). */
  dispose(): Promise<void>;
}

/**
 * One database a test can close and open again, as a restarted server does: PGlite in a data
 * folder of the temp dir, or with DATABASE_URL a schema `t_<random>` on that server.
 */
export async function createReopenableDatabase(): Promise<ReopenableDatabase> {
  const url = process.env.DATABASE_URL;
  let opened = 0;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE SCHEMA ${schema}`);
    return {
      async open() {
        const db = await openPostgresDb({ connectionString: url, schema, maxConnections: 20 });
        if (opened++ === 0) await migrate(db);
        return db;
      },
      dispose: () => adminQuery(url, `DROP SCHEMA ${schema} CASCADE`),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'bet-server-restart-'));
  return {
    async open() {
      const first = opened++ === 0;
      const db = first ? await openPgliteDb(dir, { loadDataDir: await migratedTemplate() }) : await openPgliteDb(dir);
      if (first) await migrate(db);
      return db;
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A migrated PGlite data folder, built once per machine and set of migrations and kept in the
 * temp folder: loading it takes under a second where initdb plus migrations take several, which
 * matters with a fresh database per test file. Keyed by the PGlite version and every migration
 * file, so a changed migration builds a new one. (main.ts never uses it: its start-up stays honest.)
 */
async function migratedTemplate(): Promise<Blob> {
  const migrations = await readMigrations();
  const pgliteVersion = JSON.parse(
    await readFile(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ).version as string;
  const key = createHash('sha256')
    .update(pgliteVersion)
    // The layout of schema_migrations itself (a template made before the checksum column would be upgraded by every test).
    .update('schema_migrations with checksum')
    .update(migrations.map((m) => `${m.name}\n${m.sql}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `bet-server-pglite-template-${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await openPgliteDb('memory://');
    await migrate(fresh);
    const blob = await fresh.dumpDataDir();
    await fresh.close();
    // Written under a private name, then renamed: parallel jest workers never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
    await rename(partial, file);
    return blob;
  }
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
