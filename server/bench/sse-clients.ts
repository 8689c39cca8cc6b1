/**
 * SSE at scale (issue 12): thousands of clients on the real server (node server/dist/main.js, its
 * own process), held by load-generator processes of their own (sse-client-worker.ts: raw
 * keep-alive sockets, not an EventSource each), while the server publishes `--hz` frames a second
 * that reach every client (SSE_LOAD_HZ on the 'general' stream). Each frame carries its publish
 * time, so the delivery latency is read on the same machine clock. Scenarios:
 *
 * - one: one instance, in-process broker, all clients on it;
 * - two: two instances over Redis (REDIS_URL, a prefix of the run), half the clients each; only
 *   instance A publishes, Redis carries every frame to both.
 *
 *   npm run build:server && npx tsx server/bench/sse-clients.ts [--clients=5000] [--hz=10]
 *       [--seconds=15] [--warmup=3] [--workers=2] [--scenarios=one,two]
 *
 * Prints per scenario: messages/s delivered (and asked), latency p50/p99/max, server CPU and RSS,
 * RSS per client above the idle process, the generator's own CPU, and the load average around the
 * run (the machine is shared: a loaded run overstates the latency). Asserts nothing. Needs
 * PostgreSQL at BENCH_PG_URL (a fresh database per run, dropped after) and, for 'two', Redis at
 * BENCH_REDIS_URL. Loopback addresses only.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { printTable, round1, startServerProcess, type ServerProcess } from './bench-kit.js';
import type { WorkerReport } from './sse-client-worker.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const num = (name: string, fallback: number): number => Number(args.get(name) ?? fallback);
const CLIENTS = num('clients', 5_000);
const HZ = num('hz', 10);
const SECONDS = num('seconds', 15);
const WARMUP = num('warmup', 3);
const WORKERS = num('workers', 2);
const SCENARIOS = (args.get('scenarios') ?? 'one,two').split(',') as Array<'one' | 'two'>;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SSE_PATH = '/api/sse/general';

const step = (what: string): void => void process.stderr.write(`[sse ${new Date().toISOString().slice(11, 19)}] ${what}\n`);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const load = (): string =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A load-generator process and a way to ask it something and wait for its answer. */
class Worker {
  readonly child: ChildProcess;
  constructor() {
    this.child = fork(resolve(import.meta.dirname, 'sse-client-worker.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  }
  ask<T>(command: object, answer: string): Promise<T> {
    return new Promise((resolve) => {
      const listener = (message: { type: string }): void => {
        if (message.type !== answer) return;
        this.child.off('message', listener);
        resolve(message as T);
      };
      this.child.on('message', listener);
      this.child.send(command);
    });
  }
  tell(command: object): void {
    this.child.send(command);
  }
  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.tell({ type: 'close' });
      setTimeout(() => this.child.kill('SIGKILL'), 5_000).unref();
    });
  }
}

/** Merges the workers' sparse histograms into sorted latencies' percentiles. */
function latencyFigures(reports: readonly WorkerReport[]): { p50: number; p99: number; max: number } {
  const counts = new Map<number, number>();
  for (const r of reports) for (const [bucket, count] of r.histogram) counts.set(bucket, (counts.get(bucket) ?? 0) + count);
  const buckets = [...counts.entries()].sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((n, [, c]) => n + c, 0);
  const at = (p: number): number => {
    const wanted = Math.ceil((p / 100) * total);
    let seen = 0;
    for (const [bucket, count] of buckets) {
      seen += count;
      if (seen >= wanted) return (bucket + 0.5) * (reports[0]?.bucketMs ?? 0.1);
    }
    return NaN;
  };
  return { p50: at(50), p99: at(99), max: Math.max(...reports.map((r) => r.maxMs)) };
}

interface Instance {
  readonly name: string;
  readonly server: ServerProcess;
}

