import type { Browser, Locator } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server';
import { DESKTOP, MOBILE, openSitePage, saveScreenshot, textOf, type Viewport } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { logInKeyByKey } from '../support/member-flows.js';
import { advanceSiteTime, shiftableNoonClock, type ShiftableClock } from '../support/minigame-kit.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** Virtual soccer's round is 3 minutes long. */
const PERIOD_MS = 180_000;
const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member02')!;

interface Ranking {
  rounds: number;
  groups: Array<{ id: string; nameKorean: string; teams: Array<{ team: string; played: number; points: number }> }>;
}

/** Spec 9 "Team ranking groups: Premiership, Superleague, EuroCup, WorldCup": the tables on /bet365's soccer page. */
describeInChromium('virtual soccer team ranking, in Chromium against the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each([DESKTOP, MOBILE])('at $width px ($name)', (viewport: Viewport) => {
    let site: SiteServer;
    let clock: ShiftableClock;

    beforeAll(async () => {
      clock = shiftableNoonClock();
      site = await startSiteServer({ serveUi: true, rounds: true, clock });
      // Five soccer rounds settle one after the other (the scheduler keeps 3 ahead): every group has a match.
      for (let i = 0; i < 5; i++) await advanceSiteTime(site, clock, null, PERIOD_MS);
    });
    afterAll(async () => {
      await site?.close();
    });

    const serverRanking = async (): Promise<Ranking> => (await fetch(`${site.apiUrl}/vet3/soccer/ranking`)).json() as Promise<Ranking>;
    const playedOnScreen = async (ranking: Locator): Promise<number> => {
      let total = 0;
      for (const row of await ranking.getByTestId('virtual-ranking-row').all()) total += Number(await textOf(row.locator('td').nth(1)));
      return total;
    };

    it('shows each group’s table from the settled rounds, one league’s with its tab, and a new result updates it', async () => {
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInKeyByKey(page, MEMBER);
        await page.goto('/bet365/soccer');
        const ranking = page.getByRole('region', { name: '팀 순위' });
        await ranking.waitFor({ state: 'visible' });
        const groups = ranking.getByTestId('virtual-ranking-group');
        expect(await groups.evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')))).toEqual([
          '프리미어십',
          '슈퍼리그',
          '유로컵',
          '월드컵',
        ]);

        // What the screen shows is the server's table: every team with its played and points.
        const before = await serverRanking();
        expect(before.rounds).toBeGreaterThanOrEqual(4);
        await expect(playedOnScreen(ranking)).resolves.toBe(before.rounds * 2);
        const played = before.groups.find((g) => g.teams.length > 0)!;
        const leader = played.teams[0]!;
        const leaderRow = ranking.locator(`[data-group="${played.id}"]`).getByTestId('virtual-ranking-row').first();
        expect(await textOf(leaderRow.locator('th'))).toBe(leader.team);
        expect(await textOf(leaderRow.locator('td').last())).toBe(String(leader.points));
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'virtual-ranking', viewport);

        // A league tab shows that league's table only.
        await page.getByTestId('virtual-league').filter({ hasText: '슈퍼리그' }).click();
        await expect(groups.evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')))).resolves.toEqual(['슈퍼리그']);
        await page.getByTestId('virtual-league').filter({ hasText: '전체' }).click();

        // Another round settles: the page's poll sees the new result and the tables follow.
        await advanceSiteTime(site, clock, page, PERIOD_MS);
        const after = await serverRanking();
        expect(after.rounds).toBeGreaterThan(before.rounds);
        for (let i = 0; i < 90 && (await playedOnScreen(ranking)) !== after.rounds * 2; i++) await page.waitForTimeout(500);
        expect(await playedOnScreen(ranking)).toBe(after.rounds * 2);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
