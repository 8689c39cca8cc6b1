// Runs npm scripts two at a time (this machine has 2 cores) and prints each one's output whole
// when it ends, so the static checks of `npm test` (type check, ESLint, Prettier, dependency
// direction) take the time of the longest lane instead of their sum. Exits non-zero when any
// script failed, after all have run, naming them.
// (Tried and dropped for the test suites: the browser tests in a second jest beside the rest made
// npm test take 1,814 s instead of about 700: four workers on two cores thrash.)
// Each script's wall time also goes to test-results/timing/static.json for
// scripts/measure-test-time.sh.
// Usage: node scripts/run-parallel.mjs typecheck lint:eslint lint:format deps:check
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
const lanes = Math.max(1, Math.min(2, availableParallelism()));
const failed = [];
const seconds = {};
let next = 0;

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      seconds[name] = (Date.now() - started) / 1000;
      process.stdout.write(`\n> ${name} (${seconds[name].toFixed(1)} s, exit ${code})\n${Buffer.concat(chunks).toString()}`);
      if (code !== 0) failed.push(name);
      resolve();
    });
  });
}

async function lane() {
  while (next < scripts.length) await run(scripts[next++]);
}

const started = Date.now();
await Promise.all(Array.from({ length: lanes }, lane));
mkdirSync('test-results/timing', { recursive: true });
writeFileSync('test-results/timing/static.json', JSON.stringify({ wallSeconds: (Date.now() - started) / 1000, scripts: seconds }));
if (failed.length > 0) {
  process.stderr.write(`\nfailed: ${failed.join(', ')}\n`);
  process.exit(1);
}
