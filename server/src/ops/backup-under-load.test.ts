import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { openPostgresDb } from '../db/postgres-db.js';
import { checkLedger } from '../ledger/balances.js';
import { addBettors, logIn, openPicks } from '../testing/bettors.js';
import { missingServerPrograms, startPrivatePostgres, type PrivatePostgres } from '../testing/private-services.js';
import { startServerProcess, type ServerProcess } from '../testing/server-process.js';
import { runTimedBettors, slipIdOf } from './timed-bets.js';

/**
 * Issue 27, backups: `npm run backup` (pg_dump) taken on a PRIVATE PostgreSQL while 6 members
 * place bets against a running server, then `npm run restore` into a fresh database on the same
 * server. The restored ledger must balance (every transfer's legs sum to zero per currency, each
 * member's balance equals its entries, none negative) and every bet acknowledged before the
 * backup started must be there with its stake.
 */
jest.setTimeout(120_000);

const missing = missingServerPrograms();
const maybe = missing === null ? describe : describe.skip;
if (missing !== null) console.warn(`backup-under-load.test.ts skipped: ${missing}`);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const exec = promisify(execFile);
const CLI = [...['--import', 'tsx'], resolve('server/src/ops/backup-cli.ts')];

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

maybe('npm run backup under a load of bets, then npm run restore (PostgreSQL)', () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess | null = null;
  let restored: Db | null = null;
  let dir: string;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    dir = await mkdtemp(join(tmpdir(), 'bet-backup-'));
  });
  afterAll(async () => {
    await restored?.close();
    await server?.kill();
    await postgres?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('restores a balanced ledger holding every bet acknowledged before the backup started', async () => {
    server = await startServerProcess({ DATABASE_URL: postgres.url, SPORTS_FEED_SEED: '27' });
    const setup = await openPostgresDb({ connectionString: postgres.url });
    const bettors = await addBettors(setup, 6, 'bku');
    await setup.close();
    await Promise.all(bettors.map((b) => logIn(server!.baseUrl, b)));
    const load = runTimedBettors(server.baseUrl, bettors, await openPicks(server.baseUrl), 2);
    while (load.count() < 30) await pause(100);

    const file = join(dir, 'site.dump');
    const backupStarted = Date.now();
    const backup = await exec(process.execPath, [...CLI, 'backup', '--out', file], { env: { ...process.env, DATABASE_URL: postgres.url } });
    const backupEnded = Date.now();
    await pause(500);
    const answered = await load.stop();
    expect(backup.stdout).toContain(`Backup written: ${file}`);
    expect(existsSync(`${file}.partial`)).toBe(false);

    // The backup really ran under load: bets were acknowledged while pg_dump was running.
    const placed = answered.filter((a) => a.intent.status === 200);
    expect(placed.filter((a) => a.answeredAt > backupStarted && a.answeredAt < backupEnded).length).toBeGreaterThan(0);
    const before = placed.filter((a) => a.answeredAt < backupStarted);
    expect(before.length).toBeGreaterThanOrEqual(20);

    const restoredUrl = postgres.url.replace(/\/postgres$/, '/restored');
    await adminQuery(postgres.url, 'CREATE DATABASE restored');
    const restore = await exec(process.execPath, [...CLI, 'restore', file], { env: { ...process.env, DATABASE_URL: restoredUrl } });
    expect(restore.stdout).toContain('Restored');
    // A second restore into the now non-empty database is refused and changes nothing.
    await expect(
      exec(process.execPath, [...CLI, 'restore', file], { env: { ...process.env, DATABASE_URL: restoredUrl } }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('not empty'),
    });

    restored = await openPostgresDb({ connectionString: restoredUrl });
    expect(await checkLedger(restored)).toEqual({ unbalanced: [], drifted: [], negative: [] });
    expect(await migrate(restored)).toEqual([]); // the schema came back whole: nothing left to apply
    const { rows } = await restored.query<{ id: number }>('SELECT id FROM bet_slips WHERE member_id = ANY($1::bigint[])', [
      bettors.map((b) => b.id),
    ]);
    const slips = new Set(rows.map((r) => Number(r.id)));
    expect(before.map((a) => slipIdOf(a.intent)).filter((id) => !slips.has(id))).toEqual([]);
    const stakes = await restored.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = ANY($1::text[])',
      [before.map((a) => `bet-stake:${a.intent.bettor.id}:${a.intent.key}`)],
    );
    expect(Number(stakes.rows[0]!.n)).toBe(before.length);
    // The snapshot is one moment: every restored slip has its stake transfer and every stake its slip.
    const members = bettors.map((b) => b.id);
    const { rows: slipsWithoutStake } = await restored.query(
      `SELECT s.id FROM bet_slips s LEFT JOIN ledger_transfers t ON t.idempotency_key = s.stake_key
        WHERE s.member_id = ANY($1::bigint[]) AND t.id IS NULL`,
      [members],
    );
    const { rows: stakesWithoutSlip } = await restored.query(
      `SELECT t.idempotency_key FROM ledger_transfers t LEFT JOIN bet_slips s ON s.stake_key = t.idempotency_key
        WHERE t.member_id = ANY($1::bigint[]) AND t.idempotency_key LIKE 'bet-stake:%' AND s.id IS NULL`,
      [members],
    );
    expect([slipsWithoutStake, stakesWithoutSlip]).toEqual([[], []]);
  });
});
