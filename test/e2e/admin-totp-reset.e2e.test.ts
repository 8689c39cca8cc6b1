import { hashSecretNow } from '@bet/server/auth/password.js';
import {
  confirmWith,
  logInAsOperator,
  nextOperatorCode,
  readEnrolment,
  searchAdminList,
  secondFactorDialog,
  typeOperatorPassword,
  typeSecondFactorCode,
  waitForBackOffice,
  type OperatorLogin,
} from '../support/admin-kit.js';
import { acceptAlert, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { atBothWidthsWithOwnSite } from '../support/slip-kit.js';
import type { Page } from 'playwright-core';

/** A second operator of the site, added by the test (the demo seed has one). */
const COLLEAGUE: OperatorLogin = { userId: 'opsecond', password: 'colleague-pass-42', nickname: '운영둘' };

async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '로그아웃', exact: true }).click();
  await page.getByRole('button', { name: '로그인', exact: true }).first().waitFor({ state: 'visible' });
}

/** The secret the enrolment shows, without the spaces it is grouped with. */
const shownSecret = async (page: Page): Promise<string> =>
  (await secondFactorDialog(page).locator('[name="totpSecret"]').inputValue()).replace(/\s/g, '');

/**
 * Issue 11, re-enrolment: an operator whose phone is lost asks a colleague. At 1920 and 425 px,
 * each on a fresh site with a second operator: the colleague enrols and logs out; the demo
 * operator logs in, finds the colleague on the members page, presses 'OTP 초기화' and confirms;
 * the colleague's next login shows the enrolment (QR code and a new secret) again, and the code
 * of the new secret opens the back office. The reset is in the audit log with before and after.
 */
describeInChromium("resetting an operator's second factor, in Chromium against the real server", () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('a colleague resets it from the members page, and the next login shows the enrolment again', async () => {
      const { browser, site } = at();
      await site.db.query(
        `INSERT INTO members (user_id, nickname, password_hash, role, type, is_admin, status, created_at, updated_at, approved_at)
         VALUES ($1, $2, $3, 10, 1, true, 'active', now(), now(), now())`,
        [COLLEAGUE.userId, COLLEAGUE.nickname, await hashSecretNow(COLLEAGUE.password)],
      );
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await typeOperatorPassword(page, COLLEAGUE);
        expect(await readEnrolment(page, COLLEAGUE.userId)).toBe(true);
        const firstSecret = await shownSecret(page);
        await typeSecondFactorCode(page, await nextOperatorCode(page, COLLEAGUE.userId));
        await waitForBackOffice(page, COLLEAGUE.nickname);
        await logOut(page);

        await logInAsOperator(page);
        await searchAdminList(page, '아이디 또는 닉네임', COLLEAGUE.userId);
        const reset = page.getByRole('button', { name: `${COLLEAGUE.userId} OTP 초기화`, exact: true });
        await reset.waitFor({ state: 'visible' });
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'admin-totp-reset-members', viewport);
        await reset.click();
        await confirmWith(page, '이 관리자의 2단계 인증을 초기화하시겠습니까?');
        await acceptAlert(page, '2단계 인증이 초기화되었습니다. 다음 로그인 때 인증 앱을 다시 등록합니다.');
        await logOut(page);

        await typeOperatorPassword(page, COLLEAGUE);
        const dialog = secondFactorDialog(page);
        await waitForText(dialog, '설정 키는 등록이 끝나면 다시 표시되지 않습니다.');
        const qr = dialog.getByRole('img', { name: '인증 앱 등록용 QR 코드', exact: true });
        expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await readEnrolment(page, COLLEAGUE.userId)).toBe(true);
        expect(await shownSecret(page)).not.toBe(firstSecret);
        await saveScreenshot(page, 'admin-totp-reenrol', viewport);
        await typeSecondFactorCode(page, await nextOperatorCode(page, COLLEAGUE.userId));
        await waitForBackOffice(page, COLLEAGUE.nickname);

        const lines = await site.db.query<{ actor: string; detail: { before: { enrolled: boolean }; after: { enrolled: boolean } } }>(
          `SELECT m.user_id AS actor, a.detail FROM audit_log a JOIN members m ON m.id = a.actor_member_id
            WHERE a.action = 'admin.totp.reset' AND a.target = $1`,
          [COLLEAGUE.userId],
        );
        expect(lines.rows).toMatchObject([{ actor: 'admin', detail: { before: { enrolled: true }, after: { enrolled: false } } }]);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
