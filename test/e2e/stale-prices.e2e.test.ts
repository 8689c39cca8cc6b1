import type { Locator, Page } from 'playwright-core';
import { LIVE_PRICES_STALE_MESSAGE } from '@bet/core/shared';
import { openBetSlip, pickFromDifferentFixtures } from '../support/betting-flows.js';
import { openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { waitForHeaderCash } from '../support/member-flows.js';
import type { SiteServer } from '../support/site-server.js';
import { atBothWidthsWithOwnSite, closeSlipDialog, logInDemoMember } from '../support/slip-kit.js';

const MEMBER = 'member02';
const CASH = 1_000_000;

/**
 * The broker (Redis) goes away and comes back: the server's hub hears it as it would from
 * RedisBroker's connection listener (the Redis outage test drives a real Redis through the same
 * call), says `stale` on every open stream, then `reset`.
 */
function brokerConnected(site: SiteServer, connected: boolean): void {
  const live = site.sports.live();
  if (!live) throw new Error('the sports module has no live parts');
  live.hub.brokerConnectionChanged(connected);
}

const listNotice = (page: Page): Locator => page.locator('[data-testid="prices-stale"][data-scope="list"]');
const slipNotice = (slip: Locator): Locator => slip.locator('[data-testid="prices-stale"][data-scope="slip"]');

async function expectNoticeGone(notice: Locator): Promise<void> {
  await notice.waitFor({ state: 'detached' });
}

describeInChromium('stale live prices: the member is told while the live odds are not current (issue 29 defect 2)', () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport: Viewport) => {
    it('shows the notice on /europe, /korea, /inplay and in the slip while the broker is away, and takes it away once it is back', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await waitForHeaderCash(page, CASH);

        // /europe with a pick in the slip: no notice while the stream is live.
        await page.goto('/europe');
        await pickFromDifferentFixtures(page, 1);
        expect(await listNotice(page).count()).toBe(0);

        brokerConnected(site, false);
        await waitForText(listNotice(page), LIVE_PRICES_STALE_MESSAGE);
        let slip = await openBetSlip(page, viewport);
        await waitForText(slipNotice(slip), LIVE_PRICES_STALE_MESSAGE);
        await saveScreenshot(page, 'stale-prices-europe', viewport, { fullPage: false });

        brokerConnected(site, true);
        await expectNoticeGone(slipNotice(slip));
        await closeSlipDialog(page, viewport);
        await expectNoticeGone(listNotice(page));
        slip = await openBetSlip(page, viewport);
        expect(await slipNotice(slip).count()).toBe(0);
        await closeSlipDialog(page, viewport);
        await saveScreenshot(page, 'stale-prices-europe-back', viewport, { fullPage: false });

        // A member who opens /korea or /inplay while the broker is away is told at once.
        for (const path of ['/korea', '/inplay']) {
          brokerConnected(site, false);
          await page.goto(path);
          await waitForText(listNotice(page), LIVE_PRICES_STALE_MESSAGE);
          await saveScreenshot(page, `stale-prices-${path.slice(1)}`, viewport, { fullPage: false });
          brokerConnected(site, true);
          await expectNoticeGone(listNotice(page));
        }
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
