// Builds the published packages (@bet/core, @bet/adapters) into <package>/dist: ES modules, .d.ts
// declarations and source maps (sources inlined: the package ships no TypeScript), by one tsc run
// over the package's tsconfig.build.json (which also decides what ships: no tests, no test-only
// fakes). A workspace package it depends on is built first when its dist is missing or older than
// its sources, since the declarations are checked against that package as a consumer sees it
// (through its package.json exports, not its sources).
// Usage: node scripts/build-package.mjs [--if-stale] <package folder>...   (npm run build:packages, prepack)
// --if-stale skips a package whose dist is newer than its sources (the API reference's test).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const WORKSPACE_PACKAGES = { '@bet/core': 'core', '@bet/adapters': 'adapters' };

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function isStale(dir) {
  const built = join(dir, 'dist/index.js');
  return !existsSync(built) || newestMtime(join(dir, 'src')) > statSync(built).mtimeMs;
}

function build(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const dependency of Object.keys(pkg.dependencies ?? {})) {
    const folder = WORKSPACE_PACKAGES[dependency];
    if (folder && isStale(join(root, folder))) build(join(root, folder));
  }
  const started = Date.now();
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const done = spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`${pkg.name}: tsc failed (exit ${String(done.status ?? done.signal)})`);
  console.log(`${pkg.name} built in ${Date.now() - started} ms: ${join(basename(dir), 'dist')}`);
}

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const folders = args.filter((arg) => arg !== '--if-stale');
if (folders.length === 0) throw new Error('usage: node scripts/build-package.mjs [--if-stale] <package folder>...');
for (const folder of folders) if (!ifStale || isStale(resolve(folder))) build(resolve(folder));
