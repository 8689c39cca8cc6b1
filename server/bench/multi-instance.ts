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
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb } from '../src/db/open-db.js';
import { checkLedger } from '../src/ledger/balances.js';
import { betClient, type BetFigures } from './instances-bets.js';
import { nginxConfig, requireNginx, startNginx, waitFor } from './instances-nginx.js';
import { judgeSse, feedTakeoverMs, longestPause, recordTruth, sseClient, type SseClient } from './instances-sse.js';
import { freePort, operatorHeaders, percentile, printTable, round1, startServerProcess, type ServerProcess } from './bench-kit.js';
import { logInBenchMember, openPrematchPicks, prepareBenchMembers, type BenchFixtureRow, type BenchMember } from './bench-members.js';

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

/* ------------------------------------------------------------------ history through each instance */

async function historyIds(instanceUrl: string, m: BenchMember): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${instanceUrl}/api/sports-prematch/bettings?page=${page}&perpage=100&memberUserId=${m.userId}`, {
      headers: { cookie: m.cookie },
    });
    if (res.status !== 200) throw new Error(`history ${m.userId} page ${page}: ${res.status} ${await res.text()}`);
    const rows = (await res.json()) as { id: number }[];
    for (const r of rows) ids.add(Number(r.id));
    if (rows.length < 100) return ids;
  }
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

    // What the database holds.
    const check = await openDb({ databaseUrl });
    const ackedIds = figures.acks.map((a) => a.slipId);
    const present = new Set(
      (await check.query<{ id: number }>('SELECT id FROM bet_slips WHERE id = ANY($1::bigint[])', [ackedIds])).rows.map((r) =>
        Number(r.id),
      ),
    );
    const lost = ackedIds.filter((id) => !present.has(id)).length;
    const inDb = Number(
      (
        await check.query<{ n: number }>('SELECT count(*)::int AS n FROM bet_slips WHERE member_id = ANY($1::bigint[])', [
          members.map((m) => m.id),
        ])
      ).rows[0]!.n,
    );
    const ledger = await checkLedger(check);
    await check.close();

    // History read straight from each instance (not through nginx).
    const seenVia = new Map<number, Set<string>>(); // slip id -> instances whose history shows it
    for (const i of instances) {
      for (const m of members) {
        for (const id of await historyIds(`http://127.0.0.1:${i.port}`, m)) {
          const s = seenVia.get(id) ?? new Set<string>();
          s.add(i.name);
          seenVia.set(id, s);
        }
      }
    }
    const cross = instances.map((i) => {
      const other = instances.find((x) => x !== i)!;
      const placed = figures.acks.filter((a) => a.port === i.port);
      return {
        placed: placed.length,
        shown: placed.filter((a) => seenVia.get(a.slipId)?.has(other.name)).length,
        name: i.name,
        other: other.name,
      };
    });

    const sse = judgeSse(sseClients, truth, endIndex);
    const betsEnd = t0 + SECONDS * 1000; // no bet starts after this
    const pauseMs = killedAt ? longestPause(truth, killedAt, betsEnd) : 0;
    const takeoverMs = KILL === 'feed' && killedAt ? feedTakeoverMs(truth, killedAt) : null;
    const lat = [...figures.latencies].sort((a, b) => a - b);
    const refused = [...figures.refused.values()].reduce((a, b) => a + b, 0);
    const rate = (from: number, to: number): string =>
      to > from ? String(Math.round(figures.acks.filter((a) => a.at >= from && a.at < to).length / ((to - from) / 1000))) : '-';
    const phases = `${rate(t0, killedAt)} / ${rate(killedAt, Math.min(restartedAt, betsEnd))} / ${rate(restartedAt, betsEnd)}`;
    const sseOnVictim = sseClients.filter((c) => c.ports[0] === victim.port).length;

    console.log(
      `\nTwo instances behind nginx: ${cpuModel}, ${availableParallelism()} cores; load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} before, ` +
        `${loadAfter.map((x) => x.toFixed(2)).join(' ')} after (the machine is shared: figures are noisy)`,
    );
    console.log(
      `${MEMBERS} bettors, ${SSE_CLIENTS} SSE clients (reconnecting after ${SSE_RETRY_MS} ms), ${RATE} odds changes/s, ${SECONDS} s of load; ${victim.name} (${KILL === 'feed' ? 'the feed lease holder' : 'not the lease holder'}) ` +
        `SIGKILLed at ${KILL_AT} s, started again after ${((restartedAt - killedAt) / 1000).toFixed(1)} s\n`,
    );
    printTable([
      { what: 'bets acknowledged (200)', value: figures.acks.length },
      { what: '  of which answered from the stored answer (Idempotent-Replay)', value: figures.acks.filter((a) => a.replayed).length },
      { what: 'bets/s through nginx (whole run, kill included)', value: Math.round(figures.acks.length / SECONDS) },
      { what: `bets/s: both up / ${victim.name} down / both up again`, value: phases },
      {
        what: 'latency p50 / p99 / max, ms (retries included)',
        value: `${round1(percentile(lat, 50))} / ${round1(percentile(lat, 99))} / ${round1(lat.at(-1) ?? NaN)}`,
      },
      { what: 'requests retried with the same key (extra attempts)', value: `${figures.retriedRequests} (${figures.retryAttempts})` },
      { what: 'refused (code: count)', value: refused ? [...figures.refused.entries()].map(([k, v]) => `${k}: ${v}`).join(', ') : '0' },
      { what: 'given up (no answer within 30 s)', value: figures.givenUp },
      { what: 'LOST: acknowledged, not in the database', value: lost },
      { what: 'slips in the database (acknowledged + given up at most)', value: inDb },
      {
        what: 'ledger: unbalanced / drifted / negative',
        value: `${ledger.unbalanced.length} / ${ledger.drifted.length} / ${ledger.negative.length}`,
      },
      ...cross.map((c) => ({
        what: `placed through ${c.name}, shown in history read through ${c.other}`,
        value: `${c.shown} / ${c.placed}`,
      })),
      { what: `SSE clients first connected to ${victim.name}`, value: `${sseOnVictim} of ${SSE_CLIENTS}` },
      { what: 'SSE frames received', value: sse.frames },
      { what: 'SSE reconnects (Last-Event-ID)', value: sse.reconnects },
      { what: 'SSE gaps: frames of a watched id never received', value: sse.gaps },
      { what: 'SSE resets (resume id unknown)', value: sse.resets },
      { what: 'SSE duplicates / out of order / not from the broker', value: `${sse.duplicates} / ${sse.outOfOrder} / ${sse.unknown}` },
      {
        what: 'odds frames on the broker during the load (per second)',
        value: (() => {
          const n = truth.at.filter((t) => t >= t0 && t < betsEnd).length;
          return `${n} (${Math.round(n / SECONDS)}/s)`;
        })(),
      },
      { what: 'longest stretch without odds frames after the kill, s (until the load ended)', value: (pauseMs / 1000).toFixed(1) },
      ...(KILL === 'feed'
        ? [
            {
              what: 'feed taken over by another instance after, s (first frame of a new publisher)',
              value:
                takeoverMs === null ? `not within ${((performance.now() - killedAt) / 1000).toFixed(0)} s` : (takeoverMs / 1000).toFixed(1),
            },
          ]
        : []),
      {
        what: `server CPU % of one core: ${victim.name} until killed, ${survivor.name} whole run`,
        value: `${Math.round((cpuVictim.before / KILL_AT) * 100)} / ${Math.round((cpuSurvivor / SECONDS) * 100)}`,
      },
    ]);
    for (const e of figures.errors) {
      const name = instances.find((i) => i.port === e.port)?.name ?? '?';
      console.log(`server error at ${((e.at - t0) / 1000).toFixed(1)} s from ${name}: ${e.status} ${e.message}`);
    }
    const sound = lost === 0 && sse.gaps === 0 && sse.resets === 0 && cross.every((c) => c.shown === c.placed);
    console.log(sound ? '\nnothing lost, no gap' : '\nSOMETHING WAS LOST (see above)');
    process.exitCode = sound ? 0 : 1;
  } finally {
    await cleanup();
  }
}

await main();
