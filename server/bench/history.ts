/**
 * A member's bet history and /auth/me as the member's slips grow (issue 12: "bet history of a member
 * with 100k slips: 51 ms, count is a sequential scan; target <= 10 ms, flat in the number of slips").
 * The real server runs in its own process, on PostgreSQL and on the embedded PGlite; member01 gets
 * `--slips` settled slips (and 20 open ones), then the history count, its first page and /auth/me
 * are read over HTTP, with the indexes of migration 105 and without them (dropped), and GET /api/health
 * (a handler that reads no slips) as the baseline of the same run.
 *
 *   npm run build:server && npx tsx server/bench/history.ts [--db=postgres,pglite] [--slips=1000,100000] [--requests=200]
 *
 * Prints p50/p99 per call, server CPU and memory. Asserts nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { resolveDeps } from '../src/app.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openDb } from '../src/db/open-db.js';
import { allModules } from '../src/modules.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { percentile, printTable, round1, startServerProcess } from './bench-kit.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const DATABASES = (args.get('db') ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const SLIPS = (args.get('slips') ?? '1000,100000').split(',').map(Number);
const REQUESTS = Number(args.get('requests') ?? 200);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MIGRATION_105_INDEXES = ['bet_slips_history_by_type', 'bet_slips_history_all', 'bet_slips_member_open'];

/** 'YYYY-MM-DD' of the KST day `daysBack` days before today. */
const kstDay = (daysBack: number): string => new Date(Date.now() + 9 * 3_600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
const WEEK = `startDate=${kstDay(7)}&endDate=${kstDay(0)}`;
const THREE_MONTHS = `startDate=${kstDay(92)}&endDate=${kstDay(0)}`;

/**
 * The calls the history screen makes (it always sends a date range: the default preset is the last
 * week, the longest three months), the same count with no range (the API allows it), /auth/me
 * (the header's open stakes) and the baseline.
 */
const CALLS: Record<string, string> = {
  'history count, last week (screen default)': `/api/sports-prematch/count?gameType=1&${WEEK}`,
  'history page 1, last week': `/api/sports-prematch/bettings?gameType=1&page=1&perpage=10&${WEEK}`,
  'history count, three months': `/api/sports-prematch/count?gameType=1&${THREE_MONTHS}`,
  'history count, no range (API only)': '/api/sports-prematch/count?gameType=1',
  '/auth/me (open stakes)': '/api/auth/me',
  'baseline: /api/health': '/api/health',
};

/** `n` settled single-leg sports slips and 20 open ones for member01, spread over the last year. */
async function addSlips(db: Db, n: number): Promise<void> {
  const member = (await db.query<{ id: number }>("SELECT id FROM members WHERE user_id = 'member01'")).rows[0]!;
  const rows = n + 20;
  await db.query(
    `INSERT INTO bet_slips (member_id, user_id, nickname, game_type, game_detail_type, amount, total_ratio, expect_amount, e_money,
       status, settlement_flag, stake_key, created_at)
     SELECT $1, 'member01', '하나회원', 1, 91, 1000, 185, 1850, 1000000,
       CASE WHEN g > $2 THEN 0 ELSE 1 END, CASE WHEN g > $2 THEN 0 ELSE 2 END, 'bench-history:' || g,
       now() - (($3 - g) * interval '5 minutes')
     FROM generate_series(1, $3) AS g`,
    [member.id, n, rows],
  );
  await db.query(
    `INSERT INTO bet_legs (slip_id, leg_no, odds_id, market_id, market_name, bet_name, price, win_flag)
     SELECT id, 1, 1, 1, '승무패', '홈', 185, CASE WHEN settlement_flag = 0 THEN 0 ELSE 2 END FROM bet_slips WHERE stake_key LIKE 'bench-history:%'`,
  );
  await db.query('ANALYZE');
}

async function logIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'member01', password: 'test1234' }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** Sequential requests (one member reading): latency is what a member waits for. */
async function time(url: string, path: string, cookie: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    if (i >= 10) latencies.push(performance.now() - started); // the first 10 warm the server up
  }
  return latencies.sort((a, b) => a - b);
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function benchOne(kind: 'postgres' | 'pglite', slips: number, indexes: boolean): Promise<Record<string, string | number>[]> {
  const dbName = `bench_history_${process.pid}`;
  const dataDir = kind === 'pglite' ? await mkdtemp(join(tmpdir(), 'bench-history-')) : '';
  const databaseUrl = kind === 'postgres' ? PG_ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`) : '';
  if (kind === 'postgres') await adminQuery(`CREATE DATABASE ${dbName}`);
  try {
    const db = await openDb(kind === 'postgres' ? { databaseUrl } : { dataDir });
    await migrate(db);
    await seedIfEmpty(resolveDeps({ db, config: { logger: false } }), allModules());
    if (!indexes) for (const index of MIGRATION_105_INDEXES) await db.query(`DROP INDEX ${index}`);
    await addSlips(db, slips);
    await db.close();
    const server = await startServerProcess(kind === 'postgres' ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir });
    try {
      const cookie = await logIn(server.url);
      const rows: Record<string, string | number>[] = [];
      for (const [name, path] of Object.entries(CALLS)) {
        const cpu = server.cpuSeconds();
        const started = performance.now();
        const latencies = await time(server.url, path, cookie);
        const seconds = (performance.now() - started) / 1000;
        rows.push({
          db: kind,
          slips,
          indexes: indexes ? 'with 105' : 'without',
          call: name,
          'p50 ms': round1(percentile(latencies, 50)),
          'p99 ms': round1(percentile(latencies, 99)),
          'server CPU %': round1(((server.cpuSeconds() - cpu) / seconds) * 100),
          'RSS MB': server.memoryMb().rss,
        });
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

const all: Record<string, string | number>[] = [];
for (const kind of DATABASES) {
  for (const slips of SLIPS) {
    for (const indexes of [false, true]) {
      process.stderr.write(`${kind}, ${slips} slips, ${indexes ? 'with' : 'without'} migration 105's indexes...\n`);
      all.push(...(await benchOne(kind, slips, indexes)));
    }
  }
}
printTable(all);
