import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_DEPOSIT_PASSWORD } from '@bet/server/seed/demo-accounts.js';
import {
  acceptAlert,
  alertDialog,
  DESKTOP,
  MOBILE,
  openSitePage,
  saveScreenshot,
  textOf,
  waitForText,
  type Viewport,
} from '../support/browser-kit.js';
import { openBetSlip } from '../support/betting-flows.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { logInKeyByKey } from '../support/member-flows.js';
import { shiftableNoonClock, type ShiftableClock } from '../support/minigame-kit.js';
import { pickWhere, typeStakeKeyByKey } from '../support/slip-kit.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

const HOUR = 3_600_000;
const account = (userId: string) => DEMO_ACCOUNTS.find((a) => a.userId === userId)!;

/** My page "책임 있는 이용": from the desktop my page's menu, or the mobile '내 정보' menu. */
async function openResponsiblePlay(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === DESKTOP) {
    await page.getByRole('link', { name: '마이페이지', exact: true }).first().click();
    await page.waitForURL(/\/mypage\/join_info$/);
    await page.getByRole('link', { name: '책임 있는 이용', exact: true }).click();
  } else {
    await page.getByRole('button', { name: '내 정보 열기' }).click();
    await page.getByRole('link', { name: '책임 있는 이용', exact: true }).click();
  }
  await page.waitForURL(/\/mypage\/responsible_play$/);
  await page.getByTestId('limit-deposit-day').waitFor({ state: 'visible' });
}

/** Types an amount into a limit's field key by key and presses its 저장. */
async function saveLimit(page: Page, testId: string, label: string, amount: string): Promise<void> {
  const row = page.getByTestId(testId);
  const field = row.getByLabel(label);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(amount);
  await row.getByRole('button', { name: '저장', exact: true }).click();
}

/** Asks for a won deposit on /deposit, typed key by key (no bonus). */
async function askDeposit(page: Page, amount: number): Promise<void> {
  await page.goto('/deposit');
  await page.getByTestId('deposit-amount').pressSequentially(String(amount));
  await page.getByTestId('deposit-bonus').selectOption({ label: '포인트 받지 않음' });
  await page.getByTestId('deposit-submit').click();
}

/** The server's clock and the page's move forward together (no rounds here). */
async function advance(clock: ShiftableClock, page: Page, ms: number): Promise<void> {
  clock.advance(ms);
  await page.clock.fastForward(ms);
}

/**
 * Issue 13 part A in the browser: limits and a cool-off, enforced by the server. One site server
 * for the file; its clock is moved to show the 24-hour rule of a raise.
 */
