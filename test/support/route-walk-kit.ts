import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SESSION_MEMBER_PAGE_SEGMENTS } from '@bet/core/session';
import type { Viewport } from './browser-kit.js';
import { blockingViolations, injectAxe } from './axe-kit.js';
import type { watchPage } from './page-watch.js';
import { repoPath, SCREENSHOT_DIR } from './paths.js';

/**
 * The paths of the main layout's route table (app/src/routing/screens.tsx, SCREEN_PATHS), read
 * from its source: the e2e project cannot import the app (React, Vite aliases). A path added
 * there and neither walked nor named in NOT_WALKED fails route-walk's first test.
 */
export function screenPathsFromSource(): string[] {
  const source = readFileSync(repoPath('app/src/routing/screens.tsx'), 'utf8');
  const table = /export const SCREEN_PATHS = \{([\s\S]*?)\} as const/.exec(source)?.[1];
  if (table === undefined) throw new Error('SCREEN_PATHS not found in app/src/routing/screens.tsx');
  const paths = [...table.matchAll(/\[([^\]]*)\]/g)].flatMap((m) => [...m[1]!.matchAll(/'([^']*)'|INDEX_PATH/g)].map((p) => p[1] ?? ''));
  return [...new Set(paths)];
}

/**
 * Route table paths the walk does not visit, by name, with the reason. The partner, recommender
 * and admin pages and /auth/login are in other layouts (not in SCREEN_PATHS) and are not walked.
 */
export const NOT_WALKED: Readonly<Record<string, string>> = {
  '*': 'the 404 catch-all: the walk checks a made-up path shows the 404 page instead',
};

/** A route table path with its parameters filled in: the URL the member visits. */
export const CONCRETE: Readonly<Record<string, string>> = {
  '': '/',
  'minigame/:provider': '/minigame/lotus',
  'bet_result/minigame/provider/:provider': '/bet_result/minigame/provider/lotus',
  'bet_result/:gameType': '/bet_result/casino',
  'bet_result/:gameType/:gameId': '/bet_result/minigame/powerball',
};

/** The community notice detail: its id comes from the list's first row while walking. */
const DETAIL_PATH = 'community/notice/detail/:id';

/** Every member-reachable URL: the route table's paths (less NOT_WALKED and the detail) and core's member pages. */
export function walkedUrls(): string[] {
  const fromTable = screenPathsFromSource()
    .filter((path) => !(path in NOT_WALKED) && path !== DETAIL_PATH)
    .map((path) => CONCRETE[path] ?? `/${path}`);
  const memberPages = Object.keys(SESSION_MEMBER_PAGE_SEGMENTS).map((segment) => `/${segment}`);
  return [...new Set([...fromTable, ...memberPages])];
}

/**
 * axe rules (serious/critical) accepted for now, each with why: a finding of a rule listed here is
 * logged by the walk but does not fail it. Empty: every finding of the first scan was fixed.
 */
export const AXE_ALLOWED: Readonly<Record<string, string>> = {};

/** Goes to a path inside the running site (the router follows history), as a link would. */
export async function goInSite(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** A screenshot name for a URL: '/bet_result/casino' -> 'route-bet_result-casino'. */
export const shotNameOf = (url: string, prefix = 'route'): string =>
  url === '/' ? `${prefix}-top` : `${prefix}${url.replace(/[^a-z0-9_]+/gi, '-')}`.replace(/-+$/, '');

/** The visible part of the page as test-results/screenshots/<name>-<width>.jpg (JPEG: 80 of them per run). */
async function shot(page: Page, name: string, viewport: Viewport): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport.width}.jpg`), type: 'jpeg', quality: 60, animations: 'disabled' });
}

/** Goes to a path in-site and waits until its requests and two frames have passed. */
export async function visitInSite(page: Page, watch: ReturnType<typeof watchPage>, url: string): Promise<void> {
  await goInSite(page, url);
  await watch.settled();
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await watch.settled();
}

/**
 * What is wrong with the screen the page shows for `url`: the placeholder SectionPage, the error
 * page, or axe-core's serious/critical findings (those of AXE_ALLOWED go to `allowed`).
 */
export async function screenProblems(page: Page, url: string): Promise<{ problems: string[]; allowed: string[] }> {
  const problems: string[] = [];
  const allowed: string[] = [];
  const shown = new URL(page.url()).pathname;
  const placeholder = page.getByTestId('section-page');
  if ((await placeholder.count()) > 0) {
    problems.push(`${url}: placeholder SectionPage '${await placeholder.first().getAttribute('data-section')}' (at ${shown})`);
  }
  const error = page.getByTestId('error-page');
  if ((await error.count()) > 0) problems.push(`${url}: error page ${await error.first().getAttribute('data-status')} (at ${shown})`);
  for (const f of await blockingViolations(page)) {
    const line = `${url}: axe ${f.impact} ${f.rule}: ${f.help} [${f.targets.join(' | ')}]`;
    (f.rule in AXE_ALLOWED ? allowed : problems).push(line);
  }
  return { problems, allowed };
}

export interface WalkReport {
  /** 'url: what is wrong' for every route that fails. */
  readonly problems: string[];
  /** Findings of AXE_ALLOWED rules. */
  readonly allowed: string[];
  readonly visited: string[];
}

/**
 * Visits every walked URL in the logged-in page (in-site navigation, no reload), then the first
 * community notice's detail and a made-up path. Each route fails when it shows the placeholder
 * SectionPage or the error page, or when axe-core finds a serious or critical violation outside
 * AXE_ALLOWED; each is saved as a screenshot. The made-up path must show the 404 page.
 */
export async function walkMemberRoutes(page: Page, watch: ReturnType<typeof watchPage>, viewport: Viewport): Promise<WalkReport> {
  const report: WalkReport = { problems: [], allowed: [], visited: [] };
  await injectAxe(page);
  const visit = (url: string): Promise<void> => visitInSite(page, watch, url);
  const check = async (url: string): Promise<void> => {
    await visit(url);
    report.visited.push(url);
    const found = await screenProblems(page, url);
    report.problems.push(...found.problems);
    report.allowed.push(...found.allowed);
    await shot(page, shotNameOf(url), viewport);
  };

  for (const url of walkedUrls()) await check(url);
  // The community notice's detail: the list's first post (the seed's notices).
  await visit('/community/notice');
  const firstPost = page.getByTestId('community-notice-list').locator('a[href*="/community/notice/detail/"]').first();
  await firstPost.waitFor({ state: 'attached' });
  await check((await firstPost.getAttribute('href'))!);
  // The detector itself: a made-up path shows the 404 page.
  await visit('/no-such-page-here');
  const notFound = page.getByTestId('error-page');
  if ((await notFound.getAttribute('data-status')) !== '404') report.problems.push('/no-such-page-here: no 404 page');
  // Spec 2: 404 reads 'page not found' and a link goes to the top page.
  if (!(await notFound.innerText()).includes('페이지를 찾을 수 없습니다.'))
    report.problems.push('/no-such-page-here: no page-not-found text');
  if ((await notFound.getByRole('link', { name: '메인으로 이동' }).getAttribute('href')) !== '/')
    report.problems.push('/no-such-page-here: no link to the top page');
  return report;
}
