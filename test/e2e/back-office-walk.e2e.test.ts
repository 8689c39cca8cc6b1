import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { logInAsOperator } from '../support/admin-kit.js';
import {
  adminUrlsFromSource,
  logInAtPartnerLogin,
  partnerUrlsFromSource,
  recommenderUrlsFromSource,
  walkBackOffice,
} from '../support/back-office-walk-kit.js';
import { playBeforeTheWalk } from '../support/back-office-play.js';
import { DESKTOP, MOBILE, openSitePage, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { watchPage } from '../support/page-watch.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';

const account = (userId: string) => DEMO_ACCOUNTS.find((a) => a.userId === userId)!;

interface BackOfficeUser {
  readonly name: string;
  readonly urls: () => string[];
  logIn(page: Page): Promise<void>;
}

const OPERATOR: BackOfficeUser = { name: 'admin', urls: adminUrlsFromSource, logIn: logInAsOperator };
const PARTNER: BackOfficeUser = {
  name: 'partner',
  urls: partnerUrlsFromSource,
  logIn: (page) => logInAtPartnerLogin(page, 'partner01', account('partner01').password),
};
const RECOMMENDER: BackOfficeUser = {
  name: 'recommender',
  urls: recommenderUrlsFromSource,
  logIn: (page) => logInAtPartnerLogin(page, 'recomm01', account('recomm01').password),
};

/**
 * Issue 11, "screenshots of every back-office route at 1920 and 425": after some play through the
 * API (deposit requests, a pre-match single and a mini-game bet: back-office-play.ts), the
 * operator (password and TOTP), partner01 and recomm01 each log in and walk every route of their layout's route table
 * in-site (no reload), one site server for the file. A route fails on the placeholder, the error
 * page, a guard sending the user elsewhere, a serious/critical axe finding or, at 425 px, sideways
 * scrolling; every route is saved whole as test-results/screenshots/back-office-<path>-<width>.png.
 * The operator walks first and last, so its second login seldom waits for a fresh 30-second TOTP step.
 */
describeInChromium('every back-office route at 1920 and 425 px: a real screen, no overflow, no serious axe finding', () => {
  const at = useSiteInChromium({ serveUi: true, rounds: true });
  beforeAll(async () => {
    await playBeforeTheWalk(at().site);
  });

  it('walks every route of the admin, partner and recommender route tables', () => {
    expect(adminUrlsFromSource()).toEqual(expect.arrayContaining(['/admin/members', '/admin/bets', '/admin/audit', '/admin/limits']));
    expect(adminUrlsFromSource().length).toBeGreaterThanOrEqual(12);
    expect(partnerUrlsFromSource()).toEqual([
      '/partner',
      '/partner/pt',
      '/partner/member',
      '/partner/deposit',
      '/partner/withdraw',
      '/partner/bet_history',
      '/partner/casino_bet_history',
      '/partner/calc',
      '/partner/analysis',
      '/partner/customer',
    ]);
    expect(recommenderUrlsFromSource()).toEqual([
      '/recommender',
      '/mypage/recommender/pt',
      '/mypage/recommender/member',
      '/mypage/recommender/deposit',
      '/mypage/recommender/withdraw',
      '/mypage/recommender/calc',
    ]);
  });

  const walks = (
    [
      [OPERATOR, DESKTOP],
      [PARTNER, DESKTOP],
      [RECOMMENDER, DESKTOP],
      [PARTNER, MOBILE],
      [RECOMMENDER, MOBILE],
      [OPERATOR, MOBILE],
    ] as const
  ).map(([user, viewport]) => ({ user, viewport, label: `${user.name} at ${viewport.width} px` }));
  it.each(walks)('$label', async ({ user, viewport }: { user: BackOfficeUser; viewport: Viewport }) => {
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    const watch = watchPage(page);
    try {
      await user.logIn(page);
      const report = await walkBackOffice(page, watch, viewport, user.urls(), 'back-office');
      if (report.allowed.length > 0)
        console.info(`[back-office ${user.name} ${viewport.width}] allowed axe findings:\n${report.allowed.join('\n')}`);
      expect(report.problems).toEqual([]);
      expect(report.visited).toEqual(user.urls());
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
