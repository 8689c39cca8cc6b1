import type { Page } from 'playwright-core';
import { CHARGE_MESSAGES } from '@bet/core/charge';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { acceptAlert, DESKTOP, MOBILE, saveScreenshot, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { asMemberInBrowser, memberIdOf, useSiteInChromium } from '../support/site-in-chromium.js';

/** Desktop: the header's button; phone: the right menu's '바로 열기' list. */
async function openUsdDeposit(page: Page, viewport: Viewport) {
  if (viewport === MOBILE) await page.getByRole('button', { name: '내 정보 열기' }).click();
  await page.getByRole('button', { name: '테더충전', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '테더 입금신청' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

/**
 * Issue 29 defect 6 in the browser: GET /charge/depositCancel now needs the CSRF header, so the
 * site's own page must send it. A member requests a TRC-20 deposit (the chain confirms only after
 * an hour here) and cancels it with 최근 신청 취소: the server takes the cancel and the request is
 * cancelled in the database.
 */
describeInChromium('the USD deposit is cancelled from its dialog, in Chromium against the real server', () => {
  const at = useSiteInChromium({ serveUi: true, chainConfirmMs: 3_600_000 });

  it.each([
    { viewport: DESKTOP, userId: 'member02' },
    { viewport: MOBILE, userId: 'member04' },
  ])('at $viewport.width px $userId cancels the latest waiting deposit request', async ({ viewport, userId }) => {
    const member = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
    const { site } = at();
    const memberId = await memberIdOf(site, userId);
    const statuses = async (): Promise<number[]> =>
      (
        await site.db.query<{ status: number }>(
          'SELECT status FROM charge_requests WHERE member_id = $1 AND deposit_mode = 0 AND charge_type = 1 ORDER BY id',
          [memberId],
        )
      ).rows.map((r) => Number(r.status));
    await asMemberInBrowser(at(), viewport, member, async (page) => {
      const deposit = await openUsdDeposit(page, viewport);
      await deposit.getByTestId('usd-deposit-network').selectOption('trx');
      await deposit.getByTestId('usd-deposit-token').selectOption('USDT');
      const amount = deposit.getByTestId('usd-deposit-amount');
      // The field opens with a value in it; the member clears it before typing (see the report).
      await amount.fill('');
      await amount.pressSequentially('5000');
      expect((await amount.inputValue()).replace(/,/g, '')).toBe('5000');
      await deposit.getByTestId('usd-deposit-submit').click();
      await acceptAlert(page, CHARGE_MESSAGES.usdDepositDone);
      expect(await statuses()).toEqual([0]);

      await deposit.getByTestId('usd-deposit-cancel-latest').click();
      // The server's own text: the cancel reached it with the CSRF header and was taken.
      await acceptAlert(page, CHARGE_MESSAGES.usdDepositCancelled);
      expect(await statuses()).toEqual([2]);
      await saveScreenshot(page, 'usd-deposit-cancelled', viewport, { fullPage: false });
    });
  });
});
