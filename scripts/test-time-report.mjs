// Where the test run's time went, per phase: read from what the phases of `npm test` leave in
// test-results/timing/ (the static checks' lanes from run-parallel.mjs, and each jest run's
// `--json` results). Prints each phase's wall time, each jest project's files and summed file time
// (both workers' time: a project's share of the run), and the slowest files, so a slower run shows
// which part grew. Usage: bash scripts/measure-test-time.sh [--slowest N]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const DIR = 'test-results/timing';
const { slowest } = parseArgs({ options: { slowest: { type: 'string', default: '12' } } }).values;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text, width) => String(text).padEnd(width);
const rel = (file) => file.replace(`${process.cwd()}/`, '');

if (!existsSync(DIR)) {
  console.log(`[time] no ${DIR}: run npm test first`);
  process.exit(0);
}

const staticFile = join(DIR, 'static.json');
if (existsSync(staticFile)) {
  const { wallSeconds, scripts } = JSON.parse(readFileSync(staticFile, 'utf8'));
  const lanes = Object.entries(scripts).map(([name, s]) => `${name} ${s.toFixed(1)} s`);
  console.log(`[time] static checks: ${wallSeconds.toFixed(1)} s wall (${lanes.join(', ')})`);
}

const files = [];
for (const name of readdirSync(DIR)
  .filter((file) => file.startsWith('jest-') && file.endsWith('.json'))
  .sort()) {
  const run = JSON.parse(readFileSync(join(DIR, name), 'utf8'));
  const results = run.testResults ?? [];
  if (results.length === 0) continue;
  const ends = results.map((r) => r.endTime ?? r.perfStats?.end ?? 0);
  const wall = Math.max(...ends) - run.startTime;
  console.log(
    `[time] ${name.slice(5, -5)}: ${seconds(wall)} wall, ${run.numTotalTestSuites} files, ${run.numTotalTests} tests` +
      `${run.success ? '' : ` (${run.numFailedTestSuites} files failed)`}`,
  );
  const projects = new Map();
  for (const result of results) {
    const ms = (result.endTime ?? 0) - (result.startTime ?? 0);
    // The contract, e2e and architecture projects all live under test/: name them by their folder.
    const [top, folder] = rel(result.name).split('/');
    const project = result.displayName?.name ?? (top === 'test' ? `test/${folder}` : top);
    const entry = projects.get(project) ?? { files: 0, ms: 0 };
    projects.set(project, { files: entry.files + 1, ms: entry.ms + ms });
    files.push({ file: rel(result.name), ms });
  }
  for (const [project, { files: count, ms }] of [...projects].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`[time]   ${pad(project, 10)} ${pad(count, 4)} files ${seconds(ms).padStart(9)} of file time`);
}

if (files.length > 0) {
  console.log(`[time] slowest files (set-up included):`);
  for (const { file, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, Number(slowest)))
    console.log(`[time]   ${seconds(ms).padStart(8)}  ${file}`);
}
