import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';

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

/** The environment variable that hands the shared browser's address to the test files (support/chromium.ts). */
const SHARED_BROWSER_ENV = 'BET_CHROMIUM_WS';

/**
 * One Chromium for the whole browser run: test files connect to it (each with its own contexts,
 * closed when the file disconnects) instead of starting a browser each, which cost 0.5-1.5 s a
 * file on this 2-core machine. jest hands globalSetup's globals to globalTeardown, not its modules:
 * global-teardown.ts closes it through this global.
 */
const holder = globalThis as { betSharedBrowser?: BrowserServer };

async function launchSharedBrowser(log: (line: string) => void): Promise<void> {
  // globalSetup runs without the path mapping: Node 24 loads this plain TypeScript module itself (types stripped).
  const where = (await import(repoPath('server/src/testing/chromium.ts'))) as {
    CHROMIUM_PATH: string;
    CHROMIUM_ARGS: readonly string[];
  };
  if (!existsSync(where.CHROMIUM_PATH)) return log(`no Chromium at ${where.CHROMIUM_PATH}: each file launches (or skips) its own`);
  const server = await chromium.launchServer({ executablePath: where.CHROMIUM_PATH, headless: true, args: [...where.CHROMIUM_ARGS] });
  holder.betSharedBrowser = server;
  process.env[SHARED_BROWSER_ENV] = server.wsEndpoint();
}

/** jest globalSetup of the e2e project: a current build of the UI, and the shared browser. */
export default async function globalSetup(): Promise<void> {
  const log = (line: string): void => void process.stdout.write(`\n[e2e] ${line}\n`);
  log(ensureUiBuilt(log));
  snapshotUi(log);
  await launchSharedBrowser(log);
}
