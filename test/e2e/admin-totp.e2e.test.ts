import { Secret, TOTP } from 'otpauth';
import { DEV_TOTP_ENCRYPTION_KEY, openTotpSecret } from '@bet/server/auth/totp-seal.js';
import {
  nextOperatorCode,
  readEnrolment,
  secondFactorDialog,
  typeOperatorPassword,
  typeSecondFactorCode,
  waitForBackOffice,
} from '../support/admin-kit.js';
import { acceptAlert, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { atBothWidthsWithOwnSite } from '../support/slip-kit.js';

/** The audit lines of the operator's logins, oldest first. */
const SECOND_FACTOR_ACTIONS = "action LIKE 'login%' OR action LIKE 'admin.totp.%' OR action = 'logout'";

/**
 * Issue 11: the operator's own login has a second factor. At 1920 and 425 px, each on a fresh
 * site whose demo operator has none yet: the operator types id and password key by key, is asked
 * to enrol (QR code and the secret as text), a wrong code is refused in Korean, the code computed
 * here with otpauth from the secret read off the screen enrols and opens the back office; after
 * logout the password asks for a code only (no secret shown again), and password + code log in.
 */
describeInChromium("the operator's second factor, in Chromium against the real server", () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('enrols from the screen after the password (a wrong code refused), logs out, logs in again with password and code', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await typeOperatorPassword(page);
        const dialog = secondFactorDialog(page);
        await waitForText(dialog, '설정 키는 등록이 끝나면 다시 표시되지 않습니다.');
        expect(await readEnrolment(page)).toBe(true);
        const qr = dialog.getByRole('img', { name: '인증 앱 등록용 QR 코드', exact: true });
        expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const secret = (await dialog.locator('[name="totpSecret"]').inputValue()).replace(/\s/g, '');
        // Stored encrypted (TOTP_ENCRYPTION_KEY; the site server runs with the development key).
        const { rows } = await site.db.query<{ member_id: number; secret: string }>(
          "SELECT t.member_id, t.secret FROM operator_totp t JOIN members m ON m.id = t.member_id WHERE m.user_id = 'admin'",
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]!.secret).not.toContain(secret);
        expect(openTotpSecret(DEV_TOTP_ENCRYPTION_KEY, Number(rows[0]!.member_id), rows[0]!.secret)).toBe(secret);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, 'admin-totp-enrol', viewport);

        // A code of another secret is refused, and the step stays.
        const stranger = new TOTP({ secret: new Secret({ size: 20 }) }).generate({ timestamp: site.clock.now() });
        await typeSecondFactorCode(page, stranger);
        await acceptAlert(page, '인증 코드가 올바르지 않습니다.');
        await typeSecondFactorCode(page, await nextOperatorCode(page));
        await waitForBackOffice(page);

        await page.getByRole('banner').getByRole('button', { name: '로그아웃', exact: true }).click();
        await page.getByRole('button', { name: '로그인', exact: true }).first().waitFor({ state: 'visible' });

        await typeOperatorPassword(page);
        await waitForText(dialog, '인증 앱(Google Authenticator 등)에 표시된 6자리 코드를 입력해주세요.');
        expect(await readEnrolment(page)).toBe(false);
        expect(await dialog.getByRole('img').count()).toBe(0);
        await saveScreenshot(page, 'admin-totp-code', viewport);
        await typeSecondFactorCode(page, await nextOperatorCode(page));
        await waitForBackOffice(page);

        const lines = await site.db.query<{ action: string; detail: Record<string, unknown> }>(
          `SELECT action, detail FROM audit_log WHERE target = 'admin' AND (${SECOND_FACTOR_ACTIONS}) ORDER BY id`,
        );
        expect(lines.rows).toEqual([
          { action: 'login.password', detail: { secondFactor: 'enrol' } },
          { action: 'admin.totp.enrolStarted', detail: {} },
          { action: 'login.totpFailed', detail: { reason: 'wrong' } },
          { action: 'admin.totp.enrolled', detail: {} },
          { action: 'login', detail: { secondFactor: 'totp' } },
          { action: 'logout', detail: {} },
          { action: 'login.password', detail: { secondFactor: 'code' } },
          { action: 'login', detail: { secondFactor: 'totp' } },
        ]);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
