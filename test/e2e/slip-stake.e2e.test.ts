import { expectedPayout, openBetSlip, pickFromDifferentFixtures } from '../support/betting-flows.js';
import { acceptAlert, openSitePage, saveScreenshot, textOf, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { waitForHeaderCash, wonText } from '../support/member-flows.js';
import { atBothWidthsWithOwnSite, logInDemoMember, stakeField, typeStakeKeyByKey } from '../support/slip-kit.js';

/** member01: level 1 (max bet 1,000,000 won), 1,000,000 won of cash (server/src/seed). */
const MEMBER = 'member01';
const CASH = 1_000_000;

describeInChromium('the slip keeps a stake typed key by key (issue 7, item 1)', () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('shows 10000 and 5000.5 as typed, names the decimal at submit, hints the cap, and bets the typed 10000', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await waitForHeaderCash(page, CASH);
        await page.goto('/europe');
        const [pick] = await pickFromDifferentFixtures(page, 1);
        const slip = await openBetSlip(page, viewport);

        // Each keystroke stays: 1, 10, 100, 1000, 10000 (it used to collapse to "0").
        await typeStakeKeyByKey(slip, '10000');
        expect(await stakeField(slip).inputValue()).toBe('10000');
        await waitForText(slip.getByTestId('bet-expected-payout'), expectedPayout(10_000, pick!.price).toLocaleString('en-US'));

        // 5000.5 stays 5000.5; submit names the decimal with the spec's message and sends nothing.
        await typeStakeKeyByKey(slip, '5000.5');
        expect(await stakeField(slip).inputValue()).toBe('5000.5');
        await saveScreenshot(page, 'slip-stake-decimal', viewport, { fullPage: false });
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '소수점으로 베팅 불가합니다.');
        const slipAgain = await openBetSlip(page, viewport);
        expect(await stakeField(slipAgain).inputValue()).toBe('5000.5');

        // Above the cash: the typed amount stays, the cap is shown beside it, submit names it.
        await typeStakeKeyByKey(slipAgain, '2000000');
        expect(await stakeField(slipAgain).inputValue()).toBe('2000000');
        await waitForText(slipAgain.getByTestId('bet-stake-hint'), '베팅 가능 최대금액은 999,990원입니다.');
        await saveScreenshot(page, 'slip-stake-cap-hint', viewport, { fullPage: false });
        await slipAgain.getByTestId('bet-submit').click();
        await acceptAlert(page, '최대베팅금 1,000,000이상 베팅하실수 없습니다.');

        // The typed 10000 is what is bet.
        const slipLast = await openBetSlip(page, viewport);
        await typeStakeKeyByKey(slipLast, '10000');
        expect(await textOf(slipLast.getByTestId('bet-expected-payout'))).toContain(
          expectedPayout(10_000, pick!.price).toLocaleString('en-US'),
        );
        await slipLast.getByTestId('bet-submit').click();
        await acceptAlert(page, '베팅이 완료 되었습니다.');
        await waitForHeaderCash(page, CASH - 10_000);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'slip-stake-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });

    // Issue 29 defect 10: spec 9 says "bet rounded down to multiple of 10"; 12,345 was refused with the 10-won message.
    it('places 12345 typed key by key as 12,340: the field keeps it, the slip says so, separators on leaving, 12,340 in the history', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await page.goto('/europe');
        const [pick] = await pickFromDifferentFixtures(page, 1);
        const slip = await openBetSlip(page, viewport);
        await typeStakeKeyByKey(slip, '12345');
        expect(await stakeField(slip).inputValue()).toBe('12345');
        await waitForText(slip.getByTestId('bet-stake-rounding'), '12,340원으로 베팅됩니다.');
        await waitForText(slip.getByTestId('bet-expected-payout'), expectedPayout(12_340, pick!.price).toLocaleString('en-US'));
        // Leaving the field (a click on the slip's total odds) shows the amount with separators.
        await slip.getByTestId('bet-total-odds').click();
        expect(await stakeField(slip).inputValue()).toBe('12,345');
        await saveScreenshot(page, 'slip-stake-rounded', viewport, { fullPage: false });
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '베팅이 완료 되었습니다.');

        const { rows } = await site.db.query<{ amount: string | number }>(
          'SELECT s.amount FROM bet_slips s JOIN members m ON m.id = s.member_id WHERE m.user_id = $1 ORDER BY s.id DESC LIMIT 1',
          [MEMBER],
        );
        expect(Number(rows[0]?.amount)).toBe(12_340);
        await page.goto('/bet_result');
        const latest = page.getByTestId('bet-history-row').first();
        await waitForText(latest.getByTestId('bet-history-status'), '대기');
        await waitForText(latest, wonText(12_340));
        expect(await textOf(latest)).not.toContain('12,345');
        await saveScreenshot(page, 'slip-stake-rounded-history', viewport, { fullPage: false });
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
