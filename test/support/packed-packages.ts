import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoPath } from './paths.js';

/** The published packages: npm name and workspace folder. */
export const PACKED_PACKAGES = [
  { name: '@bet/core', folder: 'core' },
  { name: '@bet/adapters', folder: 'adapters' },
] as const;

/** What makes a packed install: the packages' sources, their manifests and build, and the lock (dependency versions). */
const INPUTS = [
  'core/src',
  'adapters/src',
  'core/package.json',
  'adapters/package.json',
  'core/tsconfig.build.json',
  'adapters/tsconfig.build.json',
  'scripts/build-package.mjs',
  'package-lock.json',
];
const WAIT_STEP_MS = 250;
/** A lock older than this was left by a process that died while packing. */
const STALE_LOCK_MS = 10 * 60_000;
const PRUNE_AFTER_MS = 24 * 3_600_000;

/** A child process's environment: no npm lifecycle variables of an enclosing `npm test`, no jest VM flags. */
export const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') && key !== 'NODE_OPTIONS')),
  ...extra,
});

/** Runs a command to its end; throws with its output when it fails. */
export function run(command: string, args: readonly string[], cwd: string, env = childEnv()): string {
  const done = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (done.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${String(done.status ?? done.signal)}):\n${done.stdout}\n${done.stderr}`);
  return done.stdout;
}

function inputsKey(): string {
  const hash = createHash('sha256');
  const add = (path: string): void => {
    const full = repoPath(path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) add(join(path, entry));
      return;
    }
    hash.update(path).update(readFileSync(full));
  };
  for (const input of INPUTS) add(input);
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The two packages as another front end's developer gets them: `npm pack` (prepack builds dist),
 * the tarballs installed into a fresh project in the system's temporary folder, outside the
 * workspace, so nothing resolves to the workspace's sources or its hoisted node_modules. Returns
 * that project's folder; tests work in their own subfolders of it (resolution walks up to its
 * node_modules).
 *
 * Built once per machine and set of inputs, and shared: the pack test and the terminal client's
 * test both need it, and packing plus installing is the slow part (20-50 s here). Workers that ask
 * at once wait for the one that builds it (a lock folder) instead of packing twice.
 */
export function packedInstall(): string {
  const key = inputsKey();
  const ready = join(tmpdir(), `bet-packed-${key}`);
  const lock = `${ready}.lock`;
  for (;;) {
    if (existsSync(join(ready, 'node_modules', '@bet', 'adapters', 'package.json'))) return ready;
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      sleep(WAIT_STEP_MS);
    }
  }
  try {
    if (existsSync(ready)) return ready;
    pruneOlderInstalls(key);
    const work = mkdtempSync(`${ready}.building-`);
    const tarballs = join(work, 'tarballs');
    const project = join(work, 'project');
    mkdirSync(tarballs);
    mkdirSync(project);
    run('npm', ['pack', ...PACKED_PACKAGES.flatMap(({ folder }) => ['--workspace', folder]), '--pack-destination', tarballs], repoPath());
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'packed-consumer', private: true, type: 'module' }));
    const packed = readdirSync(tarballs).map((file) => join(tarballs, file));
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...packed], project);
    renameSync(project, ready);
    rmSync(work, { recursive: true, force: true });
    return ready;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Installs of other sources pile up in the temp folder: those untouched for a day go. (Not sooner:
 * another checkout on this machine may be testing its own sources right now.)
 */
function pruneOlderInstalls(key: string): void {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith('bet-packed-') || entry.startsWith(`bet-packed-${key}`)) continue;
    const path = join(tmpdir(), entry);
    if (Date.now() - statSync(path).mtimeMs > PRUNE_AFTER_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** A fresh folder inside the packed install for one test's own files (removed by the caller). */
export function workFolderIn(install: string, prefix: string): string {
  return mkdtempSync(join(install, `${prefix}-`));
}
