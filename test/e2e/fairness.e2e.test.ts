import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { formatKstDate } from '@bet/core/shared';
import { DEMO_ACCOUNTS } from '@bet/server';
import { houseAccount, memberAccount, transfer } from '@bet/server/ledger/index.js';
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

describeInChromium('issue 13 part B in Chromium: provable fairness, activity statement, reality checks', () => {
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

  /**
   * Today's movements of the member, as the ledger holds them: a deposit, a stake and its payout,
   * made after the login (the reality check counts the movements since the login) and stamped with
   * the site's noon clock, which runs ahead of real time from 00:00 to 12:00 KST.
   */
  const recordMovements = async (): Promise<void> => {
    const { rows } = await site.db.query<{ id: number | string }>('SELECT id FROM members WHERE user_id = $1', [MEMBER.userId]);
    const memberId = Number(rows[0]!.id);
    const cash = memberAccount(memberId, 'cash');
    await site.db.transaction(async (tx) => {
      for (const [key, kind, from, to, amount] of [
        ['e2e:deposit', 'charge.deposit', houseAccount('bank', 'KRW'), cash, 50_000],
        ['e2e:stake', 'bet.stake', cash, houseAccount('sportsbook', 'KRW'), 10_000],
        ['e2e:payout', 'bet.payout', houseAccount('sportsbook', 'KRW'), cash, 19_500],
      ] as const) {
        const moved = await transfer(tx, { key, kind, memberId, at: clock.now(), legs: [{ from, to, amount }] });
        if (!moved.ok) throw new Error(moved.error.message);
      }
    });
  };

  const fairPage = async (page: Page) => {
    await page.goto('/fairness');
    const rounds = page.getByTestId('fair-round');
    await rounds.first().waitFor({ state: 'visible' });
    return rounds;
  };

  it('verifies a drawn mini-game round in the browser (a seed altered by one character does not), downloads the statement CSV, and meets a reality check on a mini-game page', async () => {
    const { rows } = await site.db.query<{ round_no: number | string; seed: string }>(
      'SELECT round_no, seed FROM game_rounds WHERE game_id = $1 AND status = 2 ORDER BY round_no DESC LIMIT 1',
      [GAME_ID],
    );
    const newest = rows[0]!;
    const { context, page, pageErrors } = await openSitePage(browser, site, DESKTOP);
    try {
      await page.goto('/');
      await logInKeyByKey(page, MEMBER);
      await recordMovements();
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

      // My page's activity statement: today's row from the ledger, downloaded as CSV.
      const today = formatKstDate(clock.now());
      await page.goto('/mypage/statement');
      const day = page.getByTestId('statement-day');
      await waitForText(day, today);
      expect((await day.allInnerTexts()).map((t) => t.split(/\s+/))).toEqual([
        [today, '50,000원', '0원', '10,000원', '0원', '19,500원', '9,500원'],
      ]);
      await saveScreenshot(page, 'statement', DESKTOP);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-download').click()]);
      expect(download.suggestedFilename()).toBe(`statement_${today.slice(0, 8)}01_${today}.csv`);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toBe(
        `\uFEFF날짜,입금,출금,베팅금액,진행중 베팅,당첨금액,손익\r\n${today},50000,0,10000,0,19500,9500\r\n합계,50000,0,10000,0,19500,9500\r\n`,
      );

      // A reality check on a mini-game page once the page's clock has run an hour past the login.
      await page.goto(`/minigame/lotus?game=${GAME_ID}`);
      await page.getByTestId('minigame-board').waitFor({ state: 'visible' });
      expect(await page.getByRole('alertdialog', { name: '이용 시간 알림' }).count()).toBe(0);
      await page.clock.fastForward(60 * 60_000);
      const check = page.getByRole('alertdialog', { name: '이용 시간 알림' });
      await check.waitFor({ state: 'visible' });
      await waitForText(check.getByTestId('reality-played'), /^1시간 \d+분$/);
      expect(await check.getByTestId('reality-net').innerText()).toBe('9,500원');
      await saveScreenshot(page, 'reality-check', DESKTOP);
      await check.getByRole('button', { name: '중지' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lays the fairness and statement pages out at 425 px without sideways scrolling', async () => {
    const { context, page, pageErrors } = await openSitePage(browser, site, MOBILE);
    try {
      await page.goto('/');
      await logInKeyByKey(page, MEMBER);
      const rounds = await fairPage(page);
      await rounds.first().getByRole('button').click();
      await waitForText(page.getByTestId('fair-verdict'), '검증 성공');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'fairness', MOBILE, { fullPage: true });
      await page.goto('/mypage/statement');
      await page.getByTestId('statement-total').waitFor({ state: 'visible' });
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'statement', MOBILE, { fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
