import { SIGN_UP_MESSAGES } from '@bet/core/sign-up';
import { DESKTOP, MOBILE, openSitePage, saveScreenshot } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { sidewaysScroll } from '../support/layout-probe.js';
import { dialogNamed, fillJoinForm, type NewMember } from '../support/member-flows.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';

/**
 * Issue 27: the join form's 자동방지코드 is the server's picture (no text in it), checked by the
 * server once. A visitor types a wrong code first: the server refuses it under the field and creates
 * nothing, the form shows the next picture, and the code read there joins.
 */
const member = (width: number): NewMember => ({
  userId: `capjoin${width}`,
  password: 'pass1234!',
  nickname: width === DESKTOP.width ? '그림회원' : '그림모바일',
  phoneNumber: width === DESKTOP.width ? '01066667777' : '01066668888',
  bankAccountNumber: width === DESKTOP.width ? '66667777001' : '66667777002',
  accountHolder: '김그림',
  depositPassword: '2468',
});

describeInChromium('the join form takes the server-checked 자동방지코드, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  it.each([DESKTOP, MOBILE])('at $width px a wrong code is refused and nothing is created; the next picture joins', async (viewport) => {
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    try {
      const m = member(viewport.width);
      await page.goto('/?joinCd=RECOMM01');
      const join = dialogNamed(page, '회원가입');
      const members = async (): Promise<number> =>
        Number((await site.db.query<{ n: number }>('SELECT count(*) AS n FROM members WHERE user_id = $1', [m.userId])).rows[0]!.n);
      const confirmText = await fillJoinForm(page, m, {
        keyByKey: true,
        wrongCaptchaFirst: true,
        beforeSubmit: async () => {
          // The wrong code went to the server and was refused there: no member yet.
          expect(await members()).toBe(0);
          const svg = await join.getByRole('img', { name: '자동방지코드 그림' }).getAttribute('src');
          const markup = Buffer.from(svg!.split(',')[1]!, 'base64').toString('utf8');
          expect(markup).not.toMatch(/<text/i);
          expect((await sidewaysScroll(page)).maxScrollX).toBe(0);
          await join.getByRole('img', { name: '자동방지코드 그림' }).scrollIntoViewIfNeeded();
          await saveScreenshot(page, 'join-captcha', viewport, { fullPage: false });
        },
      });
      expect(confirmText).toContain(SIGN_UP_MESSAGES.awaitingApproval);
      expect(await members()).toBe(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
