import type { Browser, Page, Request } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD } from '@bet/server';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { AdminDesk, must } from '../support/api-session.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { logInInBrowser } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** member01 of the demo seed: no hold'em account yet. */
const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;
/** partner01 of the demo seed: recomm01, recomm02, member02 and member04 signed up under it (server/src/seed). */
const PARTNER = DEMO_ACCOUNTS.find((a) => a.userId === 'partner01')!;
/** The game provider simulator's lobby: its own page on this site (never a host that does not exist). */
const SIMULATOR_LOBBY = /\/api\/game-sim\/revolution\/lobby\?uid=RV[0-9a-f]{12}/;

/** Clicks 홀덤's launch button and returns the window it opened, once it shows the simulator's link. */
async function launchHoldem(page: Page): Promise<Page> {
  const [game] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('holdem-launch-revolution').click()]);
  await game.waitForURL(SIMULATOR_LOBBY);
  return game;
}

describeInChromium("hold'em and the member's recommender page, in Chromium against the real server", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each([DESKTOP, MOBILE])('at $width px ($name)', (viewport: Viewport) => {
    let site: SiteServer;

    beforeAll(async () => {
      site = await startSiteServer({ serveUi: true });
    });
    afterAll(async () => {
      await site?.close();
    });

    it("asks a visitor to log in, launches 홀덤 in a new window (account created once), and shows the operator's maintenance", async () => {
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      const creations: string[] = [];
      context.on('request', (request: Request) => {
        if (new URL(request.url()).pathname.endsWith('/revolution/user/create')) creations.push(request.url());
      });
      try {
        // A visitor is sent to the login page (core's route guard: visitors see only / and /login).
        await page.goto('/holdem');
        await page.waitForURL(/\/login(\?|$)/);
        await waitForText(page.locator('main'), '로그인 후 모든 메뉴를 이용하실 수 있습니다.');
        await saveScreenshot(page, 'holdem-visitor', viewport);

        // The member launches 홀덤: the account is created, then the lobby opens in a new window.
        await page.goto('/');
        await logInInBrowser(page, MEMBER.userId, MEMBER.password, MEMBER.nickname);
        await page.goto('/holdem');
        await waitForText(page.getByTestId('holdem-card-revolution'), '홀덤');
        await waitForText(page.getByTestId('holdem-card-realpoker'), '리얼포커');
        await expectNoSidewaysScroll(page);
        const game = await launchHoldem(page);
        // The simulator's own lobby on this site: the game, the member's game account and cash in Korean.
        await waitForText(game.getByTestId('sim-lobby-title'), '홀덤 로비');
        const { rows } = await site.db.query<{ uid: string | null }>('SELECT revolution_uid AS uid FROM members WHERE user_id = $1', [
          MEMBER.userId,
        ]);
        expect(rows[0]?.uid).toMatch(/^RV[0-9a-f]{12}$/);
        expect(game.url()).toContain(`uid=${rows[0]?.uid}`);
        await waitForText(game.getByTestId('sim-lobby-account'), rows[0]!.uid!);
        await waitForText(game.getByTestId('sim-lobby-balance'), /^[\d,]+원$/);
        await expectNoSidewaysScroll(game);
        await saveScreenshot(game, 'holdem-lobby', viewport);
        await game.close();

        // A second launch opens the lobby without creating the account again.
        const again = await launchHoldem(page);
        await again.close();
        expect(creations).toHaveLength(1);
        await saveScreenshot(page, 'holdem-member', viewport);

        // The operator puts hold'em under maintenance: the member reads the spec's text.
        const admin = await AdminDesk.open(site.apiUrl, 'admin', DEMO_ADMIN_PASSWORD);
        await must('hold’em maintenance on', admin.api.admin.changeSettings({ revolutionMaintenanceFlag: true }));
        await page.getByTestId('holdem-launch-revolution').click();
        await acceptAlert(page, '홀덤 점검중입니다.');
        await waitForText(page.getByTestId('holdem-card-revolution'), '점검중');
        await saveScreenshot(page, 'holdem-maintenance', viewport);
        expect(creations).toHaveLength(1);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("lists the members who signed up with partner01's code, with masked ids, on /mypage/recommender", async () => {
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInInBrowser(page, PARTNER.userId, PARTNER.password, PARTNER.nickname);
        await page.goto('/mypage/recommender');
        await waitForText(page.getByTestId('referrals-total'), '총 4명');
        const rows = page.getByTestId('referral-record');
        await waitForText(rows.first(), '추천인');
        const texts = await rows.allInnerTexts();
        expect(texts).toHaveLength(4);
        for (const nickname of ['추천인하나', '추천인둘', '두리회원', '네찌회원']) expect(texts.join(' ')).toContain(nickname);
        // Only masked ids: the referrals' full user ids never reach the page.
        expect(texts.join(' ')).toContain('rec*****');
        expect(texts.join(' ')).toContain('mem*****');
        expect(await page.getByTestId('referrals-page').innerText()).not.toMatch(/recomm0[12]|member0[24]/);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'mypage-recommender', viewport);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
