import type { Page, Response } from 'playwright-core';
import { logInAsOperator, openAdminPage } from '../support/admin-kit.js';
import { acceptAlert, openSitePage, saveScreenshot } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { shiftableNoonClock } from '../support/minigame-kit.js';
import { atBothWidthsWithOwnSite } from '../support/slip-kit.js';

const MINUTE = 60_000;
/** Each step is longer than the server's 1-minute write interval of the idle clock: an unmarked poll would move it. */
const STEP_MS = 2 * MINUTE;

/** The answer to the next background poll the page sends (the session's or the deposit queue's, whichever comes first). */
const nextBackgroundPoll = (page: Page): Promise<Response> =>
  page.waitForResponse((r) => r.url().includes('/api/') && r.request().headers()['x-background-poll'] === '1');

/**
 * Issue 11: the operator's 30-minute idle limit holds while the tab keeps polling. At 1920 and
 * 425 px the operator logs in and leaves the deposit queue open (it polls, and so does the
 * session). The server's and the page's clocks move 2 minutes at a time; after each step the
 * page's polls (marked X-Background-Poll) are answered 200 until 30 idle minutes have passed,
 * then 556, and the screen says '로그아웃 되었습니다.' and shows the login button again.
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
        // Every background poll's answer, by the step it came in.
        let step = 0;
        const answers: string[] = [];
        page.on('response', (r) => {
          if (r.request().headers()['x-background-poll'] === '1') answers.push(`${step}:${r.status()}`);
        });
        for (step = 1; step <= 16 && !answers.some((a) => a.endsWith(':556')); step += 1) {
          const poll = nextBackgroundPoll(page);
          clock.advance(STEP_MS);
          await page.clock.fastForward(STEP_MS);
          await poll;
        }
        // Through 28 idle minutes every poll is answered 200; the session ends at the 30 minutes
        // (the 15th step lands on them, give or take the seconds the login took), 556 by the 16th.
        expect(answers.filter((a) => Number(a.split(':')[0]) <= 14 && !a.endsWith(':200'))).toEqual([]);
        expect(answers.filter((a) => Number(a.split(':')[0]) <= 14).length).toBeGreaterThanOrEqual(14);
        const ended = answers.find((a) => a.endsWith(':556'));
        expect(['15:556', '16:556']).toContain(ended);
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
