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
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openDb } from '../src/db/open-db.js';
import { checkLedger } from '../src/ledger/balances.js';
import { freePort, percentile, printTable, round1, startServerProcess, type ServerProcess } from './bench-kit.js';
import {
  logInBenchMember,
  openPrematchPicks,
  prepareBenchMembers,
  type BenchFixtureRow,
  type BenchMember,
  type BenchPick,
} from './bench-members.js';

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
const STAKE = 10_000;
const ODDS_PER_SSE_CLIENT = 100; // the slip stream's most ids
const SSE_RETRY_MS = num('sse-retry', 3_000); // a browser's EventSource waits about 3 s before it reconnects
const BET_RETRY_MS = 200;
const GIVE_UP_AFTER_MS = 30_000; // a request still unanswered after this is counted as given up
/** Progress on stderr (the figures go to stdout). */
const step = (what: string): void => void process.stderr.write(`[instances ${new Date().toISOString().slice(11, 19)}] ${what}\n`);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/* ------------------------------------------------------------------ prerequisites */

function requireNginx(): string {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    console.error(
      'nginx is not installed (or not on PATH). This benchmark starts its own nginx in the foreground\n' +
        "as the load balancer; install Debian's package first:\n\n  apt-get update && apt-get install -y nginx\n\n" +
        '(only the binary is used: the packaged service need not run).',
    );
    process.exit(2);
  }
  return (probe.stderr || probe.stdout).trim();
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

/* ------------------------------------------------------------------ database */

/* ------------------------------------------------------------------ nginx */

