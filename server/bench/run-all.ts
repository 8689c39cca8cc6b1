/**
 * Runs every benchmark one after the other and writes server/bench/RESULTS.md: the machine, the
 * date, the commit, the load average around each run and each benchmark's own printed figures.
 *
 *   npm run bench            (builds the server first; add `-- --only=history,bets` for some: the
 *                            other sections of RESULTS.md are kept as they were, each with its own date)
 *
 * The figures are only as good as the machine is quiet: the load average is written beside each
 * run so a reader can tell a loaded run from a quiet one. Asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';

interface Bench {
  readonly id: string;
  readonly what: string;
  readonly args: readonly string[];
}

const BENCHES: readonly Bench[] = [
  { id: 'startup', what: 'start-up on an empty embedded database, by phase', args: ['server/bench/startup.ts'] },
  {
    id: 'restart',
    what: '`npm start` steps, the first start on an empty data folder and a restart with 9,000 open bets (server in its own process)',
    args: ['server/bench/restart.ts', '--open-bets=9000'],
  },
  {
    id: 'bets',
    what: 'single-leg bets over HTTP (server in its own process), PostgreSQL and PGlite, beside pgbench / a PGlite loop doing the same row work',
    args: ['server/bench/bets-http.ts', '--seconds=10'],
  },
  {
    id: 'history',
    what: "a member's bet history and /auth/me with 1k and 100k slips, with and without migration 105's indexes, beside /api/health",
    args: ['server/bench/history.ts', '--requests=200'],
  },
  {
    id: 'fanout',
    what: 'odds fan-out through the SSE hub to 200 clients (in one process: publisher, broker, hub, clients)',
    args: ['server/bench/odds-fanout.ts'],
  },
  {
    id: 'sse',
    what: 'SSE at scale: 5,000 clients x 10 Hz on one instance, then on two instances over Redis (server and generator processes apart; latency from the publish time in each frame)',
    args: ['server/bench/sse-clients.ts', '--clients=5000', '--hz=10', '--seconds=15'],
  },
  {
    id: 'instances',
    what: 'two server instances behind nginx on one PostgreSQL and Redis, one killed under load (needs nginx)',
    args: ['server/bench/multi-instance.ts'],
  },
  {
    id: 'inplay',
    what: '/inplay in Chromium while the server moves 2,000 prices a second: long tasks, fps, click-to-slip delay',
    args: ['server/bench/inplay-browser.ts', '--rate=2000', '--seconds=20'],
  },
  {
    id: 'first-visit',
    what: "a logged-in member's first visit to / with an empty cache, in Chromium on a Slow-4G-like link (150 ms, 1.6 Mbit/s) with a 4x slower CPU: the site's chunks beside the same sources built as one bundle",
    args: ['server/bench/first-visit.ts', '--runs=5'],
  },
];

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const root = resolve(import.meta.dirname, '../..');
const git = (...args: string[]): string => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
const load = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

const loadAtStart = load();
const file = resolve(root, 'server/bench/RESULTS.md');
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (with uncommitted changes)' : ''}`;

/** The sections of the existing RESULTS.md by benchmark id (kept when `--only` skips them). */
function earlierSections(): Map<string, string> {
  const sections = new Map<string, string>();
  if (!existsSync(file)) return sections;
  const text = readFileSync(file, 'utf8');
  // A section from before sections were dated gets the date and commit of the file it came from.
  const earlier = `${/^- date: (\S+)/m.exec(text)?.[1] ?? 'unknown date'} at ${/^- commit: (\S+)/m.exec(text)?.[1] ?? 'unknown commit'}`;
  for (const part of text.split(/^(?=## )/m).slice(1)) {
    const id = /^## ([\w-]+):/.exec(part)?.[1];
    if (!id) continue;
    sections.set(
      id,
      // Dated, or already marked by an earlier partial run: as it is (a second mark would name the wrong run).
      / s; run \S+ at /.test(part) || part.includes('(kept from the run of ')
        ? part.trimEnd()
        : part.trimEnd().replace(/\n\n/, `\n\n(kept from the run of ${earlier})\n\n`),
    );
  }
  return sections;
}

const kept = only ? earlierSections() : new Map<string, string>();
const fresh = new Map<string, string>();
for (const bench of BENCHES.filter((b) => !only || only.includes(b.id))) {
  process.stderr.write(`[bench] ${bench.id}: ${bench.args.join(' ')}\n`);
  const before = load();
  const started = performance.now();
  const run = spawnSync('npx', ['tsx', ...bench.args], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const output = `${run.stdout}${run.status === 0 ? '' : `\n(exit ${String(run.status)})\n${run.stderr.slice(-4000)}`}`.trim();
  fresh.set(
    bench.id,
    [
      `## ${bench.id}: ${bench.what}`,
      '',
      `\`npx tsx ${bench.args.join(' ')}\`: ${seconds} s; run ${new Date().toISOString()} at ${commit}; load average (1/5/15 min) before ${before}, after ${load()}`,
      '',
      '```',
      output,
      '```',
    ].join('\n'),
  );
}

const head = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` (server/bench/run-all.ts); every figure below is printed by the',
  'benchmark named above it, driving the real server from another process unless it says otherwise.',
  '',
  `- date: ${new Date().toISOString()}${only ? ` (only ${only.join(', ')}; the other sections are from earlier runs, each dated)` : ''}`,
  `- commit: ${commit}`,
  `- machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}`,
  `- load average when the run began: ${loadAtStart}`,
  '',
].join('\n');
// Every benchmark's section in the order of BENCHES: this run's, else the earlier one.
const sections = BENCHES.map((b) => fresh.get(b.id) ?? kept.get(b.id)).filter((s): s is string => s !== undefined);
// Where each of issue 12's figures stands against its target (written by hand from the sections
// below, with the measured reason where a target is not met): kept in TARGETS.md, shown first.
const targetsFile = resolve(root, 'server/bench/TARGETS.md');
const targets = existsSync(targetsFile) ? `${readFileSync(targetsFile, 'utf8').trim().replace(/^# /, '## ')}\n\n` : '';
writeFileSync(file, `${head}\n${targets}${sections.join('\n\n')}\n`);
process.stderr.write(`[bench] wrote ${file}\n`);
