import { oddsText, openBetSlip } from '../support/betting-flows.js';
import { acceptAlert, hundredthsOf, openSitePage, saveScreenshot, textOf, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { waitForHeaderCash } from '../support/member-flows.js';
import { atBothWidthsWithOwnSite, logInDemoMember, typeStakeKeyByKey } from '../support/slip-kit.js';

const MEMBER = 'member02';
const CASH = 1_000_000;
const STAKE = 10_000;
/** core's INPLAY_MESSAGES.confirmOddsChange and .success (spec sections 4 and 8). */
const CONFIRM_ODDS_CHANGE = '배당이 변경되었습니다. 베팅하시겠습니까?';
const SUCCESS = '베팅이 완료 되었습니다.';

describeInChromium('/inplay: live fixtures, live odds and the in-play bet with its countdown (issue 9)', () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('shows live games with score and phase, and bets a live price through the countdown and the odds-changed question', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await waitForHeaderCash(page, CASH);
        await page.goto('/inplay');

        // Live fixtures grouped by sport, each with a score and a phase in the spec's wording.
        const fixture = page.getByTestId('inplay-fixture').first();
        await fixture.waitFor({ state: 'visible' });
        expect(await textOf(fixture.getByTestId('inplay-score'))).toMatch(/^\d+ : \d+$/);
        expect((await textOf(fixture.getByTestId('inplay-phase'))).length).toBeGreaterThan(0);
        expect(await page.getByRole('navigation', { name: '종목 선택' }).getByRole('button').first().innerText()).toMatch(/^전체 \(\d+\)$/);

        // A live price, streamed: the operator moves it and the cell shows it marked up.
        const button = page.locator('[data-testid="inplay-fixture"] [data-testid="odds-button"]:not([disabled])').first();
        const oddsId = Number(await button.getAttribute('data-odds-id'));
        const cell = page.locator(`[data-testid="odds-button"][data-odds-id="${oddsId}"]`);
        const start = hundredthsOf(await cell.innerText());
        const raised = start + 37;
        site.feed.setPrice(oddsId, raised);
        await waitForText(cell, new RegExp(oddsText(raised).replace('.', '\\.')));
        expect(await cell.getAttribute('data-movement')).toBe('up');
        await saveScreenshot(page, 'inplay-list', viewport, { fullPage: false });

        // Into the slip; auto-change off; the stake key by key; bet: the countdown dialog.
        await cell.click();
        await page.locator(`[data-testid="odds-button"][data-odds-id="${oddsId}"][aria-pressed="true"]`).waitFor({ state: 'visible' });
        let slip = await openBetSlip(page, viewport);
        const auto = slip.getByRole('checkbox', { name: '배당변경 자동적용' });
        if (await auto.isChecked()) await auto.click();
        expect(await auto.isChecked()).toBe(false);
        await typeStakeKeyByKey(slip, String(STAKE));
        await slip.getByTestId('bet-submit').click();
        const seconds = page.getByTestId('inplay-countdown-seconds');
        await seconds.waitFor({ state: 'visible' });
        expect(await seconds.getAttribute('data-colour')).toBeTruthy();
        await saveScreenshot(page, 'inplay-countdown', viewport, { fullPage: false });

        // The price moves during the countdown: the question; declined, nothing is booked.
        site.feed.setPrice(oddsId, raised + 20);
        await waitForText(page.getByTestId('inplay-odds-confirm'), CONFIRM_ODDS_CHANGE);
        await saveScreenshot(page, 'inplay-odds-changed', viewport, { fullPage: false });
        await page.getByTestId('inplay-odds-cancel').click();
        await page.getByTestId('inplay-odds-confirm').waitFor({ state: 'detached' });
        await waitForHeaderCash(page, CASH);

        // Bet again; the price moves again; accepted: the bet is placed and the cash goes down by the stake.
        slip = await openBetSlip(page, viewport);
        await slip.getByTestId('bet-submit').click();
        await seconds.waitFor({ state: 'visible' });
        site.feed.setPrice(oddsId, raised + 45);
        await waitForText(page.getByTestId('inplay-odds-confirm'), CONFIRM_ODDS_CHANGE);
        await page.getByTestId('inplay-odds-accept').click();
        await acceptAlert(page, SUCCESS);
        await waitForHeaderCash(page, CASH - STAKE);
        await saveScreenshot(page, 'inplay-placed', viewport, { fullPage: false });

        // The bet history's live tab lists the slip, waiting, at the accepted price; the sports tab does not.
        await page.goto('/bet_result/live');
        const row = page.getByTestId('bet-history-row');
        await waitForText(row.first().getByTestId('bet-history-status'), '대기');
        expect(await row.count()).toBe(1);
        const shown = await textOf(row.first());
        expect(shown).toContain('10,000');
        expect(shown).toContain(oddsText(raised + 45));
        await saveScreenshot(page, 'inplay-history', viewport, { fullPage: false });
        await page.goto('/bet_result/sports');
        await page.getByTestId('bet-history').waitFor({ state: 'visible' });
        await page.waitForFunction(() => document.querySelector('[data-testid="bet-history"]')?.getAttribute('aria-busy') === 'false');
        expect(await row.count()).toBe(0);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'inplay-failure', viewport, { fullPage: false }).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
