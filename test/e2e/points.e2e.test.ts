import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import {
  acceptAlert,
  alertDialog,
  DESKTOP,
  digitsOf,
  MOBILE,
  openSitePage,
  saveScreenshot,
  textOf,
  waitForText,
  type Viewport,
} from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { memberBalances } from '@bet/server/ledger/balances.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { logInKeyByKey, waitForHeaderCash } from '../support/member-flows.js';
import { memberIdOf } from '../support/site-in-chromium.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** The seed's opening balances of a demo member. */
const OPENING = { cash: 1_000_000, point: 5_000 } as const;
const CONVERTED = 1_234;

/** My page's point history (desktop: through the sidebar's attendance page; phone: the my-info menu), then its link to /point. */
async function openPointExchange(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === DESKTOP) {
    // The member page's my page links (the sidebar's 출석체크 button opens the attendance dialog).
    await page.getByRole('link', { name: '마이페이지', exact: true }).first().click();
    await page.waitForURL(/\/mypage\/join_info$/);
    await page.getByRole('link', { name: '출석체크', exact: true }).click();
    await page.waitForURL(/\/mypage\/attendance$/);
    await page.getByRole('link', { name: '포인트 내역 보기' }).click();
  } else {
    await page.getByRole('button', { name: '내 정보 열기' }).click();
    await page.getByRole('link', { name: '포인트 내역', exact: true }).click();
  }
  await page.waitForURL(/\/mypage\/point_history$/);
  await page.getByTestId('point-history-page').getByRole('link', { name: '포인트 전환하기' }).click();
  await page.waitForURL(/\/point$/);
}

/** The member's conversions to cash as stored (a delete only hides them from the member). */
async function conversionRows(site: SiteServer, memberId: number): Promise<{ point: number; user_deleted: boolean }[]> {
  const { rows } = await site.db.query<{ point: number; user_deleted: boolean }>(
    'SELECT point, user_deleted FROM point_records WHERE member_id = $1 AND point_to_cash_flg = 1 ORDER BY id',
    [memberId],
  );
  return rows.map((r) => ({ point: Number(r.point), user_deleted: r.user_deleted }));
}

/**
 * Issue 10: /point, the point exchange (spec 2, 5, 7, 8, 9). A member opens it as a person would,
 * is refused below the 1-point minimum with the spec's text, converts typed points, reads
 * '포인트 전환성공', sees both balances move by the amount and the conversion listed as
 * '처리완료', deletes it after the '전체 내역을 삭제하시겠습니까?' confirm; the server recorded
 * the balances and the hidden row. One site server for both widths (one member each).
 */
describeInChromium('the point exchange, in Chromium against the real server', () => {
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
    { viewport: DESKTOP, userId: 'member03' },
    { viewport: MOBILE, userId: 'member04' },
  ])(
    'at $viewport.width px: the minimum, a conversion that moves both balances, the history and delete-all',
    async ({ viewport, userId }) => {
      const account = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInKeyByKey(page, account);
        await openPointExchange(page, viewport);

        const screen = page.getByTestId('point-exchange-page');
        const cash = screen.getByTestId('point-exchange-emoney');
        const points = screen.getByTestId('point-exchange-point');
        await waitForText(cash, '1,000,000원');
        await waitForText(points, '5,000P');
        await waitForText(screen, '내역이 없습니다.');
        await expectNoSidewaysScroll(page);

        // Spec 5: at least 1 point.
        const amount = screen.getByLabel('전환 포인트', { exact: true });
        const convert = screen.getByRole('button', { name: '전환하기', exact: true });
        await amount.pressSequentially('0');
        await convert.click();
        await acceptAlert(page, '포인트가 부족합니다. 최소 전환 포인트는 1원입니다.');

        await amount.fill('');
        await amount.pressSequentially(String(CONVERTED));
        expect(await amount.inputValue()).toBe('1,234');
        await saveScreenshot(page, 'point-exchange-form', viewport, { fullPage: false });
        await convert.click();
        await acceptAlert(page, '포인트 전환성공');

        // Both balances move by the amount shown (the page asks the session for the member at once),
        // and so does the header's cash.
        await waitForText(cash, `${(OPENING.cash + CONVERTED).toLocaleString('en-US')}원`);
        await waitForText(points, `${(OPENING.point - CONVERTED).toLocaleString('en-US')}P`);
        await waitForHeaderCash(page, OPENING.cash + CONVERTED);
        const row = screen.getByTestId('point-record').first();
        await waitForText(row, '-1,234');
        expect(await textOf(row)).toContain('처리완료');
        expect(await textOf(row)).toContain('캐쉬 전환');
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'point-exchange', viewport);

        // What the server recorded: the ledger balances and the conversion row (read beside the
        // site: a second login of the member would log the browser out, spec 4's 555).
        const memberId = await memberIdOf(site, account.userId);
        const balances = await memberBalances(site.db, memberId);
        expect([balances.cash, balances.point]).toEqual([OPENING.cash + CONVERTED, OPENING.point - CONVERTED]);
        expect(digitsOf(await textOf(cash))).toBe(balances.cash);
        expect(digitsOf(await textOf(points))).toBe(balances.point);
        expect(await conversionRows(site, memberId)).toEqual([{ point: -CONVERTED, user_deleted: false }]);

        // Delete-all asks first; cancel keeps the row, OK hides it (on the server too).
        await screen.getByRole('button', { name: '전체삭제', exact: true }).click();
        const confirm = page.getByRole('alertdialog').filter({ hasText: '전체 내역을 삭제하시겠습니까?' });
        await confirm.getByRole('button', { name: '취소', exact: true }).click();
        await confirm.waitFor({ state: 'detached' });
        await waitForText(row, '-1,234');
        await screen.getByRole('button', { name: '전체삭제', exact: true }).click();
        await confirm.getByRole('button', { name: '확인', exact: true }).click();
        await acceptAlert(page, '삭제가 완료되었습니다.');
        await waitForText(screen, '내역이 없습니다.');
        expect(await conversionRows(site, memberId)).toEqual([{ point: -CONVERTED, user_deleted: true }]);
        await expect(alertDialog(page).count()).resolves.toBe(0);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
