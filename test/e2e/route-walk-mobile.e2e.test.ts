import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { MOBILE, openSitePage } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { logInKeyByKey } from '../support/member-flows.js';
import { watchPage } from '../support/page-watch.js';
import { walkMemberRoutes } from '../support/route-walk-kit.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** member01 is level 1: the community notice's write form is theirs to see. */
const member = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;

/**
 * Issue 10's route walk at 425 px (route-walk.e2e.test.ts has 1920 px and the route list check;
 * two files so the two walks run side by side on their own servers): no member route shows the
 * placeholder or an error page, and axe-core finds no serious or critical violation.
 */
describeInChromium('route walk at 425 px: every member route is a real screen with no serious axe violation', () => {
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

  it('at 425 px: no placeholder, no 404, no serious or critical axe violation', async () => {
    const { context, page, pageErrors } = await openSitePage(browser, site, MOBILE);
    const watch = watchPage(page);
    try {
      await page.goto('/');
      await logInKeyByKey(page, member);
      const report = await walkMemberRoutes(page, watch, MOBILE);
      if (report.allowed.length > 0) console.info(`[route-walk 425] allowed axe findings:\n${report.allowed.join('\n')}`);
      expect(report.problems).toEqual([]);
      expect(report.visited.length).toBeGreaterThan(35);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
