import { resolve } from 'node:path';

/**
 * Paths of the repository. Jest and `npm test` run from the repository root (the root
 * package.json), so the working directory is the root; REPO_ROOT overrides it for other runners.
 */
export const REPO_ROOT = resolve(process.env.REPO_ROOT ?? process.cwd());
export const repoPath = (...parts: string[]): string => resolve(REPO_ROOT, ...parts);

/** The built UI (app/vite.config.ts writes here). */
export const UI_DIST = repoPath('app/dist');
/** The copy of app/dist the browser tests serve (support/global-setup.ts makes it). */
export const E2E_UI_DIR = repoPath('test-results/e2e-ui');
/** Screenshots of the browser tests (gitignored). */
export const SCREENSHOT_DIR = repoPath('test-results/screenshots');
