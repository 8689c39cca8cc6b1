import { DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';

/**
 * Issue 27, "a docs page shows the OpenAPI document": /api/docs (public in development) under the
 * site's production CSP at 1920 and 425 px: one row per call, and a click on a call's answer
 * unfolds the contract's schema; nothing is blocked (a CSP report is a page error here).
 */
describeInChromium('the API docs page, in Chromium against the real server', () => {
  const at = useSiteInChromium({ serveUi: false });

  describe.each([DESKTOP, MOBILE])('at $width px', (viewport: Viewport) => {
    it("lists the calls and unfolds a call's answer schema on a click", async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto(`${site.apiUrl}/docs`);
        await waitForText(page.locator('h1'), 'API 문서');
        expect(await page.locator('tbody tr').count()).toBeGreaterThan(150);
        const row = page.locator('tbody tr').filter({ has: page.locator('code', { hasText: /^\/api\/member\/\{id\}$/ }) });
        const answer = row.locator('details').filter({ hasText: '200 응답' });
        await answer.locator('summary').click();
        await waitForText(answer.locator('pre'), '"nickname"');
        await saveScreenshot(page, 'api-docs', viewport, { fullPage: false });
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
