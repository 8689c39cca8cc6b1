import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { logInDemoMember } from '../support/slip-kit.js';
import { watchPage } from '../support/page-watch.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** The neutral flag the UI shows when a location's image fails (ui/src/design-system/FlagImage.tsx). */
const FALLBACK_FLAG = '/images/flags/unknown.svg';

/** The flag images of a list, once each has loaded (or failed): src as the page holds it, and its pixel width. */
async function loadedFlags(flags: Locator): Promise<{ readonly src: string; readonly naturalWidth: number }[]> {
  await flags.first().waitFor({ state: 'visible' });
  await flags.evaluateAll((images) => Promise.all((images as HTMLImageElement[]).map((img) => img.decode().catch(() => undefined))));
  return flags.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({ src: new URL(img.src).pathname, naturalWidth: img.naturalWidth })),
  );
}

/** Opens the sidebar's football branch: its countries, each with a flag. */
async function openFootballCountries(page: Page): Promise<Locator> {
  const sidebar = page.locator('aside').filter({ hasText: '스포츠' }).first();
  await sidebar.getByRole('button', { name: /^축구 \d+$/ }).click();
  await waitForText(sidebar, '잉글랜드');
  return sidebar;
}

describeInChromium("a visitor's first visit and the league flags, in Chromium against the real server", () => {
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

  describe.each([DESKTOP, MOBILE])('at $width px ($name)', (viewport) => {
    it('shows the top page to a guest with a clean console (no error status, failed request or warning), then fetches the sports lists while idle', async () => {
      const { context, page } = await openSitePage(browser, site, viewport);
      try {
        const watch = watchPage(page);
        // The load asks for the site settings and the banks once each (the restore's answers serve the first route).
        const settingsReads: string[] = [];
        page.on('request', (r) => {
          const path = new URL(r.url()).pathname;
          if (path === '/api/setting/user' || path === '/api/settingbankname') settingsReads.push(path);
        });
        const sessionCheck = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/me');
        // The sports lists' chunk is not in the first load; the site fetches it once the page is drawn.
        const sportsChunk = page.waitForResponse((r) => /^\/assets\/sports-screens-[^/]+\.js$/.test(new URL(r.url()).pathname));
        await page.goto('/');
        expect((await sessionCheck).status()).toBe(200);
        await waitForText(page.locator('body'), '사이트 이용 안내');
        await page.getByTestId('site-popup').first().waitFor({ state: 'visible' });
        expect((await sportsChunk).status()).toBe(200);
        await watch.settled();
        await saveScreenshot(page, 'first-visit', viewport, { fullPage: false });
        expect(watch.trouble).toEqual({ console: [], pageErrors: [], failedRequests: [], errorResponses: [] });
        expect(settingsReads.sort()).toEqual(['/api/setting/user', '/api/settingbankname']);
      } finally {
        await context.close();
      }
    });
  });

  it('shows each country of the league list with its own flag image at 1920 px', async () => {
    const { context, page } = await openSitePage(browser, site, DESKTOP);
    try {
      const watch = watchPage(page);
      await page.goto('/');
      await logInDemoMember(page, 'member01');
      await page.goto('/europe');
      const sidebar = await openFootballCountries(page);
      const flags = await loadedFlags(sidebar.getByTestId('location-flag'));
      expect(flags.length).toBeGreaterThanOrEqual(4);
      for (const flag of flags) {
        expect(flag.src).toMatch(/^\/images\/flags\/[a-z-]+\.svg$/);
        expect(flag.src).not.toBe(FALLBACK_FLAG);
        expect(flag.naturalWidth).toBeGreaterThan(0);
      }
      await watch.settled();
      await saveScreenshot(page, 'league-flags', DESKTOP, { fullPage: false });
      expect(watch.trouble.errorResponses).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the neutral flag when a location names an image the site does not have', async () => {
    const { rows } = await site.db.query<{ id: number }>(
      "UPDATE sports_locations SET image_path = '/images/flags/xx.svg' WHERE name_korean = '잉글랜드' RETURNING id",
    );
    expect(rows).toHaveLength(1);
    const { context, page } = await openSitePage(browser, site, DESKTOP);
    try {
      const watch = watchPage(page);
      await page.goto('/');
      await logInDemoMember(page, 'member01');
      await page.goto('/europe');
      const sidebar = await openFootballCountries(page);
      const england = sidebar.getByRole('button', { name: /잉글랜드/ }).getByTestId('location-flag');
      await page.waitForFunction(
        (img) => (img as HTMLImageElement).src.endsWith('/images/flags/unknown.svg') && (img as HTMLImageElement).complete,
        await england.elementHandle(),
      );
      expect(await england.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await watch.settled();
      // The broken path is a real 404 (not the site's HTML), which is what lets the fallback show.
      expect(watch.trouble.errorResponses).toEqual(['GET /images/flags/xx.svg -> 404']);
      await saveScreenshot(page, 'league-flag-fallback', DESKTOP, { fullPage: false });
    } finally {
      await context.close();
      await site.db.query("UPDATE sports_locations SET image_path = '/images/flags/gb-eng.svg' WHERE name_korean = '잉글랜드'");
    }
  });

  it('reloads into the new build when a page it opens next was a chunk of the build it started with (a release meanwhile)', async () => {
    const { context, page } = await openSitePage(browser, site, DESKTOP);
    try {
      await page.goto('/');
      await logInDemoMember(page, 'member01');
      // After a release the old build's chunks are gone (hashed names): my page's chunk answers
      // 404 until the page loads its document again. (Not the sports lists': the site fetches
      // that one when idle after the first page, before this test could refuse it.)
      let gone = true;
      const refused: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) gone = false;
      });
      await page.route(/\/assets\/my-page-screens-[^/]+\.js$/, async (route) => {
        if (!gone) return route.continue();
        refused.push(new URL(route.request().url()).pathname);
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
      });
      await page.evaluate(() => Object.assign(window, { openedBeforeRelease: true }));
      const reloaded = page.waitForEvent('load');
      await page.getByRole('link', { name: '베팅내역' }).first().click();
      await reloaded;
      await page.getByTestId('bet-history').first().waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe('/bet_result');
      expect(await page.evaluate(() => 'openedBeforeRelease' in window)).toBe(false);
      expect(refused.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
