import type { Locator, Page } from 'playwright-core';
import { logInAsOperator, openAdminPage } from '../support/admin-kit.js';
import { openBetSlip } from '../support/betting-flows.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { dialogNamed } from '../support/member-flows.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';
import { logInDemoMember } from '../support/slip-kit.js';

/** member02 is at level 2 of user type A: sports limits 2,000,000 / 10,000,000 won (server/src/routes/sports/seed/seed-sports.ts). */
const MEMBER = 'member02';
const DEPOSIT_PASSWORD = '1234';

/** The operator types a new value into a field of the limits screen key by key and saves its row. */
async function changeField(page: Page, field: string, value: string, row: string, saved: string): Promise<void> {
  const input = page.getByRole('textbox', { name: field, exact: true });
  await input.fill('');
  await input.pressSequentially(value);
  await page.getByRole('button', { name: `${row} 저장`, exact: true }).click();
  await acceptAlert(page, saved);
}

async function chooseTab(page: Page, name: string, table: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('table', { name: table }).waitFor({ state: 'visible' });
}

/** The member reveals the deposit account with the deposit password inside `form` (the /deposit page or the dialog). */
async function revealDepositAccount(page: Page, scope: Locator, account: string): Promise<void> {
  await scope.getByTestId('deposit-password').pressSequentially(DEPOSIT_PASSWORD);
  await scope.getByRole('button', { name: '계좌확인', exact: true }).click();
  await waitForText(scope.getByTestId('deposit-account'), account);
}

/**
 * Issue 11, the operator's limits and accounts in Chromium against the real server: the operator
 * changes level 2's sports max bet and the member's open slip shows the new limit without a
 * reload; a max bet above the max winnings is refused; the operator changes level 2's deposit
 * account and the member's deposit screen (1920) and deposit dialog (425) show it; the audit log
 * lists the changes with before and after. Every tab fits 425 px.
 */
describeInChromium('the operator limits and deposit accounts, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  it("at 1920 px: a level's max bet reaches the member's open slip, its deposit account the member's deposit screen", async () => {
    const { browser, site } = at();
    const viewport: Viewport = DESKTOP;
    const member = await openSitePage(browser, site, viewport);
    const operator = await openSitePage(browser, site, viewport);
    const { page } = operator;
    try {
      await member.page.goto('/');
      await logInDemoMember(member.page, MEMBER);
      await member.page.goto('/europe');
      const slip = await openBetSlip(member.page, viewport);
      await waitForText(slip.getByTestId('bet-slip-limits-value'), '2,000,000 / 10,000,000');

      await logInAsOperator(page);
      await openAdminPage(page, '한도/계좌', /\/admin\/limits$/);
      await page.getByRole('table', { name: '레벨별 베팅 한도' }).waitFor({ state: 'visible' });
      await changeField(page, '스포츠 LV.2 최대 베팅', '5000', '스포츠 LV.2', '최대 베팅금은 최대 당첨금보다 클 수 없습니다.');
      await changeField(page, '스포츠 LV.2 최대 베팅', '150', '스포츠 LV.2', '베팅 한도가 저장되었습니다.');
      await saveScreenshot(page, 'admin-limits', viewport);

      // The member's slip, open all along, follows at the next session poll (5 s).
      await waitForText(slip.getByTestId('bet-slip-limits-value'), '1,500,000 / 10,000,000');
      await saveScreenshot(member.page, 'admin-limits-member-slip', viewport, { fullPage: false });

      await chooseTab(page, '입금 계좌', '레벨별 입금 계좌');
      await changeField(page, 'A LV.2 계좌번호', '333-22-111111', 'A LV.2', '입금 계좌가 저장되었습니다.');
      await saveScreenshot(page, 'admin-limits-accounts', viewport);
      await member.page.goto('/deposit');
      await revealDepositAccount(member.page, member.page.locator('main'), '333-22-111111');
      await saveScreenshot(member.page, 'admin-limits-member-deposit', viewport, { fullPage: false });

      await chooseTab(page, '라이브 대기', '종목별 라이브 베팅 대기 시간');
      await saveScreenshot(page, 'admin-limits-delays', viewport);
      await chooseTab(page, '환율', '환율');
      await saveScreenshot(page, 'admin-limits-rate', viewport);
      await chooseTab(page, '폴더 보너스', '폴더 보너스 배당');
      await changeField(page, '3폴더 이상 보너스 배당', '1.04', '3폴더 이상 보너스', '폴더 보너스 배당이 저장되었습니다.');
      await saveScreenshot(page, 'admin-limits-bonus', viewport);

      await openAdminPage(page, '감사 로그', /\/admin\/audit$/);
      const lines = page.getByTestId('admin-audit-row');
      await waitForText(lines.filter({ hasText: '베팅 한도 변경' }).first(), 'maxBetUnits: 150');
      await waitForText(lines.filter({ hasText: '베팅 한도 변경' }).first(), 'maxBetUnits: 200');
      await waitForText(lines.filter({ hasText: '입금 계좌 변경' }).first(), '333-22-111111');
      await waitForText(lines.filter({ hasText: '폴더 보너스 변경' }).first(), 'priceHundredths: 104');
      expect(operator.pageErrors).toEqual([]);
      expect(member.pageErrors).toEqual([]);
    } finally {
      await member.context.close();
      await operator.context.close();
    }
  });

  it("at 425 px: every tab fits the width; a new deposit account shows in the member's deposit dialog", async () => {
    const { browser, site } = at();
    const viewport: Viewport = MOBILE;
    const member = await openSitePage(browser, site, viewport);
    const operator = await openSitePage(browser, site, viewport);
    const { page } = operator;
    try {
      await logInAsOperator(page);
      await openAdminPage(page, '한도/계좌', /\/admin\/limits$/);
      await page.getByRole('table', { name: '레벨별 베팅 한도' }).waitFor({ state: 'visible' });
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'admin-limits', viewport);
      await chooseTab(page, '라이브 대기', '종목별 라이브 베팅 대기 시간');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'admin-limits-delays', viewport);
      await chooseTab(page, '환율', '환율');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'admin-limits-rate', viewport);
      await chooseTab(page, '폴더 보너스', '폴더 보너스 배당');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'admin-limits-bonus', viewport);
      await chooseTab(page, '입금 계좌', '레벨별 입금 계좌');
      await changeField(page, 'A LV.2 계좌번호', '444-55-666666', 'A LV.2', '입금 계좌가 저장되었습니다.');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'admin-limits-accounts', viewport);

      await member.page.goto('/');
      await logInDemoMember(member.page, MEMBER);
      await member.page.getByRole('button', { name: '입금', exact: true }).filter({ visible: true }).first().click();
      const dialog = dialogNamed(member.page, '입금신청');
      await revealDepositAccount(member.page, dialog, '444-55-666666');
      await saveScreenshot(member.page, 'admin-limits-member-deposit', viewport, { fullPage: false });
      expect(operator.pageErrors).toEqual([]);
      expect(member.pageErrors).toEqual([]);
    } finally {
      await member.context.close();
      await operator.context.close();
    }
  });
});
