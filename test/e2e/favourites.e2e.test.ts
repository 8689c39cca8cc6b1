import type { Locator, Page } from 'playwright-core';
import { openSitePage, saveScreenshot, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { waitForHeaderCash } from '../support/member-flows.js';
import { atBothWidthsWithOwnSite, logInDemoMember } from '../support/slip-kit.js';

const MEMBER = 'member03';
const CASH = 1_000_000;

const leagueStar = (page: Page, leagueId: number): Locator =>
  page.locator(`[data-testid="league-group"][data-league-id="${leagueId}"] button[data-favourite-kind="league"]`);
const fixtureStar = (page: Page, fixtureId: number): Locator =>
  page.locator(`[data-fixture-id="${fixtureId}"] button[data-favourite-kind="fixture"]`).first();

/** Waits until a star button says it is (or is not) pressed, by its aria state and its name. */
async function expectStar(star: Locator, pressed: boolean): Promise<void> {
  await star.and(star.page().locator(`[aria-pressed="${pressed}"]`)).waitFor({ state: 'visible' });
  expect(await star.getAttribute('aria-label')).toBe(pressed ? '즐겨찾기 해제' : '즐겨찾기 추가');
}

/** The fixture ids the list shows, in order. */
async function shownFixtures(page: Page): Promise<number[]> {
  const ids = await page.getByTestId('fixture-card').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-fixture-id'))));
  return ids;
}

/** The leagues on the page, each with its fixture ids (one with two or more fixtures first). */
async function leaguesOnPage(page: Page): Promise<{ leagueId: number; fixtures: number[] }[]> {
  await page.getByTestId('fixture-card').first().waitFor({ state: 'visible' });
  return page.getByTestId('league-group').evaluateAll((groups) =>
    groups.map((g) => ({
      leagueId: Number(g.getAttribute('data-league-id')),
      fixtures: Array.from(g.querySelectorAll('[data-testid="fixture-card"]')).map((c) => Number(c.getAttribute('data-fixture-id'))),
    })),
  );
}

describeInChromium('favourite leagues and fixtures (issue 29): starred by clicking, kept by the server, filtered', () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport: Viewport) => {
    it('a member stars a league and a fixture on /europe, sees them after a reload and on /korea, filters to them, unstars one', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await waitForHeaderCash(page, CASH);
        await page.goto('/europe');

        const leagues = await leaguesOnPage(page);
        const league = leagues.find((l) => l.fixtures.length >= 2) ?? leagues[0]!;
        const other = leagues.find((l) => l.leagueId !== league.leagueId);
        if (!other) throw new Error('the demo page shows one league only');
        const fixtureId = other.fixtures[0]!;
        await expectStar(leagueStar(page, league.leagueId), false);
        await expectStar(fixtureStar(page, fixtureId), false);

        await leagueStar(page, league.leagueId).click();
        await fixtureStar(page, fixtureId).click();
        await expectStar(leagueStar(page, league.leagueId), true);
        await expectStar(fixtureStar(page, fixtureId), true);
        await saveScreenshot(page, 'favourites-starred', viewport, { fullPage: false });

        // Kept by the server: a reload reads them back.
        await page.reload();
        await page.getByTestId('fixture-card').first().waitFor({ state: 'visible' });
        await expectStar(leagueStar(page, league.leagueId), true);
        await expectStar(fixtureStar(page, fixtureId), true);

        // The filter asks the server for favourites only: the starred league's fixtures (those of
        // later pages too) and the starred fixture, nothing else.
        const filter = page.getByRole('button', { name: '즐겨찾기', exact: true });
        await filter.click();
        await filter.and(page.locator('[aria-pressed="true"]')).waitFor({ state: 'visible' });
        await page.locator(`[data-testid="fixture-card"][data-fixture-id="${fixtureId}"]`).waitFor({ state: 'visible' });
        const onlyFavourites = async (withFixture: boolean): Promise<void> => {
          await page.waitForFunction(
            ({ leagueId, fixture, withFixture }) =>
              Array.from(document.querySelectorAll('[data-testid="league-group"]')).every((g) => {
                const ids = Array.from(g.querySelectorAll('[data-testid="fixture-card"]')).map((c) =>
                  Number(c.getAttribute('data-fixture-id')),
                );
                return Number(g.getAttribute('data-league-id')) === leagueId || (withFixture && ids.length === 1 && ids[0] === fixture);
              }),
            { leagueId: league.leagueId, fixture: fixtureId, withFixture },
          );
          const shown = await shownFixtures(page);
          for (const id of league.fixtures) expect(shown).toContain(id);
          expect(shown.includes(fixtureId)).toBe(withFixture);
        };
        await onlyFavourites(true);
        await saveScreenshot(page, 'favourites-filtered', viewport, { fullPage: true });

        // Unstar the fixture: with the filter on it leaves the list, and stays unstarred after a reload.
        await fixtureStar(page, fixtureId).click();
        await page.locator(`[data-testid="fixture-card"][data-fixture-id="${fixtureId}"]`).waitFor({ state: 'detached' });
        await onlyFavourites(false);

        // The other style reads the same stars from the server.
        await page.goto('/korea');
        await page.getByTestId('fixture-card').first().waitFor({ state: 'visible' });
        await expectStar(leagueStar(page, league.leagueId), true);
        await expectStar(fixtureStar(page, fixtureId), false);
        await saveScreenshot(page, 'favourites-korea', viewport, { fullPage: false });

        // /inplay: a live fixture's star, kept over a reload, then taken off again.
        await page.goto('/inplay');
        const live = page.getByTestId('inplay-fixture').first();
        await live.waitFor({ state: 'visible' });
        const liveId = Number(await live.getAttribute('data-fixture-id'));
        await fixtureStar(page, liveId).click();
        await expectStar(fixtureStar(page, liveId), true);
        await page.reload();
        await expectStar(fixtureStar(page, liveId), true);
        await saveScreenshot(page, 'favourites-inplay', viewport, { fullPage: false });
        await fixtureStar(page, liveId).click();
        await expectStar(fixtureStar(page, liveId), false);
        await page.reload();
        await expectStar(fixtureStar(page, liveId), false);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
