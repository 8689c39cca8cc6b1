import type { Browser, Page } from 'playwright-core';
import { createApiAdminDeskGateway } from '@bet/core/admin-desk';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD } from '@bet/server';
import { AdminDesk, must } from '../support/api-session.js';
import { openBetSlip } from '../support/betting-flows.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { advanceSiteTime, openBallRound, shiftableNoonClock, type ShiftableClock } from '../support/minigame-kit.js';
import { logInKeyByKey, waitForHeaderCash, wonText } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';
import { closeSlipDialog, typeStakeKeyByKey } from '../support/slip-kit.js';

/** member01 of the demo seed: level 1, 1,000,000 won of cash. */
const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;
const START_CASH = 1_000_000;
/** 로투스 파워볼: a ball game with a 3-minute round, betting closes 10 s before the draw. */
const GAME_ID = 301;
const PERIOD_MS = 180_000;
const STAKE = 10_000;
/** Every pick of the ball games is priced 1.95. */
const PAYOUT = 19_500;

const pickButton = (page: Page, oddsId: number) => page.locator(`[data-testid="minigame-pick"][data-odds-id="${oddsId}"]`);

describeInChromium('mini-games, in Chromium against the real server', () => {
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
      // Start at the first second of a fresh round, so the member has the whole round to bet in.
      const now = clock.now();
      await advanceSiteTime(site, clock, null, Math.ceil(now / PERIOD_MS) * PERIOD_MS + 1_000 - now);
    });
    afterAll(async () => {
      await site?.close();
    });

    it('bets on a round of a provider game, is refused a second bet in that round, and is paid when the round is drawn', async () => {
      const round = await openBallRound(site, GAME_ID);
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInKeyByKey(page, MEMBER);
        await waitForHeaderCash(page, START_CASH);

        // /minigame: the provider tabs, the first provider's games and its round board.
        await page.goto('/minigame');
        await waitForText(page.getByTestId('minigame-board'), '로투스 파워볼');
        expect(await page.getByTestId('minigame-provider-tab').allInnerTexts()).toEqual(['로투스', '토큰', '에볼루션', '엔트리', '넥스트']);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'minigame', viewport);

        // Another provider's page (/minigame/ntry), then back to lotus through its tab.
        await page.getByRole('tab', { name: '엔트리', exact: true }).click();
        await page.waitForURL(/\/minigame\/ntry$/);
        await waitForText(page.getByTestId('minigame-board'), '엔트리 파워볼');
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'minigame-ntry', viewport);
        await page.getByRole('tab', { name: '로투스', exact: true }).click();
        await page.waitForURL(/\/minigame\/lotus$/);
        await page.locator(`[data-testid="minigame-game"][data-game-id="${GAME_ID}"]`).click();
        await page.waitForURL(new RegExp(`/minigame/lotus\\?game=${GAME_ID}$`));

        // The round board: round number, countdown, picks under normal and power headings.
        const board = page.getByTestId('minigame-board');
        await waitForText(board.getByTestId('minigame-round'), /^\d+회차$/);
        await waitForText(board.getByTestId('minigame-countdown'), /^0[0-2]:\d\d$/);
        await board.getByRole('group', { name: '일반 홀짝' }).waitFor({ state: 'visible' });
        await board.getByRole('group', { name: '파워 언더오버' }).waitFor({ state: 'visible' });

        // The member picks the winning normal-ball odd/even and bets 10,000 won from the slip.
        await pickButton(page, round.winningOddEvenOddsId).click();
        await page
          .locator(`[data-testid="minigame-pick"][data-odds-id="${round.winningOddEvenOddsId}"][aria-pressed="true"]`)
          .waitFor({ state: 'visible' });
        const slip = await openBetSlip(page, viewport);
        await waitForText(slip.getByTestId('bet-slip-entry'), '로투스 파워볼');
        await typeStakeKeyByKey(slip, String(STAKE));
        await waitForText(slip.getByTestId('bet-expected-payout'), PAYOUT.toLocaleString('en-US'));
        await saveScreenshot(page, 'minigame-lotus-slip', viewport, { fullPage: false });
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '베팅이 완료 되었습니다.');
        await waitForHeaderCash(page, START_CASH - STAKE);

        // A second bet in the same round is refused (on a phone the slip dialog is closed first).
        await closeSlipDialog(page, viewport);
        await board.getByTestId('minigame-already-bet').waitFor({ state: 'visible' });
        await pickButton(page, round.losingOddEvenOddsId).click();
        await acceptAlert(page, '미니게임은 회차당 1회만 베팅가능합니다.');
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'minigame-lotus', viewport);

        // The round closes and is drawn: it heads the last results, and the slip is settled as won.
        await advanceSiteTime(site, clock, page, round.drawsAt + 1_000 - clock.now());
        const dayRound = (await board.getByTestId('minigame-round').innerText()).trim();
        await waitForText(page.getByTestId('minigame-result').first(), /일반볼/);
        await saveScreenshot(page, 'minigame-lotus-result', viewport);
        expect(dayRound).toMatch(/^\d+회차$/);

        await page.goto('/bet_result/minigame/provider/lotus');
        const row = page.getByTestId('bet-history-row').first();
        await waitForText(row.getByTestId('bet-history-status'), /당첨|적중/);
        await waitForText(row, wonText(PAYOUT));
        // The pick keeps spec 4's normal-ball prefix in the history too.
        await waitForText(row, '일반 홀짝');
        await waitForHeaderCash(page, START_CASH - STAKE + PAYOUT);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'bet-result-minigame', viewport);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'minigame-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });

    it('alerts a missing game and goes to the top page', async () => {
      const { context, page } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInKeyByKey(page, MEMBER);
        await page.goto('/minigame/lotus?game=999');
        await acceptAlert(page, '존재하지 않는 게임입니다.');
        await page.waitForURL((url) => url.pathname === '/');
      } finally {
        await context.close();
      }
    });

    it('alerts a game in maintenance and goes to the top page; the server refuses its board too', async () => {
      // The operator's switch (/admin/minigames/{id}/maintenance), as the back office flips it.
      const operator = createApiAdminDeskGateway((await AdminDesk.open(site.apiUrl, 'admin', DEMO_ADMIN_PASSWORD)).api);
      await must('엔트리 파워볼 maintenance on', operator.setGameMaintenance(8, true));
      const { context, page } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInKeyByKey(page, MEMBER);
        await page.goto('/minigame/ntry');
        await waitForText(page.getByTestId('minigame-game').first(), '점검중');
        await page.getByTestId('minigame-game').first().click();
        await acceptAlert(page, '엔트리 파워볼 점검중입니다.');
        await page.waitForURL((url) => url.pathname === '/');
        const refused = await fetch(`${site.apiUrl}/minigame/rounds?gameId=8`);
        expect(refused.status).toBe(409);
      } finally {
        await must('엔트리 파워볼 maintenance off', operator.setGameMaintenance(8, false));
        await context.close();
      }
    });
  });
});
