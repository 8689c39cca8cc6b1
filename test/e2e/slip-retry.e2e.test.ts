import type { Browser } from 'playwright-core';
import { openBetSlip, pickFromDifferentFixtures } from '../support/betting-flows.js';
import { acceptAlert, alertDialog, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { startDropProxy, type DropProxy } from '../support/drop-proxy.js';
import { waitForHeaderCash } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';
import { logInDemoMember, typeStakeKeyByKey } from '../support/slip-kit.js';

const START_CASH = 1_000_000;
const STAKE = 10_000;
const BET_PATH = '/api/sports-prematch/betting';

/**
 * Issue 7 item 3: a bet whose answer is lost. A proxy between Chromium and the server lets the
 * first bet request reach the server and commit, then drops the answer (socket destroyed). The
 * slip says it is retrying, sends the same Idempotency-Key again, and shows one success; the
 * server holds one slip and charged the stake once.
 */
describeInChromium('a bet whose answer is lost is retried with its key, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each([DESKTOP, MOBILE])('at $width px ($name)', (viewport) => {
    let site: SiteServer;
    let proxy: DropProxy;
    beforeAll(async () => {
      site = await startSiteServer({ serveUi: true });
      proxy = await startDropProxy(site.baseUrl, (req) => req.method === 'POST' && (req.url ?? '').startsWith(BET_PATH));
    });
    afterAll(async () => {
      await proxy?.close();
      await site?.close();
    });

    it('shows the retrying status, then one success; one slip, one stake debit', async () => {
      const { context, page, pageErrors } = await openSitePage(browser, { baseUrl: proxy.baseUrl, clock: site.clock }, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, 'member01');
        await waitForHeaderCash(page, START_CASH);
        await page.goto('/europe');
        await pickFromDifferentFixtures(page, 1);
        const slip = await openBetSlip(page, viewport);
        await typeStakeKeyByKey(slip, String(STAKE));
        await slip.getByTestId('bet-submit').click();

        // The first answer was dropped: the slip tells the member it is trying again.
        await waitForText(slip.getByTestId('bet-submit'), '재시도 중입니다… (2/3)');
        await saveScreenshot(page, 'slip-retrying', viewport, { fullPage: false });
        await acceptAlert(page, '베팅이 완료 되었습니다.');
        await waitForHeaderCash(page, START_CASH - STAKE);
        await saveScreenshot(page, 'slip-retried-done', viewport, { fullPage: false });
        expect(await alertDialog(page).count()).toBe(0);

        const bets = proxy.seen.filter((r) => r.method === 'POST' && r.url.startsWith(BET_PATH));
        expect(bets.map((b) => b.dropped)).toEqual([true, false]);
        expect(bets[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
        expect(bets[1]!.idempotencyKey).toBe(bets[0]!.idempotencyKey);

        const { rows } = await site.db.query<{ id: number }>("SELECT id FROM members WHERE user_id = 'member01'");
        const memberId = Number(rows[0]!.id);
        const slips = await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bet_slips WHERE member_id = $1', [memberId]);
        expect(slips.rows[0]?.n).toBe(1);
        const stakes = await site.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM ledger_transfers WHERE member_id = $1 AND kind = 'bet.stake'",
          [memberId],
        );
        expect(stakes.rows[0]?.n).toBe(1);
        expect(await site.deps.wallet.balance(site.db, memberId)).toBe(START_CASH - STAKE);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'slip-retry-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
