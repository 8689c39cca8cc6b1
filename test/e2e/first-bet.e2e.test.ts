import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN_PASSWORD } from '@bet/server';
import { kickOff } from '@bet/server/routes/sports/testing/kick-off.js';
import { AdminDesk } from '../support/api-session.js';
import { expectedPayout, expectedTotalOdds, oddsText, openBetSlip, pickFromDifferentFixtures, setStake } from '../support/betting-flows.js';
import {
  acceptAlert,
  alertDialog,
  digitsOf,
  DESKTOP,
  MOBILE,
  openSitePage,
  saveScreenshot,
  textOf,
  waitForText,
  type Viewport,
} from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import {
  closeJoinConfirm,
  logInInBrowser,
  memberHeader,
  requestDeposit,
  signUpInBrowser,
  waitForHeaderCash,
  wonText,
  type NewMember,
} from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** The seed's recommender code (server/src/seed: recomm01 under partner01). */
const REFERRAL_CODE = 'RECOMM01';
const DEPOSIT = 100_000;
const TOO_SMALL_STAKE = 4_000;
const STAKE = 10_000;

const newcomer = (viewport: Viewport): NewMember => ({
  userId: `first${viewport.width}`,
  password: 'pass1234!',
  nickname: '첫베팅',
  phoneNumber: '01077776666',
  bankAccountNumber: '11012345678',
  accountHolder: '김베팅',
  depositPassword: '2580',
});

/** The first slip on /bet_result. */
const firstSlip = (page: Page) => page.getByTestId('bet-history-row').first();

describeInChromium("a newcomer's first bet, in Chromium against the real server", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each([DESKTOP, MOBILE])('at $width px ($name)', (viewport) => {
    let site: SiteServer;

    beforeAll(async () => {
      site = await startSiteServer({ serveUi: true });
    });
    afterAll(async () => {
      await site?.close();
    });

    it('signs up with a referral code, is approved, deposits, bets on two picks, and is paid when the results are entered', async () => {
      const member = newcomer(viewport);
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        // A visitor on the top page, with the notice widget.
        await page.goto('/');
        await waitForText(page.locator('body'), '사이트 이용 안내');
        await saveScreenshot(page, 'top', viewport);

        // Sign-up with the referral code: the account waits for the admin.
        const confirmText = await signUpInBrowser(page, REFERRAL_CODE, member);
        expect(confirmText).toContain('관리자 승인 후 이용하실 수 있습니다.');
        await closeJoinConfirm(page);

        const admin = await AdminDesk.open(site.apiUrl, 'admin', DEMO_ADMIN_PASSWORD);
        const memberId = await admin.approveSignUp(member.userId);

        // The member logs in with no money yet and asks for a deposit; the admin approves it.
        await logInInBrowser(page, member.userId, member.password, member.nickname);
        await waitForHeaderCash(page, 0);
        await requestDeposit(page, DEPOSIT);
        await saveScreenshot(page, 'deposit', viewport);
        await admin.approveWaitingCharge(memberId, DEPOSIT);
        await page.reload();
        await waitForHeaderCash(page, DEPOSIT);

        // Two picks on /europe: the slip shows their total odds and the expected payout.
        await page.goto('/europe');
        const picks = await pickFromDifferentFixtures(page, 2);
        const total = expectedTotalOdds(picks.map((p) => p.price));
        const slip = await openBetSlip(page, viewport);
        await waitForText(slip.getByTestId('bet-total-odds'), oddsText(total));
        expect(await slip.getByTestId('bet-slip-entry').count()).toBe(2);

        await setStake(slip, TOO_SMALL_STAKE);
        await waitForText(slip.getByTestId('bet-expected-payout'), expectedPayout(TOO_SMALL_STAKE, total).toLocaleString('en-US'));
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '최소 베팅은 5000원 이상입니다.');

        const payout = expectedPayout(STAKE, total);
        const slipAfterAlert = await openBetSlip(page, viewport);
        await setStake(slipAfterAlert, STAKE);
        await waitForText(slipAfterAlert.getByTestId('bet-expected-payout'), payout.toLocaleString('en-US'));
        expect(digitsOf(await textOf(slipAfterAlert.getByTestId('bet-expected-payout')))).toBe(payout);
        await saveScreenshot(page, 'europe-slip', viewport, { fullPage: false });
        await slipAfterAlert.getByTestId('bet-submit').click();
        await acceptAlert(page, '베팅이 완료 되었습니다.');
        const cashAfterBet = DEPOSIT - STAKE;
        await waitForHeaderCash(page, cashAfterBet);

        // /bet_result lists the slip, waiting.
        await page.goto('/bet_result');
        await waitForText(firstSlip(page).getByTestId('bet-history-status'), '대기');
        await waitForText(firstSlip(page), wonText(STAKE));
        await saveScreenshot(page, 'bet-result', viewport);

        // The matches kick off, then the operator enters both fixtures' results: both picks win.
        for (const pick of picks) {
          await kickOff(site.db, pick.fixtureId, site.clock.now());
          const odds = site.feed.snapshot().odds.find((o) => o.id === pick.oddsId);
          if (!odds) throw new Error(`odds ${pick.oddsId} is not in the feed`);
          await admin.enterResult(pick.fixtureId, odds.typeId, [pick.oddsId], { home: 1, away: 0 });
        }

        // The slip is settled as won and the cash is the stake's payout richer.
        await page.reload();
        const status = firstSlip(page).getByTestId('bet-history-status');
        await waitForText(status, /당첨|적중/);
        await waitForText(firstSlip(page), wonText(payout));
        await waitForHeaderCash(page, cashAfterBet + payout);
        expect(await alertDialog(page).count()).toBe(0);
        expect(await memberHeader(page).innerText()).toContain(member.nickname);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'first-bet-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
