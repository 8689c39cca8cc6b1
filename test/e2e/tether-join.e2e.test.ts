import { SIGN_UP_MESSAGES } from '@bet/core';
import { DESKTOP, MOBILE, openSitePage, saveScreenshot } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { sidewaysScroll } from '../support/layout-probe.js';
import { dialogNamed, signUpInBrowser, type TetherMember } from '../support/member-flows.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';

/** The seed's recommender code (recomm01 under partner01). */
const REFERRAL_CODE = 'RECOMM01';

const tetherMember = (width: number): TetherMember => ({
  userId: `tether${width}`,
  password: 'pass1234!',
  nickname: width === DESKTOP.width ? '테더회원' : '테더모바일',
  phoneNumber: width === DESKTOP.width ? '01055554444' : '01055553333',
  depositPassword: '1357',
});

/**
 * Spec 2: a visitor's header offers 로그인, 회원가입, 테더가입 and 비회원문의, on the mobile header
 * (425 px) as on the desktop one. The visitor opens 테더가입, types the referral code and the short
 * form (no bank, account number or holder) key by key, and sees the join-confirm text; the server
 * holds a pending member of user type T without bank details, under the recommender.
 */
describeInChromium('tether join from the header, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  it.each([DESKTOP, MOBILE])('at $width px a visitor joins through 테더가입 with the short form', async (viewport) => {
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    try {
      await page.goto('/');
      const header = page.locator('header').filter({ visible: true }).first();
      for (const name of ['로그인', '회원가입', '테더가입']) {
        await header.getByRole('button', { name, exact: true }).waitFor({ state: 'visible' });
      }
      expect((await sidewaysScroll(page)).maxScrollX).toBe(0);
      await saveScreenshot(page, 'tether-join-header', viewport);

      const m = tetherMember(viewport.width);
      const confirmText = await signUpInBrowser(page, REFERRAL_CODE, m, { button: '테더가입', keyByKey: true });
      expect(confirmText).toContain(SIGN_UP_MESSAGES.awaitingApproval);
      await saveScreenshot(page, 'tether-join-done', viewport);
      await dialogNamed(page, '가입신청 완료').getByRole('button', { name: '확인', exact: true }).click();

      const { rows } = await site.db.query<Record<string, unknown>>(
        `SELECT m.nickname, m.user_type, m.status, m.bank_code, m.bank_account_number, m.account_holder, r.user_id AS recommender
           FROM members m LEFT JOIN members r ON r.id = m.recommender_id WHERE m.user_id = $1`,
        [m.userId],
      );
      expect(rows).toEqual([
        {
          nickname: m.nickname,
          user_type: 'T',
          status: 'pending',
          bank_code: null,
          bank_account_number: null,
          account_holder: null,
          recommender: 'recomm01',
        },
      ]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
