import { Decode } from '@bet/core/api';
import { DEMO_ADMIN_PASSWORD } from '@bet/server';
import { AdminDesk, must } from '../support/api-session.js';
import { openBetSlip } from '../support/betting-flows.js';
import { acceptAlert, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { waitForHeaderCash } from '../support/member-flows.js';
import { atBothWidthsWithOwnSite, logInDemoMember, pickWhere, stakeField, typeStakeKeyByKey } from '../support/slip-kit.js';

/** member01: level 1 (max bet 1,000,000 won, max winnings 5,000,000), 1,000,000 won of cash. */
const MEMBER = 'member01';
const MAX_BET = 1_000_000;

/** The operator sets the site setting maxBetInclusive (PUT /admin/settings, as the settings page does). */
async function setMaxBetInclusive(apiUrl: string, inclusive: boolean): Promise<void> {
  const admin = await AdminDesk.open(apiUrl, 'admin', DEMO_ADMIN_PASSWORD);
  await must(
    'maxBetInclusive',
    admin.api.call({ method: 'PUT', path: '/admin/settings', body: { maxBetInclusive: inclusive }, decoder: Decode.unknown }),
  );
}

/**
 * Spec 5's two readings of the max bet: by default ('최대베팅금 {max}이상 베팅하실수 없습니다.')
 * the max itself is refused and MAX fills max bet minus 1; once the operator switches
 * '최대베팅금과 같은 금액 허용' on, the open slip follows within the session's 5-second settings
 * poll: MAX fills the max bet and the slip bets it.
 */
describeInChromium("the slip follows the operator's max-bet reading", () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('refuses the max by default, then bets it once the operator allows a stake equal to the max', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await waitForHeaderCash(page, MAX_BET);
        await page.goto('/europe');
        // A price up to 4.00: 1,000,000 won then stays under the 5,000,000 max winnings.
        await pickWhere(page, 1, (price) => price <= 400);
        const slip = await openBetSlip(page, viewport);

        await slip.getByRole('button', { name: 'MAX', exact: true }).click();
        expect(await stakeField(slip).inputValue()).toBe('999,990');
        await typeStakeKeyByKey(slip, String(MAX_BET));
        await waitForText(slip.getByTestId('bet-stake-hint'), '베팅 가능 최대금액은 999,990원입니다.');
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '최대베팅금 1,000,000이상 베팅하실수 없습니다.');

        await setMaxBetInclusive(site.apiUrl, true);
        // No navigation: the session's settings poll (5 s) brings the new reading to the open slip,
        // whose cap hint then goes, since the typed max is now a stake it takes.
        const again = await openBetSlip(page, viewport);
        // The field keeps the member's amount, shown with separators once they left it (spec 5).
        expect(await stakeField(again).inputValue()).toBe('1,000,000');
        await again.getByTestId('bet-stake-hint').waitFor({ state: 'hidden', timeout: 20_000 });
        await typeStakeKeyByKey(again, '5000');
        await again.getByRole('button', { name: 'MAX', exact: true }).click();
        expect(await stakeField(again).inputValue()).toBe('1,000,000');
        await saveScreenshot(page, 'slip-max-bet-inclusive', viewport, { fullPage: false });
        await again.getByTestId('bet-submit').click();
        await acceptAlert(page, '베팅이 완료 되었습니다.');
        await waitForHeaderCash(page, 0);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'slip-max-bet-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
