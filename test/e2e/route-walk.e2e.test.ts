import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { DESKTOP, openSitePage } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { dialogNamed, logInKeyByKey } from '../support/member-flows.js';
import { watchPage } from '../support/page-watch.js';
import { CONCRETE, NOT_WALKED, screenPathsFromSource, walkedUrls, walkMemberRoutes } from '../support/route-walk-kit.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** member01 is level 1: the community notice's write form is theirs to see. */
const member = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;

/** Presses Tab (or Shift+Tab) more times than the dialog has controls; focus must never leave it. */
async function expectFocusKeptIn(page: Page, dialog: Locator): Promise<void> {
  await dialog.waitFor({ state: 'visible' });
  const inside = (): Promise<boolean> => dialog.evaluate((box) => box.contains(document.activeElement));
  expect(await inside()).toBe(true);
  const controls = await dialog.locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<string>();
    for (let i = 0; i < controls + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await inside()).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
    }
    // It cycled through the controls, not stuck on one.
    expect(seen.size).toBeGreaterThan(1);
  }
}

/**
 * Issue 10, "nothing a member can reach is a placeholder", at 1920 px (route-walk-mobile: 425 px):
 * a logged-in demo member visits every route of the main route table and every member page; a
 * route fails on the placeholder SectionPage, the error page, or a serious/critical axe-core
 * violation (test/support/route-walk-kit.ts). Then dialogs: focus stays inside an open dialog
 * (Tab and Shift+Tab cycle) and Escape closes it.
 */
describeInChromium('route walk at 1920 px: every member route is a real screen with no serious axe violation; dialogs hold focus', () => {
  let browser: Browser;
  let site: SiteServer;

  beforeAll(async () => {
    browser = await launchChromium();
    site = await startSiteServer({ serveUi: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('walks every path of the route table, or names why not', () => {
    const urls = walkedUrls();
    for (const path of screenPathsFromSource()) {
      if (path in NOT_WALKED || path.includes(':id')) continue;
      expect(urls).toContain(CONCRETE[path] ?? `/${path}`);
    }
    expect(urls).toEqual(expect.arrayContaining(['/deposit', '/withdraw', '/qna', '/memo', '/point', '/notice', '/rules', '/events']));
  });

  it('the login dialog and the tether deposit dialog keep focus inside; Escape closes them', async () => {
    const { context, page } = await openSitePage(browser, site, DESKTOP);
    try {
      await page.goto('/');
      const opener = page.getByRole('button', { name: '로그인', exact: true }).first();
      await opener.waitFor({ state: 'visible' }).catch(async (error: unknown) => {
        throw new Error(`no login button; the page shows: ${(await page.locator('body').innerText()).slice(0, 400)}`, { cause: error });
      });
      await opener.click();
      const login = dialogNamed(page, '로그인');
      await expectFocusKeptIn(page, login);
      await page.keyboard.press('Escape');
      await login.waitFor({ state: 'detached' });
      // Focus went back to the button that opened it.
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      await logInKeyByKey(page, member);
      await page.getByRole('button', { name: '테더충전', exact: true }).first().click();
      const usd = page.getByRole('dialog').first();
      // The server's tether deposit link (https) is shown, to open in a new window.
      const link = usd.getByTestId('tether-deposit-link');
      await link.waitFor({ state: 'visible' });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      await expectFocusKeptIn(page, usd);
      await page.keyboard.press('Escape');
      await usd.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('at 1920 px: no placeholder, no 404, no serious or critical axe violation', async () => {
    const { context, page, pageErrors } = await openSitePage(browser, site, DESKTOP);
    const watch = watchPage(page);
    try {
      await page.goto('/');
      await logInKeyByKey(page, member);
      const report = await walkMemberRoutes(page, watch, DESKTOP);
      if (report.allowed.length > 0) console.info(`[route-walk 1920] allowed axe findings:\n${report.allowed.join('\n')}`);
      expect(report.problems).toEqual([]);
      expect(report.visited.length).toBeGreaterThan(35);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
