import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server';
import { DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { advanceSiteTime, shiftableNoonClock, type ShiftableClock } from '../support/minigame-kit.js';
import { logInKeyByKey } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** member01 of the demo seed. */
const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;
/** 로투스 파워볼 (the fairness page's first game): 3-minute rounds. */
const GAME_ID = 301;
const PERIOD_MS = 180_000;

describeInChromium('issue 13 part B in Chromium: provable fairness', () => {
  let browser: Browser;
  let site: SiteServer;
  let clock: ShiftableClock;

  beforeAll(async () => {
    browser = await launchChromium();
    clock = shiftableNoonClock();
    site = await startSiteServer({ serveUi: true, rounds: true, clock });
    // Two rounds of the ball game come and go, so drawn rounds are listed.
    await advanceSiteTime(site, clock, null, 1_000);
    await advanceSiteTime(site, clock, null, 2 * PERIOD_MS);
  });
  afterAll(async () => {
    await site?.close();
    await browser?.close();
  });

  const fairPage = async (page: Page) => {
    await page.goto('/fairness');
    const rounds = page.getByTestId('fair-round');
    await rounds.first().waitFor({ state: 'visible' });
    return rounds;
  };

  it('verifies a drawn mini-game round in the browser, and a seed altered by one character does not verify', async () => {
    const { rows } = await site.db.query<{ round_no: number | string; seed: string }>(
      'SELECT round_no, seed FROM game_rounds WHERE game_id = $1 AND status = 2 ORDER BY round_no DESC LIMIT 1',
      [GAME_ID],
    );
    const newest = rows[0]!;
    const { context, page, pageErrors } = await openSitePage(browser, site, DESKTOP);
    try {
      await page.goto('/');
      await logInKeyByKey(page, MEMBER);
      const rounds = await fairPage(page);
      expect(await rounds.first().getAttribute('data-round-key')).toBe(`${GAME_ID}:${Number(newest.round_no)}`);
      await rounds.first().getByRole('button').click();
      await waitForText(page.getByTestId('fair-verdict'), '검증 성공: 공개된 값과 일치합니다.');
      expect(await page.getByTestId('fair-hash-verdict').innerText()).toBe('일치');
      expect(await page.getByTestId('fair-result-verdict').innerText()).toBe('일치');
      const seed = page.getByLabel('서버 시드');
      expect(await seed.inputValue()).toBe(newest.seed);
      await saveScreenshot(page, 'fairness-verified', DESKTOP);

      // One character of the seed changed, key by key: the hash no longer matches the commitment.
      const last = newest.seed.slice(-1);
      await seed.press('End');
      await seed.press('Backspace');
      await seed.pressSequentially(last === '0' ? '1' : '0');
      await waitForText(page.getByTestId('fair-verdict'), '검증 실패: 공개된 값과 일치하지 않습니다.');
      expect(await page.getByTestId('fair-hash-verdict').innerText()).toBe('불일치');
      await saveScreenshot(page, 'fairness-tampered', DESKTOP);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lays the fairness page out at 425 px without sideways scrolling', async () => {
    const { context, page, pageErrors } = await openSitePage(browser, site, MOBILE);
    try {
      await page.goto('/');
      await logInKeyByKey(page, MEMBER);
      const rounds = await fairPage(page);
      await rounds.first().getByRole('button').click();
      await waitForText(page.getByTestId('fair-verdict'), '검증 성공');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'fairness', MOBILE, { fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
