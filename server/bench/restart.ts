/**
 * `npm start` as a member of the team meets it, and a restart with many open bets (issue 12:
 * "< 10 s on an empty data folder; restart with 9,000 open bets < 5 s"), driving the built server
 * (`node server/dist/main.js`) as its own process on a fresh embedded (PGlite) data folder:
 *
 *   npm run build:server && npx tsx server/bench/restart.ts [--open-bets=9000] [--c=32]
 *
 * 1. what `npm start` does before the server runs: the UI staleness check and the server build;
 * 2. the first start on an empty data folder (migrations, demo seed), to the first answer;
 * 3. `--open-bets` waiting single-leg bets placed over HTTP by 64 members;
 * 4. a restart on that folder, to the first answer and to a bettor's /auth/me (the open stakes).
 * Prints the figures and the server's CPU and memory; asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../src/db/open-db.js';
import { percentile, round1, startServerProcess, type ServerProcess } from './bench-kit.js';
import { logInBenchMember, openPrematchPicks, prepareBenchMembers, type BenchFixtureRow } from './bench-members.js';
import { placeBets } from './bet-load.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const OPEN_BETS = Number(args.get('open-bets') ?? 9_000);
const CONCURRENCY = Number(args.get('c') ?? 32);
const MEMBERS = 64;

const lines: [string, string][] = [];
const say = (what: string, value: string): void => {
  lines.push([what, value]);
  console.error(`[restart] ${what}: ${value}`);
};
const ms = (n: number): string => `${n.toFixed(0)} ms`;

/** Runs an npm script the way `npm start` does and returns its wall time. */
function timedScript(command: string, argv: string[]): number {
  const t0 = performance.now();
  const run = spawnSync(command, argv, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command} ${argv.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  return performance.now() - t0;
}

/** Starts the server on `dataDir` and returns it with the time to "Server ready" and to a first answer. */
async function timedStart(dataDir: string): Promise<{ server: ServerProcess; ready: number; firstAnswer: number }> {
  const t0 = performance.now();
  const server = await startServerProcess({ DATA_DIR: dataDir });
  const ready = performance.now() - t0;
  await (await fetch(`${server.url}/api/setting/user`)).text();
  return { server, ready, firstAnswer: performance.now() - t0 };
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-restart-'));
let server: ServerProcess | null = null;
try {
  say(
    'load average before',
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' / '),
  );
  say('npm start: UI staleness check (app/dist up to date)', ms(timedScript('node', ['scripts/build-ui-if-stale.mjs'])));
  say('npm start: server build (esbuild)', ms(timedScript('node', ['scripts/build-server.mjs'])));

  const first = await timedStart(dataDir);
  server = first.server;
  say('first start, empty data folder: process start to "Server ready"', ms(first.ready));
  say('first start, empty data folder: to the first answer', ms(first.firstAnswer));
  await server.stop();
  server = null;

  const db = await openDb({ dataDir });
  const members = await prepareBenchMembers(db, { count: MEMBERS, prefix: 'rst', nickname: '재시작', phoneBlock: '9100' });
  await db.close();

  server = await startServerProcess({ DATA_DIR: dataDir });
  for (const m of members) await logInBenchMember(server.url, m);
  const picks = openPrematchPicks(
    (await (await fetch(`${server.url}/api/sports-prematch/fixtures?perpage=100`)).json()) as BenchFixtureRow[],
  );
  const load = await placeBets(server.url, members, picks, CONCURRENCY, { placed: OPEN_BETS });
  say(
    `open bets placed over HTTP (c=${CONCURRENCY})`,
    `${load.placed} in ${load.seconds.toFixed(1)} s (${Math.round(load.placed / load.seconds)}/s, p50 ${round1(percentile(load.latencies, 50))} ms, p99 ${round1(percentile(load.latencies, 99))} ms)`,
  );
  await server.stop();
  server = null;

  const again = await timedStart(dataDir);
  server = again.server;
  say(`restart with ${load.placed} open bets: process start to "Server ready"`, ms(again.ready));
  say(`restart with ${load.placed} open bets: to the first answer`, ms(again.firstAnswer));
  const bettor = members[0]!;
  await logInBenchMember(server.url, bettor);
  const t0 = performance.now();
  const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: bettor.cookie } });
  await me.text();
  say("a bettor's /auth/me after the restart (sums the open stakes)", `${ms(performance.now() - t0)} (status ${me.status})`);
  const mem = server.memoryMb();
  say(
    'server after the restart: CPU seconds, RSS now / peak',
    `${server.cpuSeconds().toFixed(1)} s, ${mem.rss.toFixed(0)} / ${mem.peak.toFixed(0)} MB`,
  );
  say(
    'load average after',
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' / '),
  );
} finally {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const width = Math.max(...lines.map(([w]) => w.length));
for (const [what, value] of lines) console.log(`${what.padEnd(width)}  ${value}`);
