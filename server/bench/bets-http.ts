/**
 * Single-leg pre-match bets over HTTP against the real server in its own process, at several
 * concurrencies, on the real PostgreSQL server and on the embedded PGlite; beside each run, the
 * same row work without the server (pgbench on PostgreSQL, a direct loop on PGlite) for the ratio.
 *
 *   npm run build:server && npx tsx bench/bets-http.ts [--db=postgres,pglite] [--c=16,32,64] [--seconds=10]
 *
 * Prints bets/s, p50/p99 latency, refusals, database statements and transactions per bet (from
 * GET /api/health), server CPU and memory, the CPU of the load generator and of PostgreSQL and
 * what the machine left idle (where the two cores went), and the baseline's transactions/s.
 * Asserts nothing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb } from '../src/db/open-db.js';
import { sampleOf } from '../src/metrics/testing/prometheus-text.js';
import {
  machineIdleSeconds,
  operatorHeaders,
  percentile,
  printTable,
  processCpuSeconds,
  round1,
  startServerProcess,
  type ServerProcess,
} from './bench-kit.js';
import { logInBenchMember, openPrematchPicks, prepareBenchMembers, type BenchFixtureRow } from './bench-members.js';
import { pgliteRowWorkBaseline, pgbenchRowWork } from './row-work-baseline.js';
import { BENCH_STAKE, placeBets } from './bet-load.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const DATABASES = (args.get('db') ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const CONCURRENCY = (args.get('c') ?? '16,32,64').split(',').map(Number);
const SECONDS = Number(args.get('seconds') ?? 10);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = Math.max(...CONCURRENCY);

async function roundTrips(url: string): Promise<{ statements: number; transactions: number }> {
  const health = (await (await fetch(`${url}/api/health`, { headers: operatorHeaders() })).json()) as {
    roundTrips: { statements: number; transactions: number };
  };
  return health.roundTrips;
}

/** The server's own count of placed pre-match bets (GET /metrics), to set beside the generator's. */
async function metricsPlaced(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { headers: operatorHeaders() })).text();
  return sampleOf(text, 'bets_placed_total', { game: 'prematch' }) ?? 0;
}

async function benchDatabase(kind: 'postgres' | 'pglite'): Promise<Record<string, string | number>[]> {
  const dbName = `bench_bets_${process.pid}`;
  const dataDir = kind === 'pglite' ? await mkdtemp(join(tmpdir(), 'bench-bets-')) : '';
  const databaseUrl = kind === 'postgres' ? PG_ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`) : '';
  if (kind === 'postgres') await adminQuery(`CREATE DATABASE ${dbName}`);
  const rows: Record<string, string | number>[] = [];
  let server: ServerProcess | null = null;
  try {
    const db = await openDb(kind === 'postgres' ? { databaseUrl } : { dataDir });
    const members = await prepareBenchMembers(db, { count: MEMBERS, prefix: 'bench', nickname: '벤치', phoneBlock: '9000' });
    await db.close();
    server = await startServerProcess(kind === 'postgres' ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir });
    for (const m of members) await logInBenchMember(server.url, m);
    const picks = openPrematchPicks(
      (await (await fetch(`${server.url}/api/sports-prematch/fixtures?perpage=100`)).json()) as BenchFixtureRow[],
    );
    await placeBets(server.url, members, picks, Math.min(8, members.length), { seconds: 2 }); // warm-up
    for (const c of CONCURRENCY) {
      const before = await roundTrips(server.url);
      const placed0 = await metricsPlaced(server.url);
      const cpu0 = server.cpuSeconds();
      const [gen0, pg0, idle0] = [process.cpuUsage(), processCpuSeconds('postgres'), machineIdleSeconds()];
      const r = await placeBets(server.url, members, picks, c, { seconds: SECONDS });
      const cpu = server.cpuSeconds() - cpu0;
      const gen = process.cpuUsage(gen0);
      const [pg, idle] = [processCpuSeconds('postgres') - pg0, machineIdleSeconds() - idle0];
      const after = await roundTrips(server.url);
      const placedOnMetrics = (await metricsPlaced(server.url)) - placed0;
      const attempts = r.placed + [...r.refused.values()].reduce((a, b) => a + b, 0);
      const mem = server.memoryMb();
      rows.push({
        db: kind,
        c,
        'bets/s': Math.round(r.placed / r.seconds),
        // The bets the generator saw placed, and the server's count of them on GET /metrics (equal when sound).
        placed: r.placed,
        '/metrics placed': placedOnMetrics,
        'p50 ms': round1(percentile(r.latencies, 50)),
        'p99 ms': round1(percentile(r.latencies, 99)),
        refused: [...r.refused.entries()].map(([k, v]) => `${k}:${v}`).join(' ') || '0',
        'stmts/bet': round1((after.statements - before.statements) / Math.max(1, attempts)),
        'tx/bet': round1((after.transactions - before.transactions) / Math.max(1, attempts)),
        'server CPU %': Math.round((cpu / r.seconds) * 100),
        // Where the rest of the machine went: the load generator (this process) and PostgreSQL.
        'generator CPU %': Math.round(((gen.user + gen.system) / 1e6 / r.seconds) * 100),
        'postgres CPU %': kind === 'postgres' ? Math.round((pg / r.seconds) * 100) : '-',
        'idle %': Math.round((idle / r.seconds) * 100),
        'RSS MB': Math.round(mem.rss),
      });
    }
    await server.stop();
    server = null;
    // The same row work without the server, on the same database, in the same run.
    // PGlite has one connection, so concurrency does not apply: its one loop is every row's baseline.
    const pgliteBaseline = kind === 'pglite' ? await pgliteRowWorkBaseline(dataDir, SECONDS) : 0;
    for (const c of CONCURRENCY) {
      const baseline = kind === 'postgres' ? pgbenchRowWork(databaseUrl, c, SECONDS) : pgliteBaseline;
      const row = rows.find((r) => r.db === kind && r.c === c)!;
      row['baseline tx/s'] = Math.round(baseline);
      row['ratio'] = (Number(row['bets/s']) / baseline).toFixed(2);
    }
  } finally {
    await server?.stop();
    if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
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

const cpuModel = execFileSync('sh', ['-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"]).toString().trim();
console.log(
  `bets over HTTP: ${SECONDS} s per run, stake ${BENCH_STAKE} won, ${MEMBERS} members; ${cpuModel}, ${String(availableParallelism())} cores`,
);
const all: Record<string, string | number>[] = [];
for (const kind of DATABASES) all.push(...(await benchDatabase(kind)));
printTable(all);
if (args.has('out')) await writeFile(args.get('out')!, JSON.stringify(all, null, 2));
