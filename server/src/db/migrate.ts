import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

/**
 * server/migrations: plain SQL files named NNN_what.sql (001-099 foundation, 100+ sports). Found
 * from this module's folder: server/src/db in development, server/dist in the built bundle.
 */
export const MIGRATIONS_DIR = ((): string => {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../../migrations'), join(here, '../migrations')];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
})();

export interface MigrationFile {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((f) => /^\d+_[\w-]+\.sql$/.test(f));
  const files = await Promise.all(
    names.map(async (name) => ({ version: Number(name.split('_')[0]), name, sql: await readFile(join(dir, name), 'utf8') })),
  );
  files.sort((a, b) => a.version - b.version);
  for (let i = 1; i < files.length; i++) {
    if (files[i]!.version === files[i - 1]!.version) throw new Error(`two migrations share number ${files[i]!.version}`);
  }
  return files;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in number order, all in one
 * transaction under an advisory lock, so two instances starting together never run one twice
 * and a failed start leaves the schema as it was. Returns the names applied.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readMigrations(dir);
  return db.transaction(
    async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':migrations'))");
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
      const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
      const done = new Set(rows.map((r) => Number(r.version)));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file.version)) continue;
        await tx.exec(file.sql);
        await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [file.version, file.name]);
        applied.push(file.name);
      }
      return applied;
    },
    { retries: 0 },
  );
}
