import type { Page } from 'playwright-core';
import { expectedPayout, expectedTotalOdds, oddsText, openBetSlip, pickFromDifferentFixtures } from '../support/betting-flows.js';
import { acceptAlert, openSitePage, saveScreenshot, textOf, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { waitForHeaderCash } from '../support/member-flows.js';
import { atBothWidthsWithOwnSite, logInDemoMember, slipEntryOf, typeStakeKeyByKey, waitForSlipOdds } from '../support/slip-kit.js';

const MEMBER = 'member02';
const CASH = 1_000_000;
const STAKE = 10_000;

/** The first slip on /bet_result. */
const firstSlip = (page: Page) => page.getByTestId('bet-history-row').first();

describeInChromium('the slip follows the live odds and books only what the member accepted (issue 7, item 2)', () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('moves price, mark, total and payout with the feed, locks a suspended pick, and asks before taking moved odds', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await waitForHeaderCash(page, CASH);
        await page.goto('/europe');
        const [first, second] = await pickFromDifferentFixtures(page, 2);
        if (!first || !second) throw new Error('two picks expected');
        let slip = await openBetSlip(page, viewport);
        await typeStakeKeyByKey(slip, String(STAKE));

        // The operator moves the first price up: the slip shows it, marked up, with the new total and payout.
        const raised = first.price + 37;
        site.feed.setPrice(first.oddsId, raised);
        await waitForSlipOdds(slip, first.oddsId, oddsText(raised));
        const total = expectedTotalOdds([raised, second.price]);
        await waitForText(slip.getByTestId('bet-total-odds'), oddsText(total));
        await waitForText(slip.getByTestId('bet-expected-payout'), expectedPayout(STAKE, total).toLocaleString('en-US'));
        expect(await slipEntryOf(slip, first.oddsId).getByTestId('bet-slip-price').getAttribute('data-movement')).toBe('up');
        await saveScreenshot(page, 'slip-odds-followed', viewport, { fullPage: false });

        // The market is suspended: the pick is locked and the slip cannot be sent; it reopens.
        const row = site.feed.snapshot().odds.find((o) => o.id === first.oddsId);
        if (!row) throw new Error(`odds ${first.oddsId} is not in the feed`);
        site.feed.setMarketSuspended(row.marketId, true);
        await waitForText(slipEntryOf(slip, first.oddsId).getByTestId('bet-slip-locked'), '베팅중지');
        await saveScreenshot(page, 'slip-odds-locked', viewport, { fullPage: false });
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '베팅이 일시 중지된 배당이 포함되어 있습니다.');
        site.feed.setMarketSuspended(row.marketId, false);
        slip = await openBetSlip(page, viewport);
        await slipEntryOf(slip, first.oddsId).getByTestId('bet-slip-locked').waitFor({ state: 'detached' });

        // Auto-change off: a new move waits beside the price the slip bets.
        await slip.getByRole('checkbox', { name: '배당변경 자동적용' }).click();
        expect(await slip.getByRole('checkbox', { name: '배당변경 자동적용' }).isChecked()).toBe(false);
        const lowered = raised - 20;
        site.feed.setPrice(first.oddsId, lowered);
        await waitForText(slipEntryOf(slip, first.oddsId).getByTestId('bet-slip-pending-odds'), oddsText(lowered));
        expect(await textOf(slipEntryOf(slip, first.oddsId).getByTestId('bet-slip-odds'))).toBe(oddsText(raised));
        await waitForText(slip.getByTestId('bet-total-odds'), oddsText(total));

        // Submit: the server refuses the old price; old and new stand side by side; nothing is booked.
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '배당이 변경되었습니다. 변경된 배당을 확인 후 다시 베팅해주세요.');
        slip = await openBetSlip(page, viewport);
        const move = slip.locator(`[data-testid="bet-slip-rejection-move"][data-odds-id="${first.oddsId}"]`);
        expect(await textOf(move.getByTestId('bet-slip-rejection-old'))).toBe(oddsText(raised));
        expect(await textOf(move.getByTestId('bet-slip-rejection-new'))).toBe(oddsText(lowered));
        await waitForHeaderCash(page, CASH);
        await saveScreenshot(page, 'slip-odds-rejected', viewport, { fullPage: false });

        // The member accepts: the slip is booked at exactly the accepted odds.
        await slip.getByTestId('bet-slip-accept-odds').click();
        await acceptAlert(page, '베팅이 완료 되었습니다.');
        await waitForHeaderCash(page, CASH - STAKE);
        const accepted = expectedTotalOdds([lowered, second.price]);
        await page.goto('/bet_result');
        await waitForText(firstSlip(page), oddsText(accepted));
        await waitForText(firstSlip(page), oddsText(lowered));
        await saveScreenshot(page, 'slip-odds-booked', viewport);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'slip-odds-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
