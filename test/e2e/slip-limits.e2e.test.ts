import { openBetSlip } from '../support/betting-flows.js';
import { openSitePage, saveScreenshot, textOf, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { memberHeader, waitForHeaderCash } from '../support/member-flows.js';
import { atBothWidthsWithOwnSite, changeMemberLevel, logInDemoMember } from '../support/slip-kit.js';

/** member01 starts at level 1: sports limits 1,000,000 / 5,000,000 won (server/src/routes/sports/seed/seed-sports.ts). */
const MEMBER = 'member01';

describeInChromium("the slip's limits follow the member's level live (issue 7, item 14)", () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('shows the new level limits after the operator changes the level, without navigating', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await waitForHeaderCash(page, 1_000_000);
        await page.goto('/europe');
        const slip = await openBetSlip(page, viewport);
        await waitForText(slip.getByTestId('bet-slip-limits-value'), '1,000,000 / 5,000,000');
        const url = page.url();

        await changeMemberLevel(site.apiUrl, MEMBER, 3);
        // The session polls the member every 5 s: the header and the limits row follow.
        await waitForText(memberHeader(page), 'LV.3');
        await waitForText(slip.getByTestId('bet-slip-limits-value'), '3,000,000 / 15,000,000');
        expect(await textOf(slip.getByTestId('bet-slip-limits'))).toContain('3,000,000 / 15,000,000');
        expect(page.url()).toBe(url);
        await saveScreenshot(page, 'slip-limits-level3', viewport, { fullPage: false });
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'slip-limits-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