async function runScenario(scenario: 'one' | 'two'): Promise<Record<string, string | number>> {
  const dbName = `bench_sse_${randomBytes(4).toString('hex')}`;
  const databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  const instances: Instance[] = [];
  const workers: Worker[] = [];
  const loadBefore = load();
  try {
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const common: Record<string, string> = { DATABASE_URL: databaseUrl, SPORTS_FEED: 'off' };
    if (scenario === 'two') Object.assign(common, { REDIS_URL, REDIS_PREFIX: `${dbName}:` });
    step(`${scenario}: starting ${scenario === 'one' ? 'one instance' : 'two instances over Redis'} (database ${dbName})`);
    instances.push({ name: 'A', server: await startServerProcess({ ...common, SSE_LOAD_HZ: String(HZ) }) });
    if (scenario === 'two') instances.push({ name: 'B', server: await startServerProcess(common) });
    await sleep(3_000);
    const idle = instances.map((i) => i.server.memoryMb().rss);

    // Worker w holds its share of the clients of instance w % instances.
    for (let w = 0; w < Math.max(WORKERS, instances.length); w++) workers.push(new Worker());
    const perWorker = workers.map((_, w) => Math.floor(CLIENTS / workers.length) + (w < CLIENTS % workers.length ? 1 : 0));
    const connected = await Promise.all(
      workers.map((worker, w) => {
        const { port } = new URL(instances[w % instances.length]!.server.url);
        return worker.ask<{ open: number; failed: number; ms: number }>(
          { type: 'connect', host: '127.0.0.1', port: Number(port), path: SSE_PATH, count: perWorker[w] },
          'connected',
        );
      }),
    );
    const open = connected.reduce((n, c) => n + c.open, 0);
    step(
      `${scenario}: ${open} of ${CLIENTS} clients connected (${connected.reduce((n, c) => n + c.failed, 0)} failed) in ${(Math.max(...connected.map((c) => c.ms)) / 1000).toFixed(1)} s`,
    );
    await sleep(WARMUP * 1_000);

    const cpuBefore = instances.map((i) => i.server.cpuTimes());
    for (const w of workers) w.tell({ type: 'measure' });
    const measureStarted = performance.now();
    await sleep(SECONDS * 1_000);
    const reports = await Promise.all(workers.map((w) => w.ask<WorkerReport>({ type: 'report' }, 'report')));
    const elapsed = (performance.now() - measureStarted) / 1000;
    const cpu = instances.map((i, k) => {
      const after = i.server.cpuTimes();
      const share = (seconds: number): number => (seconds / elapsed) * 100;
      return { user: share(after.user - cpuBefore[k]!.user), system: share(after.system - cpuBefore[k]!.system) };
    });
    const rss = instances.map((i) => i.server.memoryMb());
    const frames = reports.reduce((n, r) => n + r.frames, 0);
    const latency = latencyFigures(reports);
    const generatorCpu = reports.map((r) => (r.cpuSeconds / r.seconds) * 100);
    const perClientKb = instances.map((_, k) => {
      const clientsHere = connected.filter((_, w) => w % instances.length === k).reduce((n, c) => n + c.open, 0);
      return ((rss[k]!.rss - idle[k]!) * 1024) / Math.max(1, clientsHere);
    });
    return {
      scenario: scenario === 'one' ? '1 instance' : '2 instances, Redis',
      clients: open,
      'msgs/s': Math.round(frames / elapsed),
      asked: open * HZ,
      'p50 ms': round1(latency.p50),
      'p99 ms': round1(latency.p99),
      'max ms': round1(latency.max),
      'server CPU % (user+sys)': cpu
        .map((c) => `${(c.user + c.system).toFixed(0)} (${c.user.toFixed(0)}+${c.system.toFixed(0)})`)
        .join(' / '),
      'idle RSS MB': idle.map((m) => m.toFixed(0)).join(' / '),
      'RSS MB': rss.map((m) => m.rss.toFixed(0)).join(' / '),
      'KB/client': perClientKb.map((k) => k.toFixed(1)).join(' / '),
      'generator CPU %': generatorCpu.map((c) => c.toFixed(0)).join(' + '),
      'closed by server': reports.reduce((n, r) => n + r.closedByServer, 0),
      'load before/after': `${loadBefore} / ${load()}`,
    };
  } finally {
    await Promise.all(workers.map((w) => w.close()));
    for (const i of instances) await i.server.stop().catch(() => undefined);
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e: unknown) => step(`drop database: ${String(e)}`));
  }
}

const rows: Record<string, string | number>[] = [];
for (const scenario of SCENARIOS) rows.push(await runScenario(scenario));
console.log(
  `SSE: ${CLIENTS} clients x ${HZ} Hz on /api/sse/general, ${SECONDS} s measured after ${WARMUP} s of warm-up; ${WORKERS} generator processes (raw sockets); load average (1/5/15 min) beside each run`,
);
printTable(rows);
console.log('\ntargets (issue 12): one instance p99 <= 100 ms and <= 20 KB per client above idle; two instances p99 <= 150 ms');
