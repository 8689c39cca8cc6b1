import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server';
import {
  acceptAlert,
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
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { logInKeyByKey, waitForHeaderCash, wonText } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** member01 of the demo seed: 1,000,000 won of cash, nothing in the casino wallet. */
const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;
const START_CASH = 1_000_000;
const TO_CASINO = 50_000;
/** The game page's first stake. */
const SPIN_STAKE = 1_000;

/** Moves money between cash and the casino wallet on the lobby's form. */
async function transfer(page: Page, direction: 'cash-to-casino' | 'casino-to-cash', amount: number): Promise<void> {
  await page.getByTestId(`casino-direction-${direction}`).click();
  await page.getByTestId('casino-transfer-amount').pressSequentially(String(amount));
  await page.getByTestId('casino-transfer-submit').click();
  await acceptAlert(page, '전환에 성공했습니다.');
}

describeInChromium('casino and slots, in Chromium against the real server', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each([DESKTOP, MOBILE])('at $width px ($name)', (viewport: Viewport) => {
    let site: SiteServer;

    beforeAll(async () => {
      site = await startSiteServer({ serveUi: true });
    });
    afterAll(async () => {
      await site?.close();
    });

    it('moves cash to the game wallet, plays a slot in a new window, moves the wallet back and finds the play in the history', async () => {
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInKeyByKey(page, MEMBER);
        await waitForHeaderCash(page, START_CASH);

        // The casino lobby: live tables by provider.
        await page.goto('/casino');
        await page.getByTestId('casino-game').first().waitFor({ state: 'visible' });
        await waitForText(page.getByTestId('casino-lobby-casino'), '드래곤 바카라');
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'casino', viewport);

        // The slot lobby: a provider tab and a search narrow the tiles.
        await page.goto('/slot');
        const tiles = page.getByTestId('casino-game');
        await tiles.first().waitFor({ state: 'visible' });
        await page.getByTestId('casino-provider-tab').filter({ hasText: '럭키 스튜디오' }).click();
        await page.getByTestId('casino-search').pressSequentially('세븐');
        await waitForText(tiles.first(), '럭키 세븐');
        expect(await tiles.count()).toBe(1);

        // Cash to the game wallet: below the minimum is refused with the spec's rule, then 50,000 moves.
        await page.getByTestId('casino-transfer-amount').pressSequentially('29999');
        await page.getByTestId('casino-transfer-submit').click();
        await acceptAlert(page, '30,000원 이상 전환 가능합니다.');
        await page.getByTestId('casino-transfer-amount').clear();
        await transfer(page, 'cash-to-casino', TO_CASINO);
        await waitForText(page.getByTestId('casino-wallet-casino'), wonText(TO_CASINO));
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'slot', viewport);

        // The slot opens in a new window and spins until a round is recorded.
        const [game] = await Promise.all([
          context.waitForEvent('page'),
          tiles
            .first()
            .getByRole('button', { name: /게임하기/ })
            .click(),
        ]);
        await game.waitForURL(/\/api\/casino-sim\/play\?token=/);
        await waitForText(game.getByTestId('sim-balance'), wonText(TO_CASINO));
        await game.getByTestId('sim-play').click();
        // The page lists the round as 'reels / stake원 → win원'; the wallet moved by exactly that.
        const round = await textOf(game.getByTestId('sim-rounds').locator('li').first());
        const win = digitsOf(round.split('→')[1] ?? '');
        const afterSpin = TO_CASINO - SPIN_STAKE + win;
        await waitForText(game.getByTestId('sim-balance'), wonText(afterSpin));
        await expectNoSidewaysScroll(game);
        await saveScreenshot(game, 'slot-game', viewport);
        await game.close();

        // The lobby shows the game wallet after the spin (the session polls), and it all goes back to cash.
        await waitForText(page.getByTestId('casino-wallet-casino'), wonText(afterSpin));
        await transfer(page, 'casino-to-cash', afterSpin);
        const cash = START_CASH - TO_CASINO + afterSpin;
        await waitForText(page.getByTestId('casino-wallet-casino'), wonText(0));
        await waitForHeaderCash(page, cash);

        // The play is in the casino tab of the bet history.
        await page.goto('/bet_result/casino');
        const row = page.getByTestId('bet-history-row').first();
        await waitForText(row, '럭키 세븐');
        await waitForText(row, wonText(SPIN_STAKE));
        await waitForText(row.getByTestId('bet-history-status'), win > 0 ? /^적중$/ : /^미적중$/);
        // A spin shows what it has, the bet and the win: no odds, no expected payout.
        await waitForText(row.getByTestId('bet-history-payout'), wonText(win));
        expect(await textOf(row)).not.toMatch(/배당|예상당첨금/);
        await waitForText(row, '럭키 스튜디오');
        // 적중/미적중 in one colour meaning: the row's result and the summary's carry the same tone.
        const rowTone = await row.locator('td[data-tone]').first().getAttribute('data-tone');
        expect(rowTone).toBe(await row.getByTestId('bet-history-status').getAttribute('data-tone'));
        expect(rowTone).toBe(win > 0 ? 'red' : 'blue');
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'slot-history', viewport);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'casino-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
