/**
 * `npm run backup [-- --out FILE] [--server-is-stopped]` and `npm run restore -- FILE`
 * (docs/operations.md). The database is the server's: DATABASE_URL (PostgreSQL, pg_dump /
 * pg_restore) or else DATA_DIR (the embedded PGlite folder, default ./data/pglite). A restore
 * goes into a NEW database or folder named by the same variables. In the production folder:
 * `node server/dist/backup-cli.js backup|restore ...`.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR } from '../db/open-db.js';
import { BackupError, backupEmbedded, backupPostgres, defaultBackupFile, restoreEmbedded, restorePostgres } from './backup.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, 'server-is-stopped': { type: 'boolean', default: false } },
});
const [command, file] = positionals;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;

async function main(): Promise<string> {
  if (command === 'backup') {
    const out = values.out ?? defaultBackupFile(databaseUrl ? 'postgres' : 'embedded');
    if (databaseUrl) await backupPostgres(databaseUrl, out);
    else await backupEmbedded(dataDir, out, { serverIsStopped: values['server-is-stopped'] });
    return `Backup written: ${out} (${databaseUrl ? 'PostgreSQL, pg_dump custom format' : `embedded folder ${dataDir}`})`;
  }
  if (command === 'restore' && file) {
    if (databaseUrl) await restorePostgres(databaseUrl, file);
    else await restoreEmbedded(file, dataDir);
    return `Restored ${file} into ${databaseUrl ? 'the database of DATABASE_URL' : dataDir}; start the server on it to apply newer migrations`;
  }
  throw new BackupError('usage: backup-cli backup [--out FILE] [--server-is-stopped] | restore FILE');
}

try {
  console.log(await main());
} catch (error) {
  console.error(error instanceof BackupError ? `Nothing done: ${error.message}` : error);
  process.exit(1);
}
