import type { Browser, Page } from 'playwright-core';
import { VIRTUAL_RESULT_SHOW_MS } from '@bet/core/virtual';
import { DEMO_ACCOUNTS } from '@bet/server';
import { expectedPayout, openBetSlip } from '../support/betting-flows.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { logInKeyByKey, waitForHeaderCash, wonText } from '../support/member-flows.js';
import { advanceSiteTime, shiftableNoonClock, type ShiftableClock } from '../support/minigame-kit.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';
import { closeSlipDialog, typeStakeKeyByKey } from '../support/slip-kit.js';
import { openSoccerRound } from '../support/virtual-kit.js';

/** member01 of the demo seed: level 1, 1,000,000 won of cash. */
const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;
const START_CASH = 1_000_000;
/** Virtual soccer's round is 3 minutes long. */
const PERIOD_MS = 180_000;
const STAKE = 10_000;

const pickButton = (page: Page, oddsId: number) => page.locator(`[data-testid="virtual-pick"][data-odds-id="${oddsId}"]`);
const stage = (page: Page, kind: string) => page.locator(`[data-testid="virtual-placeholder"][data-stage="${kind}"]`);

describeInChromium('virtual sports, in Chromium against the real server', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each([DESKTOP, MOBILE])('at $width px ($name)', (viewport: Viewport) => {
    let site: SiteServer;
    let clock: ShiftableClock;

    beforeAll(async () => {
      clock = shiftableNoonClock();
      site = await startSiteServer({ serveUi: true, rounds: true, clock });
      // Start just after the last round's result has left the video area (it stays there
      // VIRTUAL_RESULT_SHOW_MS), so the countdown shows at once and the member still has most
      // of the round to bet in.
      const now = clock.now();
      await advanceSiteTime(site, clock, null, Math.ceil(now / PERIOD_MS) * PERIOD_MS + VIRTUAL_RESULT_SHOW_MS + 1_000 - now);
    });
    afterAll(async () => {
      await site?.close();
    });

    it('walks the four games, bets on a soccer round, watches it play and is paid when it settles', async () => {
      const round = await openSoccerRound(site);
      const payout = expectedPayout(STAKE, round.winningPrice);
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInKeyByKey(page, MEMBER);
        await waitForHeaderCash(page, START_CASH);

        // /bet365 is soccer: the game tabs, its leagues, the placeholder counting down to the kick-off.
        await page.goto('/bet365');
        const board = page.getByTestId('virtual-board');
        await waitForText(page.getByTestId('virtual-page'), '가상축구');
        expect(await page.getByTestId('virtual-game-tab').allInnerTexts()).toEqual(['축구', '농구', '개경주', '경마']);
        expect(await page.getByTestId('virtual-league').allInnerTexts()).toEqual(['전체', '프리미어십', '슈퍼리그', '유로컵', '월드컵']);
        await stage(page, 'countdown').waitFor({ state: 'visible' });
        await waitForText(page.getByTestId('virtual-stage-countdown'), /^0[0-2]:\d\d$/);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'bet365', viewport);

        // Each game has its own page, reached through its tab.
        for (const [tab, path, name] of [
          ['농구', 'basketball', '가상농구'],
          ['개경주', 'dog', '개경주'],
          ['경마', 'horse', '경마'],
          ['축구', 'soccer', '가상축구'],
        ] as const) {
          await page.getByRole('tab', { name: tab, exact: true }).click();
          await page.waitForURL(new RegExp(`/bet365/${path}$`));
          await waitForText(page.getByTestId('virtual-page').locator('h2'), name);
          await board.getByTestId('virtual-round').first().waitFor({ state: 'visible' });
          await expectNoSidewaysScroll(page);
          await saveScreenshot(page, `bet365-${path}`, viewport);
        }

        // The member backs the winner of the first round and bets 10,000 won from the slip.
        await pickButton(page, round.winningOddsId).click();
        await page
          .locator(`[data-testid="virtual-pick"][data-odds-id="${round.winningOddsId}"][aria-pressed="true"]`)
          .waitFor({ state: 'visible' });
        const slip = await openBetSlip(page, viewport);
        await waitForText(slip.getByTestId('bet-slip-entry'), '가상축구');
        await typeStakeKeyByKey(slip, String(STAKE));
        await waitForText(slip.getByTestId('bet-expected-payout'), payout.toLocaleString('en-US'));
        await saveScreenshot(page, 'bet365-soccer-slip', viewport, { fullPage: false });
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '베팅이 완료 되었습니다.');
        await waitForHeaderCash(page, START_CASH - STAKE);
        await closeSlipDialog(page, viewport);

        // Kick-off: betting on the round closes and the placeholder plays it.
        await advanceSiteTime(site, clock, page, round.startsAt + 5_000 - clock.now());
        await stage(page, 'playing').waitFor({ state: 'visible' });
        await board.locator(`[data-testid="virtual-round"][data-round-id="${round.id}"]`).waitFor({ state: 'detached' });
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'bet365-soccer-playing', viewport);

        // Full time: the round is drawn and settled; its score shows on the placeholder and heads the results.
        await advanceSiteTime(site, clock, page, round.drawsAt + 1_000 - clock.now());
        await stage(page, 'result').waitFor({ state: 'visible' });
        await page.locator(`[data-testid="virtual-result"][data-round-id="${round.id}"]`).waitFor({ state: 'visible' });
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'bet365-soccer-result', viewport);

        // The bet history's virtual tab shows the slip settled as won, and the cash took the payout.
        await page.goto('/bet_result/bet365');
        const row = page.getByTestId('bet-history-row').first();
        await waitForText(row.getByTestId('bet-history-status'), /당첨|적중/);
        await waitForText(row, wonText(payout));
        // One field is labelled 결과 (the slip's 적중/미적중); what the round drew has a label of its own.
        const labels = await row.locator('dt').allInnerTexts();
        expect(labels.filter((l) => l.trim() === '결과')).toHaveLength(1);
        expect(new Set(labels).size).toBe(labels.length);
        await waitForHeaderCash(page, START_CASH - STAKE + payout);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'bet-result-bet365', viewport);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'bet365-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });

    it('empties the slip of a virtual pick when the member leaves for another page', async () => {
      const { context, page } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInKeyByKey(page, MEMBER);
        await page.goto('/bet365/soccer');
        const pick = page.getByTestId('virtual-pick').first();
        await pick.click();
        await page.locator('[data-testid="virtual-pick"][aria-pressed="true"]').waitFor({ state: 'visible' });
        let slip = await openBetSlip(page, viewport);
        await slip.getByTestId('bet-slip-entry').waitFor({ state: 'visible' });
        await closeSlipDialog(page, viewport);

        // Another page through the site's own menu (the header on a desktop, the footer on a phone).
        await page.getByText('베팅내역', { exact: true }).filter({ visible: true }).first().click();
        await page.waitForURL(/\/bet_result/);
        slip = await openBetSlip(page, viewport);
        await slip.getByTestId('bet-slip-entry').waitFor({ state: 'detached' });
        expect(await slip.getByTestId('bet-slip-entry').count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  });
});
