import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

// jest loads a globalSetup module without the project's moduleNameMapper, so this file imports
// nothing relative: the paths are worked out here (the same as support/paths.ts).
const repoPath = (...parts: string[]): string => resolve(process.env.REPO_ROOT ?? process.cwd(), ...parts);
const UI_DIST = repoPath('app/dist');
/** The copy the browser tests serve (support/paths.ts E2E_UI_DIR). */
const E2E_UI_DIR = repoPath('test-results/e2e-ui');

/**
 * Builds app/dist when it is missing or older than its sources (scripts/build-ui-if-stale.mjs,
 * the same check `npm start` makes). Returns what it did.
 */
export function ensureUiBuilt(log: (line: string) => void = () => undefined, force = false): string {
  const result = spawnSync('node', ['scripts/build-ui-if-stale.mjs', ...(force ? ['--force'] : [])], {
    cwd: repoPath(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) throw new Error(`the UI build failed (exit ${String(result.status)}):\n${result.stdout}\n${result.stderr}`);
  const lines = result.stdout.trim().split('\n');
  for (const line of lines.slice(0, -1)) log(line);
  return lines.at(-1) ?? '';
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
