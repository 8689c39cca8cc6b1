import type { Browser } from 'playwright-core';
import { CAPTCHA_AFTER_PAIR_FAILURES } from '@bet/server/auth/throttle.js';
import { fixedCaptcha } from '@bet/server/ports/captcha.js';
import { seededRandom } from '@bet/server/ports/random.js';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { dialogNamed, memberHeader } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/**
 * Issue 7 item 8 in the browser: wrong passwords no longer lock the member out; the login asks
 * for the anti-automation code (자동방지코드), and the member who types it with the right
 * password gets in. The server draws a fixed code here so the test can read it as a person would.
 */
const CODE = 'K7Q2';

describeInChromium('the login asks for the anti-automation code after wrong passwords, in Chromium against the real server', () => {
  let browser: Browser;
  let site: SiteServer;

  beforeAll(async () => {
    browser = await launchChromium();
    site = await startSiteServer({ serveUi: true, captcha: fixedCaptcha(CODE, seededRandom(7)) });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it.each([
    { viewport: DESKTOP, userId: 'member02' },
    { viewport: MOBILE, userId: 'member03' },
  ])('at $viewport.width px: wrong passwords, then the code with the right password logs in', async ({ viewport, userId }) => {
    const account = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
    const { context, page } = await openSitePage(browser, site, viewport);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: '로그인', exact: true }).first().click();
      const login = dialogNamed(page, '로그인');
      await login.locator('input[name="userId"]').pressSequentially(userId);
      const password = login.locator('input[name="password"]');
      const submit = login.locator('form').getByRole('button', { name: '로그인', exact: true });
      for (let i = 0; i < CAPTCHA_AFTER_PAIR_FAILURES; i++) {
        await password.fill('');
        await password.pressSequentially(`wrong${i}`);
        await submit.click();
        await acceptAlert(page, '아이디 또는 비밀번호가 일치하지 않습니다.');
      }

      const picture = login.getByRole('img', { name: '자동방지코드 그림' });
      await picture.waitFor({ state: 'visible' });
      expect(await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await password.fill('');
      await password.pressSequentially(account.password);
      await submit.click();
      await acceptAlert(page, '자동방지코드를 입력해주세요.');

      await login.getByRole('textbox', { name: '자동방지코드' }).pressSequentially('ZZZZ');
      await submit.click();
      await acceptAlert(page, '자동방지코드가 일치하지 않습니다.');

      // A new picture: the member looks at it before typing (the field clears when it arrives).
      const before = await picture.getAttribute('src');
      await login.getByRole('button', { name: '새로고침' }).click();
      await page.waitForFunction((old) => document.querySelector('img[alt="자동방지코드 그림"]')?.getAttribute('src') !== old, before);
      const code = login.getByRole('textbox', { name: '자동방지코드' });
      await code.pressSequentially(CODE.toLowerCase());
      await saveScreenshot(page, 'login-captcha', viewport, { fullPage: false });
      await submit.click();
      await login.waitFor({ state: 'detached' });
      await memberHeader(page).filter({ hasText: account.nickname }).waitFor({ state: 'visible' });
    } finally {
      await context.close();
    }
  });
});
