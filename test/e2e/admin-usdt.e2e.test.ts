import type { Locator, Page } from 'playwright-core';
import { CHARGE_MESSAGES } from '@bet/core/charge';
import { formatUsdt, withThousands } from '@bet/core/shared';
import { memberBalances } from '@bet/server/ledger/balances.js';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { logInAsOperator, openAdminPage } from '../support/admin-kit.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { dialogNamed, memberHeader } from '../support/member-flows.js';
import { asMemberInBrowser, memberIdOf, useSiteInChromium } from '../support/site-in-chromium.js';

const account = (userId: string) => DEMO_ACCOUNTS.find((a) => a.userId === userId)!;

/** Desktop: the header's 테더충전; phone: the right menu's list. */
async function openUsdDeposit(page: Page, viewport: Viewport): Promise<Locator> {
  if (viewport === MOBILE) await page.getByRole('button', { name: '내 정보 열기' }).click();
  await page.getByRole('button', { name: '테더충전', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '테더 입금신청' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

/** The header's USD balance ('150 USD'), desktop or mobile. */
const headerUsd = (page: Page): Locator => memberHeader(page).getByTestId('header-usd');

/** The operator's row of a member's request in the queue (it appears by itself: the queue polls). */
const queueRow = (page: Page, userId: string): Locator => page.getByTestId('admin-usdt-row').filter({ hasText: userId });

/**
 * Issue 11, the operator's USDT queue in Chromium against the real server. USDT deposits wait for
 * the operator here (the chain simulator would confirm them only after an hour, and no sweeper
 * runs). The operator keeps /admin/usdt open; the member's request appears without a reload; the
 * operator approves it and the member's header shows the new USD balance at its next session
 * poll; the member's USD history says 완료. Then a deposit bonus rate the operator changes is
 * what a won deposit approved afterwards pays.
 */
describeInChromium("the operator's USDT queue and deposit bonus rates, in Chromium against the real server", () => {
  const at = useSiteInChromium({ serveUi: true, chainConfirmMs: 3_600_000 });

  it.each([
    { viewport: DESKTOP, userId: 'member01', network: 'trx', typed: null, credited: 50_000_000 },
    { viewport: MOBILE, userId: 'member03', network: 'eth', typed: '12.345678', credited: 12_345_678 },
  ] as const)(
    'at $viewport.width px the operator approves $userId’s $network USDT deposit on the live queue; the header shows the USD',
    async ({ viewport, userId, network, typed, credited }) => {
      const { browser, site } = at();
      const memberId = await memberIdOf(site, userId);
      const before = (await memberBalances(site.db, memberId)).usdt;
      const operator = await openSitePage(browser, site, viewport);
      try {
        await logInAsOperator(operator.page);
        await openAdminPage(operator.page, 'USDT 입출금', /\/admin\/usdt$/);
        await operator.page.getByRole('table', { name: 'USDT 입출금 신청 목록' }).waitFor({ state: 'visible' });

        await asMemberInBrowser(at(), viewport, account(userId), async (page) => {
          await waitForText(headerUsd(page), `${formatUsdt(before)} USD`);
          const deposit = await openUsdDeposit(page, viewport);
          await deposit.getByTestId('usd-deposit-network').selectOption(network);
          await deposit.getByTestId('usd-deposit-token').selectOption('USDT');
          if (network === 'trx') {
            const amount = deposit.getByTestId('usd-deposit-amount');
            await amount.fill('');
            await amount.pressSequentially(String(credited / 1_000_000));
            expect(await amount.inputValue()).toBe(String(credited / 1_000_000));
          }
          await deposit.getByTestId('usd-deposit-submit').click();
          await acceptAlert(page, CHARGE_MESSAGES.usdDepositDone);

          // The request appears on the operator's open queue by itself, marked new.
          const row = queueRow(operator.page, userId);
          await waitForText(row, network === 'trx' ? formatUsdt(credited) : '금액 자유');
          expect(await row.getAttribute('data-fresh')).toBe('true');
          // The network column is left out on a phone (a wide column).
          if (viewport === DESKTOP) await waitForText(row, `${network} USDT`);
          if (viewport === MOBILE) await expectNoSidewaysScroll(operator.page);
          await saveScreenshot(operator.page, 'admin-usdt-queue', viewport);
          if (typed !== null) {
            await row.getByRole('button', { name: /승인$/ }).click();
            await acceptAlert(operator.page, '받은 USDT 금액을 입력해주세요.');
            await row.getByRole('textbox', { name: /받은 금액/ }).pressSequentially(typed);
          }
          await row.getByRole('button', { name: /승인$/ }).click();
          await acceptAlert(operator.page, 'USDT 신청을 승인했습니다.');
          await queueRow(operator.page, userId).waitFor({ state: 'detached' });
          expect((await memberBalances(site.db, memberId)).usdt).toBe(before + credited);

          // The member's header follows at the next session poll, without a reload.
          await waitForText(headerUsd(page), `${formatUsdt(before + credited)} USD`);
          await saveScreenshot(page, 'admin-usdt-member-header', viewport, { fullPage: false });

          await page.goto('/deposit');
          const history = page.getByTestId('deposit-history').getByTestId('charge-history-row').filter({ hasText: 'USDT' }).first();
          await waitForText(history, formatUsdt(credited));
          await waitForText(history, '완료');
          await saveScreenshot(page, 'admin-usdt-member-history', viewport);
        });

        await operator.page.getByRole('tab', { name: '완료', exact: true }).click();
        await waitForText(queueRow(operator.page, userId).first(), formatUsdt(credited));
        expect(operator.pageErrors).toEqual([]);
      } finally {
        await operator.context.close();
      }
    },
  );

  it.each([
    { viewport: DESKTOP, userId: 'member02', name: '카지노 무한', before: '5', percent: 7, amount: 100_000 },
    { viewport: MOBILE, userId: 'member04', name: '슬롯 무한', before: '10', percent: 12, amount: 50_000 },
  ] as const)(
    'at $viewport.width px the $name rate the operator sets to $percent% titles the member’s choice and is what the approval pays',
    async ({ viewport, userId, name, before, percent, amount }) => {
      const { browser, site } = at();
      const memberId = await memberIdOf(site, userId);
      const pointsBefore = (await memberBalances(site.db, memberId)).point;
      const bonus = (amount * percent) / 100;
      const title = `${name} ${percent}%`;
      const operator = await openSitePage(browser, site, viewport);
      try {
        await logInAsOperator(operator.page);
        await openAdminPage(operator.page, '한도/계좌', /\/admin\/limits$/);
        await operator.page.getByRole('tab', { name: '입금 보너스', exact: true }).click();
        await operator.page.getByRole('table', { name: '입금 보너스 비율' }).waitFor({ state: 'visible' });
        await waitForText(operator.page.getByTestId('admin-limits'), `${name} 입금 보너스`);
        const rate = operator.page.getByRole('textbox', { name: `${name} 입금 보너스 비율`, exact: true });
        expect(await rate.inputValue()).toBe(before);
        await rate.fill('');
        await rate.pressSequentially(String(percent));
        await operator.page.getByRole('button', { name: `${name} 입금 보너스 저장`, exact: true }).click();
        await acceptAlert(operator.page, '입금 보너스 비율이 저장되었습니다.');
        if (viewport === MOBILE) await expectNoSidewaysScroll(operator.page);
        await saveScreenshot(operator.page, 'admin-limits-deposit-bonus', viewport);

        await asMemberInBrowser(at(), viewport, account(userId), async (page) => {
          // Desktop: the header's 충전 opens /deposit; phone: the footer's 입금 opens the deposit dialog.
          let form: Locator;
          if (viewport === DESKTOP) {
            await page.getByRole('button', { name: '충전', exact: true }).first().click();
            await page.waitForURL(/\/deposit$/);
            form = page.locator('main');
          } else {
            await page.getByRole('button', { name: '입금', exact: true }).filter({ visible: true }).first().click();
            form = dialogNamed(page, '입금신청');
          }
          await waitForText(form.getByTestId('deposit-bonus'), title);
          await form.getByTestId('deposit-amount').pressSequentially(String(amount));
          await form.getByTestId('deposit-bonus').selectOption({ label: title });
          await saveScreenshot(page, 'admin-deposit-bonus-member-form', viewport, { fullPage: false });
          await form.getByTestId('deposit-submit').click();
          await acceptAlert(page, '충전신청을 완료했습니다.');

          await openAdminPage(operator.page, '입출금', /\/admin\/charges$/);
          const charge = operator.page.getByTestId('admin-charge-row').filter({ hasText: userId });
          await waitForText(charge, withThousands(amount));
          await charge.getByRole('button', { name: '승인', exact: true }).click();
          await acceptAlert(operator.page, '승인되었습니다.');

          // The desktop header's points follow at the next session poll; the point history lists the bonus.
          if (viewport === DESKTOP) {
            await waitForText(memberHeader(page).getByTestId('header-points'), new RegExp(`^${withThousands(pointsBefore + bonus)}$`));
          }
          await page.goto('/mypage/point_history');
          await waitForText(page.locator('main'), `충전 보너스 (${title})`);
          await waitForText(page.locator('main'), `+${withThousands(bonus)}`);
          await saveScreenshot(page, 'admin-deposit-bonus-member-points', viewport, { fullPage: false });
        });
        expect((await memberBalances(site.db, memberId)).point).toBe(pointsBefore + bonus);
        expect(operator.pageErrors).toEqual([]);
      } finally {
        await operator.context.close();
      }
    },
  );
});
