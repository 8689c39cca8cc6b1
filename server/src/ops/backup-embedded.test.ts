import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Db } from '../db/db.js';
import { openPgliteDb } from '../db/pglite-db.js';
import { checkLedger } from '../ledger/balances.js';
import { addBettors, logIn, openPicks } from '../testing/bettors.js';
import { startServerProcess, type ServerProcess } from '../testing/server-process.js';
import { runTimedBettors, slipIdOf } from './timed-bets.js';

/**
 * Issue 27, backups of the embedded folder: PGlite lets a second process open a folder in use
 * (and corrupt it), so `npm run backup` refuses while a server has DATA_DIR open; once the
 * server is gone (here killed like a crash, the harder case) it dumps the folder with PGlite's
 * dumpDataDir, and `npm run restore` makes a new folder with loadDataDir. The restored ledger
 * balances and holds every bet acknowledged before.
 */
jest.setTimeout(180_000);

const exec = promisify(execFile);
const CLI = [...['--import', 'tsx'], resolve('server/src/ops/backup-cli.ts')];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('npm run backup / restore of the embedded folder', () => {
  let dir: string;
  let server: ServerProcess | null = null;
  let restored: Db | null = null;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bet-backup-embedded-'));
  });
  afterAll(async () => {
    await restored?.close();
    await server?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses while the server runs, then restores a balanced ledger with every acknowledged bet', async () => {
    const dataDir = join(dir, 'live');
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir };
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SPORTS_FEED_SEED: '27' });
    await server.kill(); // migrated and seeded; bettors are added while no server has the folder
    const setup = await openPgliteDb(dataDir);
    const bettors = await addBettors(setup, 3, 'bke');
    await setup.close();
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SPORTS_FEED_SEED: '27' });
    await Promise.all(bettors.map((b) => logIn(server!.baseUrl, b)));
    const load = runTimedBettors(server.baseUrl, bettors, await openPicks(server.baseUrl), 1);
    while (load.count() < 15) await pause(100);

    const file = join(dir, 'site.tar.gz');
    const refused = exec(process.execPath, [...CLI, 'backup', '--out', file], { env });
    await expect(refused).rejects.toMatchObject({ stderr: expect.stringContaining('in use by a server') });

    const answered = await load.stop();
    await server.kill();
    server = null;
    const backup = await exec(process.execPath, [...CLI, 'backup', '--out', file, '--server-is-stopped'], { env });
    expect(backup.stdout).toContain(`Backup written: ${file}`);

    const restoredDir = join(dir, 'restored');
    const restoredEnv = { ...env, DATA_DIR: restoredDir };
    await exec(process.execPath, [...CLI, 'restore', file], { env: restoredEnv });
    await expect(exec(process.execPath, [...CLI, 'restore', file], { env: restoredEnv })).rejects.toMatchObject({
      stderr: expect.stringContaining('is not empty'),
    });

    restored = await openPgliteDb(restoredDir);
    expect(await checkLedger(restored)).toEqual({ unbalanced: [], drifted: [], negative: [] });
    const placed = answered.filter((a) => a.intent.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(10);
    const { rows } = await restored.query<{ id: number }>('SELECT id FROM bet_slips WHERE member_id = ANY($1::bigint[])', [
      bettors.map((b) => b.id),
    ]);
    expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(placed.map((a) => slipIdOf(a.intent)).sort((a, b) => a - b));
  });
});