describeInChromium('responsible play: limits and a cool-off, in Chromium against the real server', () => {
  let browser: Browser;
  let site: SiteServer;
  let clock: ShiftableClock;

  beforeAll(async () => {
    browser = await launchChromium();
    clock = shiftableNoonClock();
    site = await startSiteServer({ serveUi: true, clock });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('at 425 px: the page opens from the mobile menu, fits the screen and sets a limit', async () => {
    const { context, page, pageErrors } = await openSitePage(browser, site, MOBILE);
    try {
      await page.goto('/');
      await logInKeyByKey(page, account('member02'));
      await openResponsiblePlay(page, MOBILE);
      await saveLimit(page, 'limit-wager-day', '베팅 일 한도 금액', '20000');
      await acceptAlert(page, '한도가 바로 적용되었습니다.');
      await waitForText(page.getByTestId('limit-wager-day').getByTestId('limit-amount'), '20,000원');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'responsible-play', MOBILE);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1920 px: a deposit limit refuses, lowers at once, a raise waits 24 hours; a cool-off stops bets and deposits, not a withdrawal', async () => {
    const { context, page, pageErrors } = await openSitePage(browser, site, DESKTOP);
    try {
      await page.goto('/');
      await logInKeyByKey(page, account('member01'));
      await openResponsiblePlay(page, DESKTOP);
      const depositDay = page.getByTestId('limit-deposit-day');

      // A daily deposit limit of 50,000 won: a 100,000 won request is refused with the message.
      await saveLimit(page, 'limit-deposit-day', '입금 일 한도 금액', '50000');
      await acceptAlert(page, '한도가 바로 적용되었습니다.');
      await waitForText(depositDay.getByTestId('limit-amount'), '50,000원');
      await askDeposit(page, 100_000);
      await acceptAlert(page, '입금 한도를 초과했습니다. (일 한도 50,000원)');

      // Lowering takes effect at once.
      await openResponsiblePlay(page, DESKTOP);
      await saveLimit(page, 'limit-deposit-day', '입금 일 한도 금액', '30000');
      await acceptAlert(page, '한도가 바로 적용되었습니다.');
      await waitForText(depositDay.getByTestId('limit-amount'), '30,000원');

      // Raising waits 24 hours: pending with its time; confirming now is refused.
      await saveLimit(page, 'limit-deposit-day', '입금 일 한도 금액', '200000');
      await acceptAlert(page, /한도 상향 및 해제는 24시간 후에 적용됩니다\. .+ 이후에 다시 확정해주세요\./);
      const pending = depositDay.getByTestId('limit-pending');
      await waitForText(pending, '200,000원(으)로 상향 대기 중');
      await waitForText(depositDay.getByTestId('limit-amount'), '30,000원');
      await pending.getByRole('button', { name: '확정', exact: true }).click();
      await acceptAlert(page, /이후에 확정할 수 있습니다\./);
      await saveScreenshot(page, 'responsible-play', DESKTOP);

      // A 24-hour cool-off, after the confirm dialog that says it cannot be undone.
      await page.getByTestId('exclusion-24h').click();
      // The shell's confirm dialog; its 확인 is followed at once by the server's answer in the alert.
      const question = alertDialog(page);
      await waitForText(question, /휴식 기간을 시작하면 .+까지 베팅과 입금을 할 수 없으며, 중간에 취소할 수 없습니다\. 시작하시겠습니까\?/);
      await question.getByRole('button', { name: '확인', exact: true }).click();
      await acceptAlert(page, /휴식 기간이 시작되었습니다\./);
      await waitForText(page.getByTestId('exclusion-active'), '휴식(24시간) 진행 중');

      // Betting is refused by the server with the cool-off's message.
      await page.goto('/europe');
      await pickWhere(page, 1, () => true);
      const slip = await openBetSlip(page, DESKTOP);
      await typeStakeKeyByKey(slip, '5000');
      await slip.getByTestId('bet-submit').click();
      await acceptAlert(page, /휴식 기간에는 베팅할 수 없습니다\. \(.+까지\)/);
      // So is a deposit request.
      await askDeposit(page, 10_000);
      await acceptAlert(page, /휴식 기간에는 입금할 수 없습니다\./);

      // A withdrawal of the remaining balance still works.
      await page.goto('/withdraw');
      await page.getByTestId('withdraw-password').pressSequentially(DEMO_DEPOSIT_PASSWORD);
      await page.getByRole('button', { name: '계좌요청', exact: true }).click();
      await page.getByTestId('withdraw-account').waitFor({ state: 'visible' });
      await page.getByTestId('withdraw-amount').pressSequentially('10000');
      await page.getByTestId('withdraw-submit').click();
      await acceptAlert(page, '출금신청을 완료했습니다.');
      const { rows } = await site.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM charge_requests c JOIN members m ON m.id = c.member_id WHERE m.user_id = 'member01' AND c.deposit_mode = 1",
      );
      expect(Number(rows[0]?.n)).toBe(1);
      const { rows: slips } = await site.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bet_slips s JOIN members m ON m.id = s.member_id WHERE m.user_id = 'member01'",
      );
      expect(Number(slips[0]?.n)).toBe(0);

      // 23 hours later the raise still cannot be confirmed; at 24 hours it can.
      await openResponsiblePlay(page, DESKTOP);
      await advance(clock, page, 23 * HOUR);
      await depositDay.getByTestId('limit-pending').getByRole('button', { name: '확정', exact: true }).click();
      await acceptAlert(page, /이후에 확정할 수 있습니다\./);
      await advance(clock, page, HOUR);
      await depositDay.getByTestId('limit-pending').getByRole('button', { name: '확정', exact: true }).click();
      await acceptAlert(page, '한도 변경이 적용되었습니다.');
      await waitForText(depositDay.getByTestId('limit-amount'), '200,000원');
      expect(await textOf(depositDay.getByTestId('limit-amount'))).toBe('200,000원');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
