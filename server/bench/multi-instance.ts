/**
 * Two server instances behind nginx, sharing one PostgreSQL database and one Redis (issue 12,
 * "More than one instance"): a short load through the balancer, one instance killed (SIGKILL) in
 * the middle and started again a little later, then what was acknowledged, retried, refused and
 * lost, whether history reads through either instance show the bets placed through the other,
 * and whether the SSE clients resumed with no gap. Prints figures; asserts nothing (the exit code
 * is 1 when a bet was lost or a frame missed, so a reader sees it at once).
 *
 *   npm run bench:instances -- [--members=16] [--sse=20] [--seconds=40] [--kill-at=10]
 *                              [--restart-after=5] [--rate=50] [--kill=feed|other] [--sse-retry=3000]
 *   (= npm run build:server && npx tsx server/bench/multi-instance.ts ...)
 *
 * Needs nginx (Debian: `apt-get install -y nginx`; only the binary is used, started here in the
 * foreground with its own configuration in a temporary folder), PostgreSQL at BENCH_PG_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres: a fresh database is created and dropped)
 * and Redis at BENCH_REDIS_URL (default redis://127.0.0.1:6379; a prefix of its own per run).
 *
 * - Bets: `--members` clients, each its own member (created like bets-http.ts does), placing
 *   single-leg pre-match bets back to back, each with an Idempotency-Key. A request whose
 *   connection failed, or that nginx answered 502/503/504 (its instance died under it), is sent
 *   again with the SAME key until it gets an answer. LOST = bets answered 200 whose slip is not
 *   in the database at the end.
 * - SSE: `--sse` clients on the in-play odds stream (/api/sports-inplay/slip-stream, each watching
 *   some in-play odds ids), reconnecting after a dropped stream with Last-Event-ID. The truth is
 *   the broker itself: this script subscribes to the run's Redis channel and records every odds
 *   frame in order; a client's gaps are the frames of its odds ids between its first frame and the
 *   end of the load that it never received (a `reset` event counts too).
 * - The killed instance is the feed lease holder by default (`--kill=feed`): the odds stop until
 *   the other instance takes the lease over (10 s lease, renewed every 2 s), which the pause figure shows.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb } from '../src/db/open-db.js';
import { betClient, type BetFigures } from './instances-bets.js';
import { nginxConfig, requireNginx, startNginx, waitFor } from './instances-nginx.js';
import { recordTruth, sseClient, type SseClient } from './instances-sse.js';
import { freePort, operatorHeaders, startServerProcess, type ServerProcess } from './bench-kit.js';
import { logInBenchMember, openPrematchPicks, prepareBenchMembers, type BenchFixtureRow } from './bench-members.js';
import { crossHistory, storedBets } from './instances-outcome.js';
import { reportInstancesRun } from './instances-report.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const num = (name: string, fallback: number): number => Number(args.get(name) ?? fallback);
const MEMBERS = num('members', 16);
const SSE_CLIENTS = num('sse', 20);
const SECONDS = num('seconds', 40);
const KILL_AT = num('kill-at', 10);
const RESTART_AFTER = num('restart-after', 5);
const RATE = num('rate', 50);
const KILL: 'feed' | 'other' = args.get('kill') === 'other' ? 'other' : 'feed';
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ODDS_PER_SSE_CLIENT = 100; // the slip stream's most ids
const SSE_RETRY_MS = num('sse-retry', 3_000); // a browser's EventSource waits about 3 s before it reconnects
/** Progress on stderr (the figures go to stdout). */
const step = (what: string): void => void process.stderr.write(`[instances ${new Date().toISOString().slice(11, 19)}] ${what}\n`);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/* ------------------------------------------------------------------ prerequisites */

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/* ------------------------------------------------------------------ database */

/* ------------------------------------------------------------------ the site through the balancer */

async function fixtures(url: string, mode: 'prematch' | 'inplay'): Promise<BenchFixtureRow[]> {
  const res = await fetch(`${url}/api/sports-${mode}/fixtures?perpage=100`);
  if (res.status !== 200) throw new Error(`${mode} fixtures: ${res.status}`);
  return (await res.json()) as BenchFixtureRow[];
}

/* ------------------------------------------------------------------ the run */

interface Instance {
  readonly name: 'A' | 'B';
  readonly port: number;
  process: ServerProcess;
}

async function feedRuns(url: string): Promise<number> {
  const health = (await (await fetch(`${url}/api/health`, { headers: operatorHeaders() })).json()) as {
    tasks?: Record<string, { runs?: number }>;
  };
  return health.tasks?.feedSync?.runs ?? 0;
}

