import type { Page } from 'playwright-core';
import { expectedTotalOdds, oddsText, openBetSlip } from '../support/betting-flows.js';
import { acceptAlert, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { waitForHeaderCash } from '../support/member-flows.js';
import { atBothWidthsWithOwnSite, logInDemoMember, pickWhere, slipEntryOf, typeStakeKeyByKey } from '../support/slip-kit.js';

const MEMBER = 'member03';
const CASH = 1_000_000;
/** Spec 5: with a bonus in the slip no pick below 1.30 (server offer: 3 folders at 1.03). */
const BONUS_MIN = 130;
const BONUS_PRICE = 103;

/** Back to the list: the mobile slip dialog covers it. */
async function closeSlip(page: Page, viewport: Viewport): Promise<void> {
  if (viewport.name !== 'mobile') return;
  const dialog = page.getByTestId('bet-slip-dialog');
  if (!(await dialog.isVisible())) return;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describeInChromium('the folder-bonus picker of the slip (issue 7, item 16)', () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('adds the 3-folder bonus from the picker, alerts the 1.30 rule and the folder rule, and bets with the bonus', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await waitForHeaderCash(page, CASH);
        await page.goto('/europe');

        // One pick of 1.30 or more: the bonus needs three.
        const [one] = await pickWhere(page, 1, (p) => p >= BONUS_MIN);
        let slip = await openBetSlip(page, viewport);
        const option = slip.getByRole('button', { name: `3폴더 이상 x${oddsText(BONUS_PRICE)}` });
        await option.click();
        await acceptAlert(page, '보너스 배당은 1.3 이상 배당 3폴더 이상 선택 시 추가할 수 있습니다.');
        await closeSlip(page, viewport);

        // Two more: now the bonus goes in and multiplies the total.
        const more = await pickWhere(page, 2, (p) => p >= BONUS_MIN, [one!.fixtureId]);
        const picks = [one!, ...more];
        slip = await openBetSlip(page, viewport);
        await slip.getByRole('button', { name: `3폴더 이상 x${oddsText(BONUS_PRICE)}` }).click();
        await waitForText(slipEntryOf(slip, 3), '3폴더 이상 보너스');
        expect(await slip.getByRole('button', { name: `3폴더 이상 x${oddsText(BONUS_PRICE)}` }).getAttribute('aria-pressed')).toBe('true');
        const total = expectedTotalOdds([...picks.map((p) => p.price), BONUS_PRICE]);
        await waitForText(slip.getByTestId('bet-total-odds'), oddsText(total));
        await saveScreenshot(page, 'slip-bonus-added', viewport, { fullPage: false });
        await closeSlip(page, viewport);

        // A price below 1.30 cannot join while the bonus is in (the operator sets one to 1.20).
        const taken = picks.map((p) => p.fixtureId);
        const low = page.locator('[data-testid="odds-button"][aria-pressed="false"]:not([disabled])');
        let lowId = 0;
        for (let i = 0; i < (await low.count()); i++) {
          const fixtureId = Number(await low.nth(i).getAttribute('data-fixture-id'));
          if (!taken.includes(fixtureId)) {
            lowId = Number(await low.nth(i).getAttribute('data-odds-id'));
            break;
          }
        }
        if (lowId === 0) throw new Error('no other fixture on the page');
        site.feed.setPrice(lowId, 120);
        const lowButton = page.locator(`[data-testid="odds-button"][data-odds-id="${lowId}"]`);
        await waitForText(lowButton, '1.20');
        await lowButton.click();
        await acceptAlert(page, '보너스 배당이 추가되어 1.3 이하 배당은 베팅할 수 없습니다.');
        expect(await lowButton.getAttribute('aria-pressed')).toBe('false');

        // Taking a folder out would leave the bonus short: refused.
        slip = await openBetSlip(page, viewport);
        await slipEntryOf(slip, picks[0]!.oddsId).getByRole('button', { name: '삭제' }).click();
        await acceptAlert(page, '보너스 배당은 1.3 이상 배당 3폴더 이상이 필요합니다. 보너스 배당을 먼저 삭제해주세요.');

        // The slip with its bonus is accepted by the server.
        slip = await openBetSlip(page, viewport);
        expect(await slip.getByTestId('bet-slip-entry').count()).toBe(4);
        await typeStakeKeyByKey(slip, '10000');
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '베팅이 완료 되었습니다.');
        await waitForHeaderCash(page, CASH - 10_000);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'slip-bonus-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
