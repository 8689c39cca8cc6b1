import { openSitePage, saveScreenshot, textOf, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { atBothWidthsWithOwnSite, logInDemoMember } from '../support/slip-kit.js';

const MEMBER = 'member02';
/** ui/src/sports/texts.ts: the in-play market's lock label. */
const LOCKED = '베팅 중지';
/** Characters outside the Basic Multilingual Plane: the emoji that showed as an empty box without an emoji font. */
const ASTRAL = /[\u{10000}-\u{10FFFF}]/u;

/**
 * Issue 29: the in-play "베팅 중지" lock was an emoji (🔒) that rendered as an empty box on a machine
 * without an emoji font (this one has none). The feed suspends a live market; the member's /inplay
 * shows the lock as a drawn icon beside the Korean label, and it goes when the market reopens.
 */
describeInChromium('/inplay: a suspended live market shows a drawn lock, not an emoji (issue 29)', () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('locks the market the feed suspends and unlocks it when the feed reopens it', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await page.goto('/inplay');
        const button = page.locator('[data-testid="inplay-fixture"] [data-testid="odds-button"]:not([disabled])').first();
        await button.waitFor({ state: 'visible' });
        const oddsId = Number(await button.getAttribute('data-odds-id'));
        const { rows } = await site.db.query<{ market_id: string; name_korean: string }>(
          'SELECT o.market_id, m.name_korean FROM sports_odds o JOIN sports_markets m ON m.id = o.market_id WHERE o.id = $1',
          [oddsId],
        );
        const marketId = Number(rows[0]!.market_id);
        // The market's block (labelled with its Korean name) that holds the member's price.
        const market = page.locator(`[aria-label="${rows[0]!.name_korean}"]`, { has: page.locator(`[data-odds-id="${oddsId}"]`) });

        expect(site.feed.setMarketSuspended(marketId, true)).toBe(true);
        const lock = market.first().getByTestId('inplay-market-locked');
        await waitForText(lock, LOCKED);
        // A drawn icon (inline SVG) that needs no font, and no emoji in the text.
        expect(await lock.locator('svg').count()).toBe(1);
        const box = await lock.locator('svg').boundingBox();
        expect(box && box.width > 0 && box.height > 0).toBe(true);
        expect(ASTRAL.test(await textOf(lock))).toBe(false);
        expect(await page.locator(`[data-odds-id="${oddsId}"]`).isDisabled()).toBe(true);
        await saveScreenshot(page, 'inplay-market-locked', viewport, { fullPage: false });

        expect(site.feed.setMarketSuspended(marketId, false)).toBe(true);
        await lock.waitFor({ state: 'detached' });
        expect(await page.locator(`[data-odds-id="${oddsId}"]`).isEnabled()).toBe(true);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
