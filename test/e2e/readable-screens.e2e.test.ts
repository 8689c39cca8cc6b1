import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server';
import { logInAsOperator, openAdminPage } from '../support/admin-kit.js';
import { loggedInSession } from '../support/api-session.js';
import { miniGameBet } from '../support/back-office-play.js';
import { openBetSlip } from '../support/betting-flows.js';
import { DESKTOP, MOBILE, openSitePage, saveScreenshot, textOf, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { memberIdOf, useSiteInChromium } from '../support/site-in-chromium.js';
import { logInDemoMember } from '../support/slip-kit.js';

const account = (userId: string) => DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
const PARTNER = account('partner01');
/** partner01's direct referral (demo seed): places the mini-game bet the partner reads. */
const PLAYER = account('member02');

/** /auth/login, typed key by key. */
async function partnerLogin(page: Page): Promise<void> {
  await page.goto('/auth/login');
  const form = page.getByTestId('partner-login-page');
  await form.getByLabel('아이디', { exact: true }).pressSequentially(PARTNER.userId);
  await form.getByLabel('비밀번호', { exact: true }).pressSequentially(PARTNER.password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(/\/partner$/);
}

/** The slip's limits row, or null when the slip shows none. */
async function slipLimits(page: Page, viewport: Viewport): Promise<string | null> {
  const slip = await openBetSlip(page, viewport);
  await slip.getByTestId('bet-stake').waitFor({ state: 'visible' });
  const row = slip.getByTestId('bet-slip-limits');
  const text = (await row.count()) > 0 ? await textOf(row) : null;
  if (viewport === MOBILE) await page.getByTestId('bet-slip-dialog').getByRole('button', { name: '닫기' }).first().click();
  return text;
}

/**
 * Issue 29's "what still looks unfinished", as a partner, a member and the operator read it at
 * 1920 and 425 px: the partner's bet list names a mini-game slip by game and round (no internal
 * round id, no dangling 'vs'), the referral codes count their members, the downline's pending
 * member is marked and cash reads in 원; the member's pages end with the footer (19+ and the
 * responsible-play link); the slip shows the page's game-type limits, named, and none on the
 * history with an empty slip; the audit log names actions in Korean with readable details.
 */
describeInChromium('readable screens (issue 29), in Chromium against the real server', () => {
  const at = useSiteInChromium({ serveUi: true, rounds: true });

  beforeAll(async () => {
    const { site } = at();
    const player = await loggedInSession(site.apiUrl, PLAYER.userId, PLAYER.password);
    await miniGameBet(site, player, await memberIdOf(site, PLAYER.userId), 'e2e-readable-minigame');
  });

  describe.each([DESKTOP, MOBILE])('at $width px', (viewport: Viewport) => {
    it("the partner's bet list, referral codes and member list read as a person reads them", async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await partnerLogin(page);
        // The referral codes count the members who signed up with each (the seed's 4 direct referrals under PARTNER1).
        const code = page.getByTestId('partner-code').filter({ hasText: 'PARTNER1' });
        await waitForText(code, '총 4명');

        await page.goto('/partner/bet_history');
        const rows = page.getByTestId('partner-bets').locator('tbody tr');
        await waitForText(rows.first(), '로투스 파워볼');
        const listText = await textOf(page.getByTestId('partner-bets'));
        expect(listText).toMatch(/로투스 파워볼 \d+회차/);
        expect(listText).not.toMatch(/\d{5,}회차/);
        expect(listText).not.toMatch(/vs\s*(\(|$|\n)/m);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'partner-bet-list', viewport);

        await page.goto('/partner/member');
        const pending = page.getByTestId('partner-member-pending');
        await waitForText(pending.first(), '승인대기');
        const members = await textOf(page.getByTestId('partner-members'));
        expect(members).toMatch(/[\d,]+원/);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'partner-members', viewport);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("a member's pages end with the footer, and the slip shows the limits that apply", async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, 'member03');
        const footer = page.getByTestId('site-footer');
        await waitForText(footer, '19세 미만 청소년은 이용할 수 없습니다.');
        await waitForText(page.getByTestId('site-footer-operator'), '사업자등록번호');

        await page.goto('/korea');
        const sports = await slipLimits(page, viewport);
        expect(sports).toMatch(/^스포츠 최대 베팅금 \/ 최대 당첨금\s*[\d,]+ \/ [\d,]+$/);
        await page.goto('/minigame/lotus');
        expect(await slipLimits(page, viewport)).toMatch(/^미니게임 최대 베팅금/);
        // The history has no game type: the empty slip shows no limits rather than the mini-games'.
        if (viewport === MOBILE) await page.getByLabel('하단 메뉴').getByRole('button', { name: '베팅내역', exact: true }).click();
        else await page.getByRole('link', { name: '베팅내역', exact: true }).first().click();
        await page.waitForURL(/\/bet_result/);
        await waitForText(page.getByTestId('site-footer'), '19+');
        expect(await slipLimits(page, viewport)).toBeNull();

        await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'footer', viewport, { fullPage: true });
        await page.getByTestId('site-footer').getByRole('link', { name: '건전한 이용 설정' }).click();
        await page.waitForURL(/\/mypage\/responsible_play$/);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('the operator reads the audit log in Korean, with details as lines, nothing cut off', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await logInAsOperator(page);
        await openAdminPage(page, '감사 로그', /\/admin\/audit$/);
        const rows = page.getByTestId('admin-audit-row');
        await rows.first().waitFor({ state: 'visible' });
        const actions = await page.getByTestId('admin-audit-action').allInnerTexts();
        expect(actions.length).toBeGreaterThan(0);
        for (const action of actions) expect(action).toMatch(/^[^./]*[가-힣][^./]*$/);
        const table = await textOf(page.getByTestId('admin-audit'));
        expect(table).not.toContain('{"');
        expect(table).not.toContain('login.');
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'audit-log', viewport);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
