import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, textOf, waitForText } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { dialogNamed, logInKeyByKey } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** recomm01 of the demo seed holds the code RECOMM01. */
const RECOMMENDER = DEMO_ACCOUNTS.find((a) => a.userId === 'recomm01')!;

/**
 * Issue 29: the recommender's page shows their join link (the site's address with ?joinCd= and
 * their code) with a 복사 button; the copied link opens the join form with the code looked up.
 */
describeInChromium("the recommender's copyable join link, in Chromium against the real server", () => {
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

  it.each([DESKTOP, MOBILE])('at $width px: copies the join link, and the link opens the join form with the code', async (viewport) => {
    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
    try {
      await page.goto('/');
      await logInKeyByKey(page, RECOMMENDER);
      await page.goto('/mypage/recommender');
      const links = page.getByTestId('join-links');
      const expected = `${site.baseUrl}/?joinCd=RECOMM01`;
      await waitForText(links.getByTestId('join-link'), expected);
      expect(await textOf(links)).toContain('추천 코드 RECOMM01');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'join-link', viewport);

      await links.getByRole('button', { name: '복사', exact: true }).click();
      await acceptAlert(page, '가입 링크가 복사되었습니다.');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(expected);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }

    // A visitor opens the copied link: the join form opens by itself, the code already accepted.
    const visitor = await openSitePage(browser, site, viewport);
    try {
      await visitor.page.goto(`${site.baseUrl}/?joinCd=RECOMM01`);
      const join = dialogNamed(visitor.page, '회원가입');
      await join.waitFor({ state: 'visible' });
      await join.locator('input[name="userId"]').waitFor({ state: 'visible' });
      await saveScreenshot(visitor.page, 'join-link-form', viewport);
      expect(visitor.pageErrors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
