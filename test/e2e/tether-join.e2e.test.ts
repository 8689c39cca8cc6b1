import { SIGN_UP_MESSAGES } from '@bet/core/sign-up';
import { DESKTOP, MOBILE, openSitePage, saveScreenshot } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { sidewaysScroll } from '../support/layout-probe.js';
import { dialogNamed, fillJoinForm, signUpInBrowser, type NewMember, type TetherMember } from '../support/member-flows.js';
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
describeInChromium('tether join from the header and the recommender join link, in Chromium against the real server', () => {
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

  /**
   * The recommender's join link (spec 4: a joinCd query opens the join flow with that code): the
   * form opens at once, its code already looked up; the member joins under the recommender.
   */
  it.each([DESKTOP, MOBILE])('at $width px a visitor joins from a recommender link (?joinCd=)', async (viewport) => {
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    try {
      await page.goto(`/?joinCd=${REFERRAL_CODE}`);
      const m: NewMember = {
        userId: `link${viewport.width}`,
        password: 'pass1234!',
        nickname: viewport === DESKTOP ? '링크회원' : '링크모바일',
        phoneNumber: viewport === DESKTOP ? '01066665555' : '01066664444',
        bankAccountNumber: viewport === DESKTOP ? '22012345678' : '22012345679',
        accountHolder: '김링크',
        depositPassword: '2468',
      };
      // No code is typed: the link's code is looked up and the form opens by itself.
      expect(await fillJoinForm(page, m, { keyByKey: true })).toContain(SIGN_UP_MESSAGES.awaitingApproval);
      const { rows } = await site.db.query<Record<string, unknown>>(
        `SELECT m.user_type, m.status, r.user_id AS recommender FROM members m LEFT JOIN members r ON r.id = m.recommender_id WHERE m.user_id = $1`,
        [m.userId],
      );
      expect(rows).toEqual([{ user_type: 'A', status: 'pending', recommender: 'recomm01' }]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
