import { DEMO_ADMIN_PASSWORD } from '@bet/server';
import { openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { AdminDesk, must } from '../support/api-session.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { atBothWidthsWithOwnSite, logInDemoMember } from '../support/slip-kit.js';

/** ui's PAGE_TEXTS.maintenance.title. */
const MAINTENANCE_TITLE = '사이트 점검 중입니다';
/** ui's PAGE_TEXTS.top.title. */
const TOP_TITLE = '메인';

describeInChromium('/maintenance: the operator turns site maintenance on and off (spec 2, siteNoticeFlg)', () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('sends a logged-in member to /maintenance while it is on, and back to / from it once it is off', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      const admin = await AdminDesk.open(site.apiUrl, 'admin', DEMO_ADMIN_PASSWORD);
      try {
        await page.goto('/');
        await logInDemoMember(page, 'member04');

        // Maintenance on: the member's next page is the maintenance page.
        await must('maintenance on', admin.api.admin.changeSettings({ siteNoticeFlg: true }));
        await page.goto('/europe');
        await page.waitForURL(/\/maintenance$/);
        await waitForText(page.getByRole('heading', { level: 1 }), MAINTENANCE_TITLE);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'maintenance', viewport, { fullPage: false });

        // Maintenance off: /maintenance sends the member to the top page.
        // (An in-site move, as a link does: the router runs the guard with freshly fetched settings.)
        await must('maintenance off', admin.api.admin.changeSettings({ siteNoticeFlg: false }));
        await page.evaluate(() => {
          window.history.pushState(null, '', '/maintenance?again=1');
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
        await page.waitForURL((url) => url.pathname === '/');
        // The router writes the address at once and React draws the new route a task later, so
        // the maintenance page can still be on screen here: wait for it to go.
        await page.getByRole('heading', { level: 1, name: MAINTENANCE_TITLE }).waitFor({ state: 'detached' });
        await waitForText(page.getByRole('heading', { level: 1 }), TOP_TITLE);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'maintenance-failure', viewport, { fullPage: false }).catch(() => undefined);
        throw error;
      } finally {
        await must('maintenance off', admin.api.admin.changeSettings({ siteNoticeFlg: false })).catch(() => undefined);
        await context.close();
      }
    });
  });
});
