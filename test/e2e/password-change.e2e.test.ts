import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, type Viewport } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { dialogNamed, logInInBrowser, memberHeader } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/**
 * Issue 10: the my-info dialog with the password change (spec 2, 5, 8). A member opens it from
 * the member page, is refused with the spec's texts, changes the password, reads
 * '패스워드를 수정했습니다. 다시 로그인 해주세요.', is logged out, and then only the new password
 * logs in. One server for both widths: each width uses its own demo member.
 */
describeInChromium('the my-info dialog changes the password, in Chromium against the real server', () => {
  let browser: Browser;
  let site: SiteServer;

  beforeAll(async () => {
    browser = await launchChromium();
    site = await startSiteServer({ serveUi: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function openMemberPage(page: Page, viewport: Viewport): Promise<void> {
    if (viewport === DESKTOP) {
      await page.getByRole('link', { name: '마이페이지', exact: true }).first().click();
    } else {
      await page.getByRole('button', { name: '내 정보 열기' }).click();
      await page.getByRole('link', { name: '회원정보', exact: true }).click();
    }
    await page.waitForURL(/\/mypage\/join_info/);
  }

  it.each([
    { viewport: DESKTOP, userId: 'member04' },
    { viewport: MOBILE, userId: 'member05' },
  ])('at $viewport.width px: refusals, the change, logout, old password refused and the new one accepted', async ({ viewport, userId }) => {
    const account = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
    const next = `new${userId.slice(-2)}pw!`;
    const { context, page } = await openSitePage(browser, site, viewport);
    try {
      await page.goto('/');
      await logInInBrowser(page, account.userId, account.password, account.nickname);
      await openMemberPage(page, viewport);
      await page.getByRole('button', { name: '비밀번호 변경', exact: true }).click();
      const dialog = dialogNamed(page, '내정보');
      await dialog.getByText(account.nickname, { exact: true }).waitFor({ state: 'visible' });
      const submit = dialog.locator('form').getByRole('button', { name: '비밀번호 변경', exact: true });

      // Spec 5: the form with the current password needs all three fields.
      await dialog.getByLabel('새 비밀번호', { exact: true }).pressSequentially(next);
      await submit.click();
      await acceptAlert(page, '비밀번호를 확인해주세요.');

      await dialog.getByLabel('현재 비밀번호', { exact: true }).pressSequentially('wrong-pw1');
      await dialog.getByLabel('새 비밀번호 확인', { exact: true }).pressSequentially(`${next}x`);
      await submit.click();
      await acceptAlert(page, '비밀번호가 일치하지 않습니다.');

      // The confirmation fixed; the server refuses the wrong current password with its own text.
      const confirm = dialog.getByLabel('새 비밀번호 확인', { exact: true });
      await confirm.fill('');
      await confirm.pressSequentially(next);
      await submit.click();
      await acceptAlert(page, '현재 비밀번호가 일치하지 않습니다.');
      expect(await memberHeader(page).innerText()).toContain(account.nickname);

      const current = dialog.getByLabel('현재 비밀번호', { exact: true });
      await current.fill('');
      await current.pressSequentially(account.password);
      await saveScreenshot(page, 'my-info-password', viewport, { fullPage: false });
      await submit.click();
      await acceptAlert(page, '패스워드를 수정했습니다. 다시 로그인 해주세요.');

      // Logged out and reloaded: the header offers the login again.
      await page.getByRole('button', { name: '로그인', exact: true }).first().waitFor({ state: 'visible' });

      await page.getByRole('button', { name: '로그인', exact: true }).first().click();
      const login = dialogNamed(page, '로그인');
      await login.locator('input[name="userId"]').pressSequentially(account.userId);
      await login.locator('input[name="password"]').pressSequentially(account.password);
      await login.locator('form').getByRole('button', { name: '로그인', exact: true }).click();
      await acceptAlert(page, '아이디 또는 비밀번호가 일치하지 않습니다.');
      await login.locator('input[name="password"]').fill('');
      await login.locator('input[name="password"]').pressSequentially(next);
      await login.locator('form').getByRole('button', { name: '로그인', exact: true }).click();
      await login.waitFor({ state: 'detached' });
      await memberHeader(page).filter({ hasText: account.nickname }).waitFor({ state: 'visible' });
    } finally {
      await context.close();
    }
  });
});
