import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { saveScreenshot, type Viewport } from './browser-kit.js';
import { injectAxe } from './axe-kit.js';
import { sidewaysScroll } from './layout-probe.js';
import type { watchPage } from './page-watch.js';
import { repoPath } from './paths.js';
import { screenProblems, shotNameOf, visitInSite, type WalkReport } from './route-walk-kit.js';

/**
 * The back offices' routes (spec 2: the operator's /admin, the partner layout, the recommender
 * layout), read from the route tables' sources (the e2e project cannot import the app), and an
 * in-site walk of them that fails on what the member walk fails on plus sideways scrolling on a
 * phone and being sent elsewhere (a guard).
 */

/** The block of a route table in a routing file: from `export const NAME` to the closing `];`. */
function tableSource(file: string, name: string): string {
  const source = readFileSync(repoPath(`app/src/routing/${file}`), 'utf8');
  const table = new RegExp(`export const ${name}: RouteObject\\[\\] = \\[([\\s\\S]*?)\\n\\];`).exec(source)?.[1];
  if (table === undefined) throw new Error(`${name} not found in app/src/routing/${file}`);
  return table;
}

/** /admin/* from ADMIN_ROUTES, and /admin itself (the index is the dashboard). */
export function adminUrlsFromSource(): string[] {
  const table = tableSource('admin-routes.tsx', 'ADMIN_ROUTES');
  const index = /index: true/.test(table) ? ['/admin'] : [];
  return [...index, ...[...table.matchAll(/path: '([^']+)'/g)].map((m) => `/admin/${m[1]!}`)];
}

/** /partner and /partner/* from PARTNER_ROUTES (the index is the dashboard). */
export function partnerUrlsFromSource(): string[] {
  const table = tableSource('partner-routes.tsx', 'PARTNER_ROUTES');
  const index = /index: true/.test(table) ? ['/partner'] : [];
  return [...index, ...[...table.matchAll(/at\('([^']+)'/g)].map((m) => `/partner/${m[1]!}`)];
}

/** The recommender layout's paths from RECOMMENDER_ROUTES. */
export function recommenderUrlsFromSource(): string[] {
  return [...tableSource('partner-routes.tsx', 'RECOMMENDER_ROUTES').matchAll(/at\('([^']+)'/g)].map((m) => `/${m[1]!}`);
}

/**
 * Visits each URL in the logged-in page (in-site, no reload) and saves the whole page as
 * test-results/screenshots/<prefix>-<path>-<width>.png. A route fails on no screen title (h2) in
 * the main area (nothing rendered), the placeholder, the error page, a serious/critical axe
 * finding, an address other than the one visited (a guard sent the user away) and, on a phone, a
 * page that scrolls sideways.
 */
export async function walkBackOffice(
  page: Page,
  watch: ReturnType<typeof watchPage>,
  viewport: Viewport,
  urls: readonly string[],
  prefix: string,
): Promise<WalkReport> {
  const report: WalkReport = { problems: [], allowed: [], visited: [] };
  await injectAxe(page);
  for (const url of urls) {
    await visitInSite(page, watch, url);
    report.visited.push(url);
    // A screen loads its code on the first visit (lazy route elements render nothing meanwhile):
    // every back-office screen names itself in an h2 of the main area (the layouts' h1 is theirs).
    const heading = page.locator('main h2').first();
    if (
      !(await heading.waitFor({ state: 'visible', timeout: 15_000 }).then(
        () => true,
        () => false,
      ))
    )
      report.problems.push(`${url}: no screen heading shown`);
    await watch.settled();
    const shown = new URL(page.url()).pathname;
    if (shown !== url) report.problems.push(`${url}: sent to ${shown}`);
    const found = await screenProblems(page, url);
    report.problems.push(...found.problems);
    report.allowed.push(...found.allowed);
    if (viewport.name === 'mobile') {
      const widths = await sidewaysScroll(page);
      if (widths.maxScrollX > 0 || widths.scrollWidth > widths.clientWidth + 1) {
        const wide = await widestElements(page);
        report.problems.push(`${url}: scrolls sideways (${widths.scrollWidth} px in ${widths.clientWidth} px; widest: ${wide.join(', ')})`);
      }
    }
    await saveScreenshot(page, shotNameOf(url, prefix), viewport, { fullPage: true });
  }
  return report;
}

/** The elements reaching furthest past the right edge (to name what overflows in a failure). */
async function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const name = (el: Element): string =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}${
        typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
      }`;
    return Array.from(document.body.querySelectorAll('*'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter((x) => x.right > edge + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 4)
      .map((x) => `${name(x.el)} to ${Math.round(x.right)} px`);
  });
}

/** Logs in at /auth/login (the partner and recommender login), typing key by key, and waits to leave it. */
export async function logInAtPartnerLogin(page: Page, userId: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  const form = page.getByTestId('partner-login-page');
  await form.getByLabel('아이디', { exact: true }).pressSequentially(userId);
  await form.getByLabel('비밀번호', { exact: true }).pressSequentially(password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/login');
}
