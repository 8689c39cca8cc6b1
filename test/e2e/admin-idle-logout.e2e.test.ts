import type { Page, Response } from 'playwright-core';
import { logInAsOperator, openAdminPage } from '../support/admin-kit.js';
import { acceptAlert, openSitePage, saveScreenshot } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { shiftableNoonClock } from '../support/minigame-kit.js';
import { atBothWidthsWithOwnSite } from '../support/slip-kit.js';

const MINUTE = 60_000;
/** Each step is longer than the server's 1-minute write interval of the idle clock: an unmarked poll would move it. */
const STEP_MS = 2 * MINUTE;

/** The next session poll the page sends, as a background poll, and its answer. */
const nextBackgroundPoll = (page: Page): Promise<Response> =>
  page.waitForResponse((r) => r.url().endsWith('/api/auth/me') && r.request().headers()['x-background-poll'] === '1');

/**
 * Issue 11: the operator's 30-minute idle limit holds while the tab keeps polling. At 1920 and
 * 425 px the operator logs in and leaves the deposit queue open (it polls, and so does the
 * session). The server's and the page's clocks move 2 minutes at a time; after each step the
 * page's poll (marked X-Background-Poll) is answered 200 until 30 idle minutes have passed, then
 * 556, and the screen says '로그아웃 되었습니다.' and shows the login button again.
 */
describeInChromium("an idle operator's polling tab, in Chromium against the real server", () => {
  const clock = shiftableNoonClock();
  atBothWidthsWithOwnSite({ serveUi: true, clock }, (at, viewport) => {
    it('is logged out after 30 idle minutes although it polls, and says so in Korean', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await logInAsOperator(page);
        await openAdminPage(page, '입출금', /\/admin\/charges$/);
        const statuses: number[] = [];
        for (let idle = STEP_MS; idle <= 30 * MINUTE + STEP_MS; idle += STEP_MS) {
          const poll = nextBackgroundPoll(page);
          clock.advance(STEP_MS);
          await page.clock.fastForward(STEP_MS);
          statuses.push((await poll).status());
        }
        // 15 steps (30 minutes) answered, the 16th (32 idle minutes) finds the session ended.
        expect(statuses).toEqual([...Array<number>(15).fill(200), 556]);
        await acceptAlert(page, '로그아웃 되었습니다.');
        await page.getByRole('button', { name: '로그인', exact: true }).first().waitFor({ state: 'visible' });
        await saveScreenshot(page, 'admin-idle-logged-out', viewport);
        const { rows } = await site.db.query<{ end_reason: string }>(
          "SELECT s.end_reason FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.user_id = 'admin' ORDER BY s.created_at DESC LIMIT 1",
        );
        expect(rows).toEqual([{ end_reason: 'expired' }]);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