function nginxConfig(dir: string, listen: number, upstreams: readonly number[]): string {
  const root = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${root}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listen};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_connect_timeout 1s;
    # A request that could not be sent is tried on the other instance; a POST that was sent is
    # never sent twice by nginx (the client retries it with its Idempotency-Key).
    proxy_next_upstream error timeout;
    add_header X-Upstream $upstream_addr always;
    location /api/sse/ {
      proxy_pass http://site;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location /api/sports-inplay/slip-stream {
      proxy_pass http://site;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://site;
    }
  }
}
`;
}

function startNginx(dir: string, conf: string): ChildProcess {
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const test = spawnSync('nginx', ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', file], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  return spawn('nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await sleep(100);
  }
}

/* ------------------------------------------------------------------ the site through the balancer */

async function fixtures(url: string, mode: 'prematch' | 'inplay'): Promise<BenchFixtureRow[]> {
  const res = await fetch(`${url}/api/sports-${mode}/fixtures?perpage=100`);
  if (res.status !== 200) throw new Error(`${mode} fixtures: ${res.status}`);
  return (await res.json()) as BenchFixtureRow[];
}

/* ------------------------------------------------------------------ bets */

interface Ack {
  readonly memberId: number;
  readonly slipId: number;
  /** The instance's port that answered (nginx's X-Upstream: the last address tried). */
  readonly port: number;
  readonly replayed: boolean;
  /** performance.now() of the answer. */
  readonly at: number;
}
interface BetFigures {
  acks: Ack[];
  refused: Map<string, number>;
  /** Requests sent again with the same key (each counted once), and the extra attempts. */
  retriedRequests: number;
  retryAttempts: number;
  givenUp: number;
  latencies: number[];
  /** Answers 5xx other than the balancer's 502/503/504: when, from which instance, what. */
  errors: { at: number; port: number; status: number; message: string }[];
}

const upstreamPort = (res: Response): number => Number(/:(\d+)\s*$/.exec(res.headers.get('x-upstream') ?? '')?.[1] ?? 0);

async function betClient(
  url: string,
  m: BenchMember,
  picks: BenchPick[],
  figures: BetFigures,
  running: () => boolean,
  offset: number,
): Promise<void> {
  let n = offset;
  while (running()) {
    const pick = picks[n++ % picks.length]!;
    const key = randomUUID();
    const body = JSON.stringify({
      memberId: m.id,
      totalRatio: pick.betPrice,
      amounts: STAKE,
      bettings: [pick],
      gameDetailType: 91,
      gameStyle: 'EU',
      changeFlag: false,
    });
    const started = performance.now();
    let attempts = 0;
    for (;;) {
      attempts++;
      let res: Response | null = null;
      try {
        res = await fetch(`${url}/api/sports-prematch/betting`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: m.cookie, 'x-csrf-token': m.csrf, 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        // the connection failed: sent again below with the same key
      }
      if (res === null || res.status === 502 || res.status === 503 || res.status === 504) {
        await res?.body?.cancel();
        if (performance.now() - started > GIVE_UP_AFTER_MS) {
          figures.givenUp++;
          break;
        }
        await sleep(BET_RETRY_MS);
        continue;
      }
      const answer = (await res.json()) as {
        id?: number;
        code?: string;
        bettings?: { oddsId: number; betPrice: number; version: number }[];
      };
      figures.latencies.push(performance.now() - started);
      if (res.status === 200 && typeof answer.id === 'number') {
        figures.acks.push({
          memberId: m.id,
          slipId: answer.id,
          port: upstreamPort(res),
          replayed: res.headers.get('idempotent-replay') === 'true',
          at: performance.now(),
        });
      } else {
        const code = answer.code ?? String(res.status);
        figures.refused.set(code, (figures.refused.get(code) ?? 0) + 1);
        if (res.status >= 500) {
          const message = (answer as { message?: string }).message ?? '';
          figures.errors.push({ at: performance.now(), port: upstreamPort(res), status: res.status, message });
        }
        for (const moved of answer.bettings ?? []) {
          const p = picks.find((x) => x.oddsId === moved.oddsId);
          if (p) Object.assign(p, { betPrice: moved.betPrice, version: moved.version });
        }
      }
      break;
    }
    if (attempts > 1) {
      figures.retriedRequests++;
      figures.retryAttempts += attempts - 1;
    }
  }
}

/* ------------------------------------------------------------------ SSE */

interface SseClient {
  readonly oddsIds: Set<number>;
  /** Frame ids in the order received. */
  readonly received: string[];
  reconnects: number;
  resets: number;
  /** Ports of the instances that served its connections, in order. */
  readonly ports: number[];
}

/**
 * One odds-stream client: reads frames, and when the stream ends or fails, waits SSE_RETRY_MS and
 * reconnects with Last-Event-ID (what the browser's EventSource does).
 */
async function sseClient(url: string, client: SseClient, signal: AbortSignal): Promise<void> {
  const query = `betIds=${[...client.oddsIds].join(',')}`;
  let lastId: string | null = null;
  let first = true;
  while (!signal.aborted) {
    if (!first) {
      client.reconnects++;
      await sleep(SSE_RETRY_MS);
      if (signal.aborted) return;
    }
    first = false;
    try {
      const res = await fetch(`${url}/api/sports-inplay/slip-stream?${query}`, {
        headers: { accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
        signal,
      });
      client.ports.push(upstreamPort(res));
      if (res.status !== 200 || !res.body) {
        await res.body?.cancel();
        continue;
      }
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
          }
          if (event === 'reset') client.resets++;
          if (id !== null) {
            lastId = id;
            client.received.push(id);
          }
        }
      }
    } catch {
      /* the stream broke (instance killed) or we are stopping */
    }
  }
}

/** Every odds frame the broker carried, in the broker's order: the truth the clients are held to. */
interface Truth {
  readonly ids: string[];
  /** The odds ids a frame carries (a market frame: every row; the desk's frame: one). */
  readonly oddsIdOf: Map<string, number[]>;
  readonly at: number[];
}

async function recordTruth(prefix: string): Promise<{ truth: Truth; stop: () => Promise<void> }> {
  const truth: Truth = { ids: [], oddsIdOf: new Map(), at: [] };
  const sub = new Redis(REDIS_URL, { maxRetriesPerRequest: 3 });
  sub.on('message', (_channel: string, text: string) => {
    const envelope = JSON.parse(text) as { id: string; data: { id?: number; odds?: Array<{ id: number }> } };
    truth.ids.push(envelope.id);
    truth.oddsIdOf.set(
      envelope.id,
      (envelope.data.odds ?? [envelope.data]).map((o) => Number(o.id)),
    );
    truth.at.push(performance.now());
  });
  await sub.subscribe(`${prefix}odds`);
  return { truth, stop: async () => void (await sub.quit()) };
}

interface SseFigures {
  frames: number;
  reconnects: number;
  resets: number;
  gaps: number;
  duplicates: number;
  outOfOrder: number;
  unknown: number;
}

function judgeSse(clients: readonly SseClient[], truth: Truth, endIndex: number): SseFigures {
  const index = new Map<string, number>();
  truth.ids.forEach((id, i) => index.set(id, i));
  const out: SseFigures = { frames: 0, reconnects: 0, resets: 0, gaps: 0, duplicates: 0, outOfOrder: 0, unknown: 0 };
  for (const c of clients) {
    out.frames += c.received.length;
    out.reconnects += c.reconnects;
    out.resets += c.resets;
    const seen = new Set<string>();
    let firstIndex = Number.POSITIVE_INFINITY;
    let previous = -1;
    for (const id of c.received) {
      if (seen.has(id)) out.duplicates++;
      seen.add(id);
      const i = index.get(id);
      if (i === undefined) {
        out.unknown++;
        continue;
      }
      if (i < previous) out.outOfOrder++;
      previous = i;
      firstIndex = Math.min(firstIndex, i);
    }
    if (!Number.isFinite(firstIndex)) continue;
    for (let i = firstIndex; i < endIndex; i++) {
      const id = truth.ids[i]!;
      if ((truth.oddsIdOf.get(id) ?? []).some((oddsId) => c.oddsIds.has(oddsId)) && !seen.has(id)) out.gaps++;
    }
  }
  return out;
}

/** Longest stretch without an odds frame between `from` and `to` (ms), e.g. while the lease moved. */
function longestPause(truth: Truth, from: number, to: number): number {
  let longest = 0;
  let previous = from;
  for (const t of truth.at) {
    if (t < from) continue;
    if (t > to) break;
    longest = Math.max(longest, t - previous);
    previous = t;
  }
  return Math.max(longest, to - previous);
}

/**
 * Time from the kill to the first odds frame of another publisher (frame ids are
 * `<publisher>-<sequence>`): how long the feed stood still while the lease moved. Null when no
 * other publisher spoke before the truth was read.
 */
function feedTakeoverMs(truth: Truth, killedAt: number): number | null {
  const publisher = (id: string): string => id.slice(0, id.lastIndexOf('-'));
  let last: string | null = null;
  for (let i = 0; i < truth.ids.length; i++) {
    if (truth.at[i]! <= killedAt) last = publisher(truth.ids[i]!);
    else if (last !== null && publisher(truth.ids[i]!) !== last) return truth.at[i]! - killedAt;
  }
  return null;
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
  const health = (await (await fetch(`${url}/api/health`)).json()) as { tasks?: Record<string, { runs?: number }> };
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
    const { truth, stop } = await recordTruth(prefix);
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
    const sseDone = Promise.all(sseClients.map((c) => sseClient(lb, c, sseStop.signal)));
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
