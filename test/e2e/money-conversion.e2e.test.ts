import type { Locator, Page } from 'playwright-core';
import { formatUsdt } from '@bet/core/shared';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { memberBalances } from '@bet/server/ledger/balances.js';
import { adminNav, logInAsOperator } from '../support/admin-kit.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, textOf, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { waitForHeaderCash } from '../support/member-flows.js';
import { asMemberInBrowser, memberIdOf, useSiteInChromium } from '../support/site-in-chromium.js';

/** The seed's opening balances of a demo member (won, micro-USDT). */
const OPENING = { cash: 1_000_000, usdt: 100_000_000, point: 5_000 } as const;
const CONVERTED_WON = 30_000;
const CONVERTED_USD = 10;

/** '20.833333' USD as micro-USDT, without a float. */
function microOf(text: string): number {
  const [whole = '', fraction = ''] = text.replace(/,/g, '').split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

/** Desktop: the my page's 머니전환 (a desktop has no mobile header); phone: the header's 전환 beside the USD balance. */
async function openConversion(page: Page, viewport: Viewport): Promise<Locator> {
  if (viewport === DESKTOP) {
    await page.getByRole('link', { name: '마이페이지', exact: true }).first().click();
    await page.waitForURL(/\/mypage\/join_info$/);
    await page.getByRole('group', { name: '바로 열기' }).getByRole('button', { name: '머니전환', exact: true }).click();
  } else {
    await page.locator('header').getByRole('button', { name: '전환', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: '머니 전환' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

/**
 * Issue 10: the money conversion dialog (spec 2: modes 1/2/3, minimum and live rate, quick-adds,
 * MAX; spec 8: '전환에 성공했습니다.'), reachable on desktop and mobile. A member opens it, checks
 * MAX and that a mode switch clears the amount, types 30,000 won key by key in mode 2 (won to USD),
 * converts, and both balances move by the shown amounts: on screen and in the ledger. The other
 * two modes convert too: 10 USD to won (mode 1) and the member's points to won with MAX (mode 3,
 * spec 8's '포인트 전환성공').
 */
describeInChromium('the money conversion dialog, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  it.each([
    { viewport: DESKTOP, userId: 'member01' },
    { viewport: MOBILE, userId: 'member03' },
  ])('at $viewport.width px $userId converts won to USD and both balances move by the shown amounts', async ({ viewport, userId }) => {
    const member = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
    const { site } = at();
    await asMemberInBrowser(at(), viewport, member, async (page) => {
      const dialog = await openConversion(page, viewport);
      await waitForText(dialog.getByTestId('money-conversion-emoney'), '1,000,000원');
      await waitForText(dialog.getByTestId('money-conversion-rate'), /실시간 환율: 1 USD = [\d,]+원/);
      expect(await textOf(dialog)).toContain('최소 전환금액: 10,000원 / 1 USD');

      // MAX fills the whole source balance; switching the mode clears the amount.
      const amount = dialog.getByTestId('money-conversion-amount');
      await dialog.getByRole('tab', { name: '보유머니 → USD' }).click();
      await dialog.getByTestId('money-conversion-max').click();
      expect(await amount.inputValue()).toBe('1,000,000');
      await dialog.getByRole('tab', { name: '포인트 → 보유머니' }).click();
      expect(await amount.inputValue()).toBe('');
      await dialog.getByRole('tab', { name: '보유머니 → USD' }).click();
      expect(await dialog.getByRole('tab', { name: '보유머니 → USD' }).getAttribute('aria-selected')).toBe('true');

      // The quick-adds of modes 2 and 3 add won (10,000 ... 500,000) to the amount; the member then types their own.
      await dialog.getByRole('button', { name: '10,000원', exact: true }).click();
      await dialog.getByRole('button', { name: '30,000원', exact: true }).click();
      expect(await amount.inputValue()).toBe('40,000');
      await amount.fill('');
      await amount.pressSequentially(String(CONVERTED_WON));
      expect(await amount.inputValue()).toBe('30,000');
      const receive = dialog.getByTestId('money-conversion-receive');
      await waitForText(receive, /전환 후 받을 금액: [\d,.]+ USD/);
      const shownUsd = /([\d,.]+) USD/.exec(await textOf(receive))![1]!;
      expect(microOf(shownUsd)).toBeGreaterThan(0);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'money-conversion', viewport);

      await dialog.getByTestId('money-conversion-submit').click();
      await acceptAlert(page, '전환에 성공했습니다.');
      await waitForHeaderCash(page, OPENING.cash - CONVERTED_WON);
      if (viewport === MOBILE) {
        // The phone header shows the USD balance too.
        await waitForText(page.locator('header').first(), `${formatUsdt(OPENING.usdt + microOf(shownUsd))} USD`);
      }

      const balances = await memberBalances(site.db, await memberIdOf(site, userId));
      expect({ cash: balances.cash, usdt: balances.usdt }).toEqual({
        cash: OPENING.cash - CONVERTED_WON,
        usdt: OPENING.usdt + microOf(shownUsd),
      });
    });
  });

  it.each([
    { viewport: DESKTOP, userId: 'member05' },
    { viewport: MOBILE, userId: 'member02' },
  ])('at $viewport.width px $userId converts USD to won (mode 1) and points to won (mode 3)', async ({ viewport, userId }) => {
    const member = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
    const { site } = at();
    const memberId = await memberIdOf(site, userId);
    await asMemberInBrowser(at(), viewport, member, async (page) => {
      const dialog = await openConversion(page, viewport);
      const amount = dialog.getByTestId('money-conversion-amount');
      const receive = dialog.getByTestId('money-conversion-receive');

      // Mode 1: 10 USD typed key by key; the won shown is what arrives.
      await dialog.getByRole('tab', { name: 'USD → 보유머니' }).click();
      await amount.pressSequentially(String(CONVERTED_USD));
      await waitForText(receive, /전환 후 받을 금액: [\d,]+원/);
      const shownWon = Number(/([\d,]+)원/.exec(await textOf(receive))![1]!.replace(/,/g, ''));
      expect(shownWon).toBeGreaterThan(0);
      await dialog.getByTestId('money-conversion-submit').click();
      await acceptAlert(page, '전환에 성공했습니다.');
      await waitForHeaderCash(page, OPENING.cash + shownWon);

      // Mode 3: MAX fills the member's points (the seed's 5,000); they arrive as won one to one.
      await dialog.getByRole('tab', { name: '포인트 → 보유머니' }).click();
      await dialog.getByTestId('money-conversion-max').click();
      expect(await amount.inputValue()).toBe('5,000');
      await waitForText(receive, '전환 후 받을 금액: 5,000원');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'money-conversion-points', viewport);
      await dialog.getByTestId('money-conversion-submit').click();
      // Spec 8 names the point conversion's own success text.
      await acceptAlert(page, '포인트 전환성공');
      await waitForHeaderCash(page, OPENING.cash + shownWon + OPENING.point);

      const balances = await memberBalances(site.db, memberId);
      expect({ cash: balances.cash, usdt: balances.usdt, point: balances.point }).toEqual({
        cash: OPENING.cash + shownWon + OPENING.point,
        usdt: OPENING.usdt - CONVERTED_USD * 1_000_000,
        point: 0,
      });
    });
  });

  /** The operator flips 머니 전환 최소금액 적용 on /admin/settings and waits for the saved state. */
  async function setMinimumEnforced(page: Page, on: boolean): Promise<void> {
    const flip = page.getByRole('switch', { name: '머니 전환 최소금액 적용', exact: true });
    await flip.click();
    await acceptAlert(page, '설정이 저장되었습니다.');
    await page.locator(`[role="switch"][aria-label="머니 전환 최소금액 적용"][aria-checked="${on}"]`).waitFor({ state: 'visible' });
  }

  it('at 1920 px the operator enforces the minimum; at 425 px member04 is refused 5,000 won and converts 10,000', async () => {
    const { browser, site } = at();
    const operator = await openSitePage(browser, site, DESKTOP);
    const member = DEMO_ACCOUNTS.find((a) => a.userId === 'member04')!;
    try {
      // Spec 5 reads the minimums as display-only (the default, tested above); the operator may enforce them.
      await logInAsOperator(operator.page);
      await adminNav(operator.page, '설정').click();
      await operator.page.waitForURL(/\/admin\/settings$/);
      await setMinimumEnforced(operator.page, true);
      await saveScreenshot(operator.page, 'admin-settings-conversion-minimum', DESKTOP);

      await asMemberInBrowser(at(), MOBILE, member, async (page) => {
        const dialog = await openConversion(page, MOBILE);
        const amount = dialog.getByTestId('money-conversion-amount');
        await dialog.getByRole('tab', { name: '보유머니 → USD' }).click();
        await amount.pressSequentially('5000');
        await dialog.getByTestId('money-conversion-submit').click();
        await acceptAlert(page, '최소 10,000원부터 전환 가능합니다.');
        await amount.fill('');
        await amount.pressSequentially('10000');
        await dialog.getByTestId('money-conversion-submit').click();
        await acceptAlert(page, '전환에 성공했습니다.');
        await waitForHeaderCash(page, OPENING.cash - 10_000);
      });
      expect((await memberBalances(site.db, await memberIdOf(site, 'member04'))).cash).toBe(OPENING.cash - 10_000);
    } finally {
      // Back to the default for any test after this one.
      await setMinimumEnforced(operator.page, false).catch(() => undefined);
      await operator.context.close();
    }
  });
});
