// Builds the UI (app/dist, Vite, production mode) only when it is missing or older than any of
// its sources, so `npm start` and the browser tests' set-up skip the ~10 s build when nothing
// changed. Prints what it did; exits non-zero when the build fails.
// Usage: node scripts/build-ui-if-stale.mjs [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const index = join(root, 'app/dist/index.html');

/** What the built UI is made of: a change to any of these makes app/dist stale. */
const UI_SOURCES = [
  'core/src',
  'adapters/src',
  'ui/src',
  'app/src',
  'app/public',
  'app/build',
  'app/index.html',
  'app/vite.config.ts',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function staleReason() {
  if (!existsSync(index)) return 'app/dist is missing';
  const built = statSync(index).mtimeMs;
  const stale = UI_SOURCES.find((source) => newestMtime(join(root, source)) > built);
  return stale ? `${stale} changed after the last build` : null;
}

const reason = process.argv.includes('--force') ? 'forced' : staleReason();
if (reason === null) {
  console.log('app/dist is up to date');
} else {
  const started = Date.now();
  // Vite honours an inherited NODE_ENV: under jest it is 'test', which would ship React's
  // development build. The site is always built for production.
  const result = spawnSync('npx', ['vite', 'build', '--config', 'app/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    console.error(`the UI build failed (exit ${String(result.status)})`);
    process.exit(1);
  }
  console.log(`built app/dist in ${Date.now() - started} ms (${reason})`);
}
