import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// jest loads a globalSetup module without the project's moduleNameMapper, so this file imports
// nothing relative: the paths are worked out here (the same as support/paths.ts).
const repoPath = (...parts: string[]): string => resolve(process.env.REPO_ROOT ?? process.cwd(), ...parts);
const UI_DIST = repoPath('app/dist');
/** The copy the browser tests serve (support/paths.ts E2E_UI_DIR). */
const E2E_UI_DIR = repoPath('test-results/e2e-ui');

/** What the built UI is made of: a change to any of these makes app/dist stale. */
const UI_SOURCES = ['core/src', 'adapters/src', 'ui/src', 'app/src', 'app/public', 'app/index.html', 'app/vite.config.ts'];

function newestMtime(path: string): number {
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

/** Why app/dist must be (re)built, or null when it is newer than every source. */
export function uiBuildReason(): string | null {
  const index = join(UI_DIST, 'index.html');
  if (!existsSync(index)) return 'app/dist is missing';
  const built = statSync(index).mtimeMs;
  const stale = UI_SOURCES.find((source) => newestMtime(repoPath(source)) > built);
  return stale ? `${stale} changed after the last build` : null;
}

/** Builds app/dist with Vite when it is missing or older than its sources. Returns what it did. */
export function ensureUiBuilt(log: (line: string) => void = () => undefined, force = false): string {
  const reason = force ? 'forced' : uiBuildReason();
  if (reason === null) return 'app/dist is up to date';
  log(`building the UI (${reason}): npx vite build --config app/vite.config.ts`);
  const started = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--config', 'app/vite.config.ts', '--logLevel', 'warn'], {
    cwd: repoPath(),
    // jest sets NODE_ENV=test, and Vite honours an inherited NODE_ENV: without this the browser
    // tests ran React's development build (1.3 MB of script, slower renders), not the site's.
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`the UI build failed (exit ${String(result.status)}):\n${result.stdout}\n${result.stderr}`);
  }
  return `built app/dist in ${Date.now() - started} ms (${reason})`;
}

/** Assets index.html loads that are missing from `dir` (a build replaced under our feet). */
function missingAssets(dir: string): string[] {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return ['index.html'];
  const refs = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  return refs.filter((ref) => !existsSync(join(dir, ref)));
}

/**
 * Copies app/dist to test-results/e2e-ui and checks the copy is whole. The servers of the browser
 * tests serve the copy, so a rebuild of app/dist while they run (`npm run build:ui` in another
 * terminal) cannot pull the assets from under a page.
 */
export function snapshotUi(log: (line: string) => void = () => undefined): void {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const staging = `${E2E_UI_DIR}.staging`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(UI_DIST, staging, { recursive: true });
    const missing = missingAssets(staging);
    if (missing.length === 0) {
      rmSync(E2E_UI_DIR, { recursive: true, force: true });
      renameSync(staging, E2E_UI_DIR);
      return;
    }
    log(`app/dist changed while it was copied (missing ${missing.join(', ')}): building again`);
    ensureUiBuilt(log, true);
  }
  throw new Error('app/dist kept changing while it was copied for the browser tests');
}

/** jest globalSetup of the e2e project: the browser tests need a current build of the UI. */
export default function globalSetup(): void {
  const log = (line: string): void => void process.stdout.write(`\n[e2e] ${line}\n`);
  log(ensureUiBuilt(log));
  snapshotUi(log);
}
