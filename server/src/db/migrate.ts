import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Tx } from './db.js';

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

/** A file's checksum: SHA-256 of its text with CRLF read as LF (a checkout on Windows is no edit). */
export const migrationChecksum = (sql: string): string => createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

/** Applied migrations whose file no longer matches what was applied: the start stops (main.ts). */
export class MigrationChecksumError extends Error {
  constructor(readonly changed: readonly string[]) {
    super(
      `The server cannot start: ${changed.length === 1 ? 'a migration was' : 'migrations were'} edited after being applied to this database: ${changed.join(', ')}. ` +
        'An applied migration must never change (the database already ran its old text): restore the file (git checkout -- server/migrations) ' +
        'and put the change in a new migration with the next number.',
    );
    this.name = 'MigrationChecksumError';
  }
}

interface AppliedRow {
  version: number;
  name: string;
  checksum: string | null;
}

/**
 * The ledger of applied migrations, made or brought up to date: `checksum` was added after the
 * first databases were made, so a database without it gets the column, and its applied files
 * (trusted as they are on that first start) their checksums.
 */
async function appliedMigrations(tx: Tx, files: readonly MigrationFile[]): Promise<AppliedRow[]> {
  await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(), checksum text)`);
  await tx.exec('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
  const { rows } = await tx.query<AppliedRow>('SELECT version, name, checksum FROM schema_migrations ORDER BY version');
  const byVersion = new Map(files.map((f) => [f.version, f]));
  for (const row of rows) {
    const file = byVersion.get(Number(row.version));
    if (row.checksum !== null || !file) continue;
    row.checksum = migrationChecksum(file.sql);
    await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [row.version, row.checksum]);
  }
  return rows;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in number order, all in one
 * transaction under an advisory lock, so two instances starting together never run one twice
 * and a failed start leaves the schema as it was. Before that, every applied file is checked
 * against the checksum recorded when it ran: an edited one throws MigrationChecksumError and
 * nothing is applied. Returns the names applied.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readMigrations(dir);
  return db.transaction(
    async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':migrations'))");
      const applied = await appliedMigrations(tx, files);
      const byVersion = new Map(files.map((f) => [f.version, f]));
      const changed = applied.filter((row) => {
        const file = byVersion.get(Number(row.version));
        return file !== undefined && row.checksum !== migrationChecksum(file.sql);
      });
      if (changed.length > 0) throw new MigrationChecksumError(changed.map((row) => byVersion.get(Number(row.version))!.name));
      const done = new Set(applied.map((r) => Number(r.version)));
      const names: string[] = [];
      for (const file of files) {
        if (done.has(file.version)) continue;
        await tx.exec(file.sql);
        await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
          file.version,
          file.name,
          migrationChecksum(file.sql),
        ]);
        names.push(file.name);
      }
      return names;
    },
    { retries: 0 },
  );
}