async function main(): Promise<void> {
  const nginxVersion = requireNginx();
  const cpuModel = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const loadBefore = loadavg();
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const dbName = `bench_multi_${runId}`;
  const databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  const prefix = `bench-multi-${runId}:`;
  const dir = mkdtempSync(join(tmpdir(), 'bench-multi-'));
  const instances: Instance[] = [];
  let nginx: ChildProcess | null = null;
  let stopTruth: (() => Promise<void>) | null = null;
  const cleanup = async (): Promise<void> => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGQUIT');
      await Promise.race([gone, sleep(3_000)]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    for (const i of instances) await i.process.stop().catch(() => undefined);
    await stopTruth?.().catch(() => undefined);
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e: unknown) => step(`drop database: ${String(e)}`));
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    step(`database ${dbName}: create, migrate, seed, ${MEMBERS} members`);
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const setup = await openDb({ databaseUrl });
    const members = await prepareBenchMembers(setup, { count: MEMBERS, prefix: 'multi', nickname: '다중', phoneBlock: '9100' });
    await setup.close();

    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      SPORTS_FEED_LOAD_RATE: String(RATE),
      SPORTS_FEED_SEED: '27', // 17 matches in play at once
    };
    const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
    step(`instances A (:${portA}) and B (:${portB}), Redis prefix ${prefix}`);
    const { truth, stop } = await recordTruth(REDIS_URL, prefix);
    stopTruth = stop;
    instances.push({ name: 'A', port: portA, process: await startServerProcess(env, portA) });
    instances.push({ name: 'B', port: portB, process: await startServerProcess(env, portB) });
    nginx = startNginx(dir, nginxConfig(dir, portLb, [portA, portB]));
    const lb = `http://127.0.0.1:${portLb}`;
    await waitFor(`${lb}/api/health`, 10_000);
    step(`nginx (${nginxVersion}) on :${portLb}`);

    for (const m of members) await logInBenchMember(lb, m);
    const picks = openPrematchPicks(await fixtures(lb, 'prematch'));
    const inplayOdds = (await fixtures(lb, 'inplay')).flatMap((f) => f.markets.flatMap((mk) => mk.odds.map((o) => o.id)));
    if (inplayOdds.length === 0) throw new Error('no in-play odds to watch');

    // The feed runs on the lease holder only: its feedSync task counts runs.
    await sleep(1_500);
    const runs = await Promise.all(instances.map((i) => feedRuns(`http://127.0.0.1:${i.port}`)));
    const holder = runs[0]! >= runs[1]! ? 0 : 1;
    const victim = instances[KILL === 'feed' ? holder : 1 - holder]!;
    const survivor = instances.find((i) => i !== victim)!;

    // SSE clients, each watching a slice of the in-play odds.
    const sseStop = new AbortController();
    const sseClients: SseClient[] = Array.from({ length: SSE_CLIENTS }, (_, k) => ({
      oddsIds: new Set(
        Array.from({ length: Math.min(ODDS_PER_SSE_CLIENT, inplayOdds.length) }, (_, j) => inplayOdds[(k * 37 + j) % inplayOdds.length]!),
      ),
      received: [],
      reconnects: 0,
      resets: 0,
      ports: [],
    }));
    const sseDone = Promise.all(sseClients.map((c) => sseClient(lb, c, sseStop.signal, SSE_RETRY_MS)));
    await sleep(500);

    step(
      `load: ${MEMBERS} bettors, ${SSE_CLIENTS} SSE clients, ${RATE} odds changes/s, ${SECONDS} s; SIGKILL ${victim.name} (${KILL === 'feed' ? 'feed lease holder' : 'not the lease holder'}) at ${KILL_AT} s, restart ${RESTART_AFTER} s later`,
    );
    const figures: BetFigures = {
      acks: [],
      refused: new Map(),
      retriedRequests: 0,
      retryAttempts: 0,
      givenUp: 0,
      latencies: [],
      errors: [],
    };
    const t0 = performance.now();
    const running = (): boolean => performance.now() - t0 < SECONDS * 1000;
    const cpu0 = instances.map((i) => i.process.cpuSeconds());
    const betsDone = Promise.all(members.map((m, k) => betClient(lb, m, picks, figures, running, k * 7)));

    let killedAt = 0;
    let restartedAt = 0;
    const cpuVictim = { before: 0 };
    const chaos = (async () => {
      await sleep(KILL_AT * 1000);
      cpuVictim.before = victim.process.cpuSeconds() - cpu0[instances.indexOf(victim)]!;
      killedAt = performance.now();
      await victim.process.kill('SIGKILL');
      step(`killed ${victim.name} (SIGKILL)`);
      await sleep(RESTART_AFTER * 1000);
      victim.process = await startServerProcess(env, victim.port);
      restartedAt = performance.now();
      step(`${victim.name} started again`);
    })();
    await betsDone;
    await chaos;
    const endIndex = truth.ids.length;
    const cpuSurvivor = survivor.process.cpuSeconds() - cpu0[instances.indexOf(survivor)]!;
    await sleep(2_000); // let every client catch up with the frames published before the end
    sseStop.abort();
    await sseDone;
    const loadAfter = loadavg();

    const stored = await storedBets(databaseUrl, figures.acks, members);
    const cross = await crossHistory(instances, members, figures.acks);
    const sound = reportInstancesRun({
      options: {
        members: MEMBERS,
        sseClients: SSE_CLIENTS,
        sseRetryMs: SSE_RETRY_MS,
        rate: RATE,
        seconds: SECONDS,
        kill: KILL,
        killAt: KILL_AT,
      },
      machine: { cpuModel, loadBefore, loadAfter },
      instances,
      victim,
      survivor,
      figures,
      times: { t0, killedAt, restartedAt },
      cpu: { victimBefore: cpuVictim.before, survivor: cpuSurvivor },
      stored,
      cross,
      sseClients,
      truth,
      endIndex,
    });
    process.exitCode = sound ? 0 : 1;
  } finally {
    await cleanup();
  }
}

await main();
