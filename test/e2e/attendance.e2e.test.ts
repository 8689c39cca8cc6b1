import type { Browser, Page } from 'playwright-core';
import { formatKstDate } from '@bet/core/shared';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, textOf, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { memberBalances } from '@bet/server/ledger/balances.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { logInKeyByKey, memberHeader } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** The seed's opening points of a demo member. */
const OPENING_POINTS = 5_000;

/** The member page's attendance link on a desktop; the my-info menu's link on a phone. */
async function openAttendance(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === DESKTOP) {
    // The member page's my page links (the sidebar's 출석체크 button opens the attendance dialog).
    await page.getByRole('link', { name: '마이페이지', exact: true }).first().click();
    await page.waitForURL(/\/mypage\/join_info$/);
    await page.getByRole('link', { name: '출석체크', exact: true }).click();
  } else {
    await page.getByRole('button', { name: '내 정보 열기' }).click();
    await page.getByRole('link', { name: '출석체크', exact: true }).click();
  }
  await page.waitForURL(/\/mypage\/attendance$/);
}

/**
 * Issue 10: /mypage/attendance. A member opens it as a person would, checks in, reads the
 * server's Korean answer, sees today marked in the calendar, is refused nothing twice (the button
 * says the day is done), and finds the check-in's points in /mypage/point_history; the server
 * recorded the day and the point movement. One site server for both widths (one member each).
 */
describeInChromium('attendance: the daily check-in and its calendar, in Chromium against the real server', () => {
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

  it.each([
    { viewport: DESKTOP, userId: 'member01' },
    { viewport: MOBILE, userId: 'member02' },
  ])('at $viewport.width px: checks in, the day is marked and its points are in the history', async ({ viewport, userId }) => {
    const account = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
    const today = formatKstDate(site.clock.now());
    const [year, month] = today.split('-').map(Number) as [number, number];
    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    try {
      await page.goto('/');
      await logInKeyByKey(page, account);
      await openAttendance(page, viewport);

      const screen = page.getByTestId('attendance-page');
      await waitForText(screen.getByTestId('attendance-month'), `${year}년 ${month}월`);
      const todayCell = screen.locator(`[data-date="${today}"]`);
      await expect(todayCell.getAttribute('data-checked')).resolves.toBe('false');
      await waitForText(screen, '출석 1회 100 포인트 지급');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'attendance-before', viewport);

      await screen.getByRole('button', { name: '출석체크하기', exact: true }).click();
      await acceptAlert(page, '출석체크가 완료되었습니다. 100 포인트가 지급되었습니다.');

      // The calendar now marks today, and the button says the day is done.
      await screen.locator(`[data-date="${today}"][data-checked="true"]`).waitFor({ state: 'visible' });
      expect(await textOf(todayCell)).toContain('출석');
      await expect(screen.getByRole('button', { name: '오늘 출석완료', exact: true }).isDisabled()).resolves.toBe(true);
      expect(await textOf(screen.getByTestId('attendance-count'))).toBe('이번 달 출석 1일');
      // The desktop header's points follow at once (the page asks the session for the member).
      if (viewport === DESKTOP) await waitForText(memberHeader(page), /포인트\s*5,100/);
      await saveScreenshot(page, 'attendance', viewport);

      // What the server recorded (read beside the site: a second login of the member would log
      // the browser out, spec 4's 555): the day, the point record and the ledger's points.
      const { rows: ids } = await site.db.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [account.userId]);
      const memberId = Number(ids[0]!.id);
      const { rows: days } = await site.db.query<{ day: string; points: number }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, points FROM attendance WHERE member_id = $1",
        [memberId],
      );
      expect(days.map((d) => [d.day, Number(d.points)])).toEqual([[today, 100]]);
      const { rows: records } = await site.db.query<{ point: number; point_memo: string }>(
        'SELECT point, point_memo FROM point_records WHERE member_id = $1 AND point_to_cash_flg = 0 ORDER BY id DESC LIMIT 1',
        [memberId],
      );
      expect(records.map((r) => [Number(r.point), r.point_memo])).toEqual([[100, '출석체크']]);
      expect((await memberBalances(site.db, memberId)).point).toBe(OPENING_POINTS + 100);

      // The check-in's points in my page's point history.
      await screen.getByRole('link', { name: '포인트 내역 보기' }).click();
      await page.waitForURL(/\/mypage\/point_history$/);
      const history = page.getByTestId('point-history-page');
      const first = history.getByTestId('point-record').first();
      await waitForText(first, '+100');
      expect(await textOf(first)).toContain('포인트 지급');
      expect(await textOf(first)).toContain('처리완료');
      if (viewport === DESKTOP) expect(await textOf(first)).toContain('출석체크');
      // The seed's welcome points are the row below.
      await waitForText(history.getByTestId('point-record').nth(1), '+5,000');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'point-history', viewport);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
