import type { Page } from 'playwright-core';
import { Decode } from '@bet/core/api';
import { DEMO_ADMIN_PASSWORD } from '@bet/server';
import { AdminDesk, must } from '../support/api-session.js';
import { openBetSlip } from '../support/betting-flows.js';
import { acceptAlert, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { waitForHeaderCash } from '../support/member-flows.js';
import { atBothWidthsWithOwnSite, logInDemoMember, pickWhere, typeStakeKeyByKey } from '../support/slip-kit.js';

const MEMBER = 'member01';
/** The seed's demo members start with 1,000,000 won. */
const OPENING_CASH = 1_000_000;
const STAKE = 5_000;
const CORRECTION = 7_000;
/** The session's poll (spec 9's 5 s): a change shown well inside it after a poll came live. */
const LIVE_WITHIN_MS = 2_500;

/** Resolves at the session's next background poll of the member (GET /api/auth/me). */
function nextPoll(page: Page): Promise<unknown> {
  return page.waitForRequest((r) => r.url().includes('/api/auth/me') && r.headers()['x-background-poll'] === '1', { timeout: 15_000 });
}

/**
 * Issue 29: the 'bet' and 'general' live sources are consumed. A member's slip on /bet_result
 * turns from 대기 to its result without a reload when the fixture ends (the page has no poll),
 * with the header's cash; an operator's correction reaches the header right after a poll, long
 * before the next one.
 */
describeInChromium("the member's live streams: settlements and balances arrive without a reload, in Chromium", () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('shows the settlement on /bet_result and the new cash live, and an operator correction before the next poll', async () => {
      const { browser, site } = at();
      const admin = await AdminDesk.open(site.apiUrl, 'admin', DEMO_ADMIN_PASSWORD);
      const { rows } = await site.db.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [MEMBER]);
      const memberId = Number(rows[0]!.id);
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER);
        await page.goto('/europe');
        const [pick] = await pickWhere(page, 1, () => true);
        const slip = await openBetSlip(page, viewport);
        await typeStakeKeyByKey(slip, String(STAKE));
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '베팅이 완료 되었습니다.');
        await waitForHeaderCash(page, OPENING_CASH - STAKE);

        await page.goto('/bet_result');
        const row = page.getByTestId('bet-history-row').first();
        await waitForText(row.getByTestId('bet-history-status'), '대기');
        await saveScreenshot(page, 'live-bet-waiting', viewport);

        // The fixture ends: the server settles the slip and tells the member's 'bet' stream.
        const requestsBefore = await countHistoryLoads(page, async () => {
          site.feed.finishFixture(pick!.fixtureId, { home: 1, away: 0 });
          await site.sports.runtime()?.sync?.idle();
          await waitForText(row.getByTestId('bet-history-status'), /적중|미적중|낙첨|취소/, 15_000);
        });
        expect(requestsBefore).toBeGreaterThan(0);
        const { rows: slips } = await site.db.query<{ win_amount: number }>(
          'SELECT win_amount FROM bet_slips WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
          [memberId],
        );
        const cashAfterSettlement = OPENING_CASH - STAKE + Number(slips[0]!.win_amount);
        await waitForHeaderCash(page, cashAfterSettlement);
        await saveScreenshot(page, 'live-bet-settled', viewport);

        // Right after a poll, the operator corrects the balance: the header shows it before the next poll.
        await nextPoll(page);
        await must(
          'adjust',
          admin.api.call({
            method: 'POST',
            path: `/admin/members/${memberId}/adjust`,
            body: { account: 'cash', amount: CORRECTION, memo: '보정' },
            decoder: Decode.unknown,
          }),
        );
        await waitForText(
          page.locator('header').filter({ visible: true }).first(),
          wonTextPattern(cashAfterSettlement + CORRECTION),
          LIVE_WITHIN_MS,
        );
        await saveScreenshot(page, 'live-balance', viewport);
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'live-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});

/** Runs `work` and counts the bet history reads the page made meanwhile (none without the live stream: the page has no poll). */
async function countHistoryLoads(page: Page, work: () => Promise<void>): Promise<number> {
  let count = 0;
  const listener = (r: { url(): string }) => {
    if (r.url().includes('/api/sports-prematch/bettings')) count += 1;
  };
  page.on('request', listener);
  try {
    await work();
  } finally {
    page.off('request', listener);
  }
  return count;
}

/** '1,002,000원' not preceded by another digit or separator. */
const wonTextPattern = (amount: number): RegExp => new RegExp(`(^|[^0-9,])${amount.toLocaleString('en-US')}원`);
