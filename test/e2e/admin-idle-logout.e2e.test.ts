import type { Page, Response } from 'playwright-core';
import { logInAsOperator, openAdminPage } from '../support/admin-kit.js';
import { acceptAlert, alertDialog, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { shiftableNoonClock } from '../support/minigame-kit.js';
import { atBothWidthsWithOwnSite } from '../support/slip-kit.js';

const MINUTE = 60_000;
/** Each step is longer than the server's 1-minute write interval of the idle clock: an unmarked poll would move it. */
const STEP_MS = 2 * MINUTE;

/** The answer to the next background poll the page sends (the session's or the deposit queue's, whichever comes first). */
const nextBackgroundPoll = (page: Page): Promise<Response> =>
  page.waitForResponse((r) => r.url().includes('/api/') && r.request().headers()['x-background-poll'] === '1');

/** The live queues a tab may be left on: both poll every 3 s, and neither may keep the session alive. */
const QUEUES = [
  { nav: '입출금', url: /\/admin\/charges$/, testId: 'admin-charges' },
  { nav: 'USDT 입출금', url: /\/admin\/usdt$/, testId: 'admin-usdt' },
] as const;

/**
 * Issue 11: the operator's 30-minute idle limit holds while the tab keeps polling. At 1920 and
 * 425 px the operator logs in and leaves a live queue open (the won queue, then on a fresh login
 * the USDT queue: each polls, and so does the session). The server's and the page's clocks move
 * 2 minutes at a time; after each step the page's polls (marked X-Background-Poll) are answered
 * 200 until 30 idle minutes have passed, then 556, and the screen says '로그아웃 되었습니다.' and
 * shows the login button again. (The USDT queue's poll once went out unmarked, and its tab never
 * went idle.)
 */
describeInChromium("an idle operator's polling tab, in Chromium against the real server", () => {
  const clock = shiftableNoonClock();
  atBothWidthsWithOwnSite({ serveUi: true, clock }, (at, viewport) => {
    it.each(QUEUES)('is logged out after 30 idle minutes on $nav although it polls, and says so in Korean', async (queue) => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await logInAsOperator(page);
        await openAdminPage(page, queue.nav, queue.url);
        // The queue's screen comes with the back office's chunk: the idle time starts once it is
        // drawn (its opening reads answered), not when the address changed.
        await waitForText(page.getByTestId(queue.testId), '내역이 없습니다.');
        // Every API answer while the tab is left alone: `step:status:marked`.
        let step = 0;
        const answers: string[] = [];
        page.on('response', (r) => {
          if (!r.url().includes('/api/')) return;
          answers.push(`${step}:${r.status()}:${r.request().headers()['x-background-poll'] === '1' ? 'poll' : 'person'}`);
        });
        const ended = () => answers.find((a) => a.includes(':556:'));
        for (step = 1; step <= 17 && ended() === undefined; step += 1) {
          const poll = nextBackgroundPoll(page);
          clock.advance(STEP_MS);
          await page.clock.fastForward(STEP_MS);
          await poll;
        }
        // After the page's opening reads (answered in the first step), only polls went out through
        // 28 idle minutes, all answered 200; the session ends at the 30 minutes (the 15th step lands
        // on them, or the 16th or 17th when the opening reads were answered after the first move).
        const idle = answers.filter((a) => Number(a.split(':')[0]) >= 2 && Number(a.split(':')[0]) <= 14);
        expect(idle.filter((a) => a !== `${a.split(':')[0]}:200:poll`)).toEqual([]);
        expect(idle.length).toBeGreaterThanOrEqual(13);
        expect(['15', '16', '17']).toContain(ended()?.split(':')[0]);
        await waitForText(alertDialog(page), '로그아웃 되었습니다.');
        await saveScreenshot(page, `admin-idle-logged-out-${queue.testId}`, viewport);
        await acceptAlert(page, '로그아웃 되었습니다.');
        await page.getByRole('button', { name: '로그인', exact: true }).first().waitFor({ state: 'visible' });
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
