import { openSitePage, saveScreenshot, textOf, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { atBothWidthsWithOwnSite, logInDemoMember } from '../support/slip-kit.js';

const MEMBER = 'member03';

/** "2 : 1" -> { home: 2, away: 1 }. */
function scoreOf(text: string): { home: number; away: number } {
  const m = /^(\d+) : (\d+)$/.exec(text.trim());
  if (!m) throw new Error(`not a score: "${text}"`);
  return { home: Number(m[1]), away: Number(m[2]) };
}

describeInChromium('/streaming and /stream: live matches as channels, the chosen one live (spec 2 "TV streaming")', () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('lists the live matches; a member picks one and sees its score change as the feed moves, then goes to bet on it', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await page.goto('/streaming');

        // The channels: every match in play, with its score; nothing chosen yet.
        const channels = page.getByTestId('streaming-channel');
        await channels.first().waitFor({ state: 'visible' });
        expect(await channels.count()).toBeGreaterThan(0);
        await waitForText(page.getByTestId('streaming-choose'), '시청할 경기를 선택해 주세요.');
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'streaming-channels', viewport);

        // The member picks the first match: the video area shows it (the simulated feed has no video: its live scoreboard).
        const channel = channels.first();
        const fixtureId = Number(await channel.getAttribute('data-fixture-id'));
        await channel.click();
        await page.locator(`[data-testid="streaming-channel"][data-fixture-id="${fixtureId}"][aria-pressed="true"]`).waitFor();
        const board = page.getByTestId('streaming-scoreboard');
        await board.waitFor({ state: 'visible' });
        expect(await board.isVisible()).toBe(true);
        expect(await textOf(board)).toContain('영상 중계가 제공되지 않아 실시간 스코어로 중계합니다.');
        expect(await textOf(page.getByTestId('streaming-phase'))).toMatch(/^LIVE .+/);
        const before = scoreOf(await textOf(page.getByTestId('streaming-score')));

        // A goal in the feed: the video area and the channel follow it without a reload.
        const after = { home: before.home + 1, away: before.away };
        expect(site.feed.setScore(fixtureId, after)).toBe(true);
        await waitForText(page.getByTestId('streaming-score'), `${after.home} : ${after.away}`);
        await waitForText(
          page.locator(`[data-testid="streaming-channel"][data-fixture-id="${fixtureId}"] [data-testid="streaming-channel-score"]`),
          `${after.home} : ${after.away}`,
        );
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'streaming-watching', viewport, { fullPage: false });

        // The bet link leads to the in-play list, where the match can be bet on.
        await page.getByRole('link', { name: '이 경기 베팅하기' }).click();
        await page.waitForURL(/\/inplay$/);
        await page.locator(`[data-testid="inplay-fixture"][data-fixture-id="${fixtureId}"]`).waitFor({ state: 'visible' });

        // /stream is the same screen.
        await page.goto('/stream');
        await page.getByTestId('streaming-channel').first().waitFor({ state: 'visible' });
        expect(await page.getByRole('heading', { name: 'TV 중계' }).isVisible()).toBe(true);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'streaming-failure', viewport, { fullPage: false }).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
