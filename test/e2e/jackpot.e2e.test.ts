import type { Locator, Page } from 'playwright-core';
import { JACKPOT_POLL_MS, jackpotShareOf } from '@bet/core/jackpot';
import { DEMO_ACCOUNTS } from '@bet/server';
import { jackpotPoolAmount } from '@bet/server/routes/casino/jackpot-pool.js';
import { acceptAlert, DESKTOP, digitsOf, MOBILE, saveScreenshot, textOf, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { wonText } from '../support/member-flows.js';
import { asMemberInBrowser, useSiteInChromium } from '../support/site-in-chromium.js';
import type { SiteServer } from '../support/site-server.js';

/** The simulator's game page stakes 1,000 won a spin: 10 won of it goes to the pool. */
const SPIN_STAKE = 1_000;
const TO_CASINO = 30_000;

const counter = (page: Page): Locator => page.getByRole('region', { name: '잭팟' });

/** The figure the counter draws (its digits) and the one it gives screen readers. */
async function shownFigure(page: Page): Promise<{ drawn: number; spoken: number }> {
  return {
    drawn: digitsOf(await textOf(counter(page).getByTestId('jackpot-figure').locator('[aria-hidden="true"]'))),
    spoken: digitsOf(await textOf(counter(page).getByTestId('jackpot-spoken'))),
  };
}

/** GET /api/jackpot as any visitor's page would (the server answers one read again for up to 5 s). */
async function servedJackpot(site: SiteServer): Promise<number> {
  const res = await fetch(`${site.apiUrl}/jackpot`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { amount: number }).amount;
}

/** Waits until the served figure is `amount` (server state; the read is cached for a few seconds). */
async function untilServed(site: SiteServer, amount: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const served = await servedJackpot(site);
    if (served === amount) return;
    if (Date.now() > deadline) throw new Error(`the jackpot stayed at ${served}, expected ${amount}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Closes the site popups the top page opens (they may cover the counter), as a person would. */
async function closeSitePopups(page: Page): Promise<void> {
  const popups = page.getByTestId('site-popup');
  await popups.first().waitFor({ state: 'visible' });
  // A phone shows them one at a time ('1 / 2'): close each by its id until none is left.
  while ((await popups.count()) > 0) {
    const id = await popups.first().getAttribute('data-popup-id');
    await popups.first().getByTestId('site-popup-close').click();
    await page.locator(`[data-testid="site-popup"][data-popup-id="${id}"]`).waitFor({ state: 'detached' });
  }
}

/** Shows the counter in the window (a phone scrolls past it while playing) and saves the screen. */
async function screenshotCounter(page: Page, name: string, viewport: Viewport): Promise<void> {
  await counter(page).evaluate((box) => box.scrollIntoView({ block: 'center' }));
  await saveScreenshot(page, name, viewport, { fullPage: false });
}

/** Plays one slot spin in the game window the lobby's first tile opens. */
async function spinOnce(page: Page): Promise<void> {
  const [game] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .getByTestId('casino-game')
      .first()
      .getByRole('button', { name: /게임하기/ })
      .click(),
  ]);
  await game.waitForURL(/\/api\/casino-sim\/play\?token=/);
  await waitForText(game.getByTestId('sim-balance'), wonText(TO_CASINO));
  await game.getByTestId('sim-play').click();
  await game.getByTestId('sim-rounds').locator('li').first().waitFor({ state: 'visible' });
  await game.close();
}

describeInChromium('the jackpot counter, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  describe.each([
    { viewport: DESKTOP, width: DESKTOP.width, userId: 'member01' },
    { viewport: MOBILE, width: MOBILE.width, userId: 'member02' },
  ])('at $width px ($userId)', ({ viewport, userId }: { viewport: Viewport; userId: string }) => {
    it('shows the pool on the top page and both lobbies, and shows it larger by the share of a slot spin after the next 30 s poll', async () => {
      const { site } = at();
      const account = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
      await asMemberInBrowser(at(), viewport, account, async (page) => {
        // The top page: the pool the ledger holds, drawn with thousands separators.
        const pool = await jackpotPoolAmount(site.db);
        await waitForText(counter(page), wonText(pool));
        expect(await shownFigure(page)).toEqual({ drawn: pool, spoken: pool });
        await waitForText(counter(page), '카지노·슬롯 베팅금의 1% 적립');
        await closeSitePopups(page);
        await expectNoSidewaysScroll(page);
        await screenshotCounter(page, 'jackpot-top', viewport);

        // The casino lobby shows it too.
        await page.goto('/casino');
        await waitForText(counter(page), wonText(pool));

        // The slot lobby: cash to the game wallet, one spin in the game window.
        await page.goto('/slot');
        await waitForText(counter(page), wonText(pool));
        await page.getByTestId('casino-direction-cash-to-casino').click();
        await page.getByTestId('casino-transfer-amount').pressSequentially(String(TO_CASINO));
        await page.getByTestId('casino-transfer-submit').click();
        await acceptAlert(page, '전환에 성공했습니다.');
        await waitForText(page.getByTestId('casino-wallet-casino'), wonText(TO_CASINO));
        await spinOnce(page);

        // The server booked the share with the bet; the page shows it at its next poll, not before.
        const grown = pool + jackpotShareOf(SPIN_STAKE);
        expect(await jackpotPoolAmount(site.db)).toBe(grown);
        await untilServed(site, grown);
        expect((await shownFigure(page)).drawn).toBe(pool);
        await page.clock.fastForward(JACKPOT_POLL_MS);
        await waitForText(counter(page).getByTestId('jackpot-spoken'), wonText(grown));
        await waitForText(counter(page).getByTestId('jackpot-figure').locator('[aria-hidden="true"]'), wonText(grown));
        await expectNoSidewaysScroll(page);
        await screenshotCounter(page, 'jackpot-slot', viewport);

        // The casino lobby reads the new figure on arrival.
        await page.goto('/casino');
        await waitForText(counter(page), wonText(grown));
        await screenshotCounter(page, 'jackpot-casino', viewport);
      });
    });
  });
});
