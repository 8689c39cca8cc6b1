import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPgliteDb } from '../db/pglite-db.js';

/**
 * Backups of the site's database (docs/operations.md), for `npm run backup` / `npm run restore`:
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, one consistent snapshot taken while the
 *   servers keep running (pg_dump reads in one repeatable-read transaction), restored by
 *   `pg_restore` into an empty database in one transaction.
 * - The embedded PGlite folder (DATA_DIR): PGlite's own `dumpDataDir` (a gzip tarball of the data
 *   folder) and `loadDataDir` (a new folder made from it). PGlite has one connection and no
 *   locking between processes, so this needs the server stopped.
 */

const run = promisify(execFile);

/** Debian's PostgreSQL 15 client programs, when present; otherwise the ones on PATH. */
const DEBIAN_PG_BIN = '/usr/lib/postgresql/15/bin';

/** The path of a PostgreSQL client program: PG_BIN, then Debian's folder, then PATH. */
export function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of [process.env.PG_BIN, DEBIAN_PG_BIN]) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return name;
}

/** A refusal the operator can act on (printed without a stack trace, exit code 1). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Writes through `<file>.partial` and renames, so a failed backup never looks like a good one. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function runTool(program: string, args: readonly string[]): Promise<void> {
  try {
    await run(program, [...args], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: unknown };
    if (code === 'ENOENT')
      throw new BackupError(
        `${program} was not found: install the PostgreSQL client (Debian: apt-get install postgresql-client) or set PG_BIN`,
      );
    throw new BackupError(`${program} failed: ${(stderr ?? String(error)).trim()}`);
  }
}

/** `pg_dump` of the database DATABASE_URL names, in custom format (compressed, for pg_restore). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await writeAtomically(file, (partial) =>
    runTool(pgProgram('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${databaseUrl}`]),
  );
}

/** Whether the database already holds the site (its migrations table, in any schema). */
async function holdsSite(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'schema_migrations'");
    return Number((rows[0] as { n: number }).n) > 0;
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore` into DATABASE_URL's database, which must be empty (a restore never mixes with live
 * data), in one transaction: a failure leaves the database as empty as it was.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  if (await holdsSite(databaseUrl))
    throw new BackupError(
      'the target database is not empty (it has schema_migrations): restore into a new database (createdb) and point DATABASE_URL at it',
    );
  await runTool(pgProgram('pg_restore'), [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    '--no-privileges',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

/** PGlite keeps this file in its folder while a process has it open (and after a crash). */
const OPEN_MARKER = 'postmaster.pid';

/**
 * The embedded folder as a gzip tarball (PGlite's dumpDataDir). Refused while the folder looks
 * open: PGlite does not lock it, and a second process writing to it would corrupt it. After a
 * crash the marker stays; `serverIsStopped` is the operator's word that no server uses it.
 */
export async function backupEmbedded(dataDir: string, file: string, options: { serverIsStopped?: boolean } = {}): Promise<void> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupError(`no embedded database in ${dataDir} (DATA_DIR)`);
  if (existsSync(join(dataDir, OPEN_MARKER)) && !options.serverIsStopped)
    throw new BackupError(
      `${dataDir} is in use by a server (or the last one crashed): stop the server first. If no server runs, pass --server-is-stopped`,
    );
  const db = await openPgliteDb(dataDir);
  try {
    const tarball = await db.dumpDataDir('gzip');
    await writeAtomically(file, async (partial) => writeFile(partial, Buffer.from(await tarball.arrayBuffer())));
  } finally {
    await db.close();
  }
}

/** A new embedded folder made from a tarball of `backupEmbedded` (PGlite's loadDataDir); the folder must be empty or absent. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0)
    throw new BackupError(`${dataDir} is not empty: restore into a new folder and point DATA_DIR at it`);
  const tarball = new Blob([await readFile(file)]);
  const db = await openPgliteDb(dataDir, { loadDataDir: tarball });
  await db.close();
}

/** backups/betsite-<UTC time>.<ext>: sorts by time, never overwrites an earlier one. */
export function defaultBackupFile(kind: 'postgres' | 'embedded', now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return join('backups', `betsite-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`);
}
