import type { Page } from 'playwright-core';
import { SCREEN_TITLES } from '../../app/src/routing/page-titles.js';
import { pageTitle } from '../../ui/src/shell/page-title.js';
import { DESKTOP, MOBILE, openSitePage, saveScreenshot, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { logInKeyByKey } from '../support/member-flows.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';
import { DEMO_ACCOUNTS } from '@bet/server';
import { pngSize } from '../../server/src/testing/png-size.js';

const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;

/** Waits until the browser tab shows this title; fails with the title it shows instead. */
async function expectTitle(page: Page, expected: string): Promise<void> {
  try {
    await page.waitForFunction((title) => document.title === title, expected, { timeout: 15_000 });
  } catch (error) {
    throw new Error(`the tab shows ${JSON.stringify(await page.title())}, not ${JSON.stringify(expected)}`, { cause: error });
  }
}

/** Clicks the first link to `href` a person can see on the page, as they would. */
async function clickVisibleLink(page: Page, href: string): Promise<void> {
  await page.locator(`a[href="${href}"]`).filter({ visible: true }).first().click();
  await page.waitForURL((url) => url.pathname === href);
}

/**
 * Issue 27, "every route sets its own Korean page title": a visitor moves through the site by its
 * links at 1920 and 425 px (logged in: the guard lets visitors see only the top page) and the
 * browser tab names each page ('카지노 | BET'); a dialog opened over a page leaves the title
 * alone; a made-up address shows the 404 page's own title. The web manifest Chromium reads
 * (through the DevTools protocol, under the site's CSP) parses without errors and its icons load
 * at their declared sizes.
 */
describeInChromium('page titles and the web manifest, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  describe.each([DESKTOP, MOBILE])('at $width px', (viewport: Viewport) => {
    it('names each page in the tab as the visitor follows links, and a dialog does not rename it', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await expectTitle(page, pageTitle(SCREEN_TITLES.top));

        // The login dialog over the top page: the tab still names the page.
        await page.getByRole('button', { name: '로그인', exact: true }).filter({ visible: true }).first().click();
        const login = page.getByRole('dialog', { name: '로그인' });
        await login.waitFor({ state: 'visible' });
        expect(await page.title()).toBe(pageTitle(SCREEN_TITLES.top));
        await saveScreenshot(page, 'title-dialog', viewport, { fullPage: false });
        await page.keyboard.press('Escape');
        await login.waitFor({ state: 'detached' });

        // Every page but the top one needs a login (spec 4's guard).
        await logInKeyByKey(page, MEMBER);
        await clickVisibleLink(page, '/casino');
        await expectTitle(page, pageTitle(SCREEN_TITLES.casino));
        await page.goBack();
        await expectTitle(page, pageTitle(SCREEN_TITLES.top));
        await clickVisibleLink(page, '/slot');
        await expectTitle(page, pageTitle(SCREEN_TITLES.slot));

        await page.goto('/no-such-page');
        await expectTitle(page, pageTitle(SCREEN_TITLES.notFound));
        await saveScreenshot(page, 'title-404', viewport, { fullPage: false });
        await clickVisibleLink(page, '/');
        await expectTitle(page, pageTitle(SCREEN_TITLES.top));

        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  it('gives Chromium a manifest it parses without errors under the CSP, with icons of their declared sizes', async () => {
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, MOBILE);
    try {
      await page.goto('/');
      await expectTitle(page, pageTitle(SCREEN_TITLES.top));
      const cdp = await context.newCDPSession(page);
      const read = await cdp.send('Page.getAppManifest');
      expect(read.errors).toEqual([]);
      expect(new URL(read.url).pathname).toBe('/manifest.webmanifest');
      const manifest = JSON.parse(read.data ?? '{}') as { name: string; icons: { src: string; sizes: string }[] };
      expect(manifest.name).toMatch(/[\uac00-\ud7a3]/);
      for (const icon of manifest.icons) {
        const bytes = await page.evaluate(async (src) => Array.from(new Uint8Array(await (await fetch(src)).arrayBuffer())), icon.src);
        const size = pngSize(Buffer.from(bytes));
        expect([icon.src, size && `${size.width}x${size.height}`]).toEqual([icon.src, icon.sizes]);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
