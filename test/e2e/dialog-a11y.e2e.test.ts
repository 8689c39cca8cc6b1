import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server';
import { blockingViolations } from '../support/axe-kit.js';
import { DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { logInKeyByKey } from '../support/member-flows.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';

/**
 * Issue 10, "every dialog traps focus and closes on Escape, every control has an accessible
 * name": the route walks scan the pages; this opens the dialogs a member reaches from my page
 * (the my-info dialog and the '바로 열기' list: USD deposit and withdrawal, money conversion, both
 * roulettes) and the visitor's dialogs, and for each checks that Tab and Shift+Tab stay inside,
 * that axe-core finds no serious or critical violation with it open, and that Escape closes it
 * and gives focus back to the button that opened it.
 */

/** Presses Tab (or Shift+Tab) more times than the dialog has controls; focus must never leave it. */
async function expectFocusKeptIn(page: Page, dialog: Locator): Promise<void> {
  await dialog.waitFor({ state: 'visible' });
  const inside = (): Promise<boolean> => dialog.evaluate((box) => box.contains(document.activeElement));
  expect(await inside()).toBe(true);
  const controls = await dialog.locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < controls + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await inside()).toBe(true);
    }
  }
}

/** Opens a dialog with `opener`, checks focus, axe and Escape, and answers what went wrong (nothing: []). */
async function checkDialog(page: Page, opener: Locator, label: string, viewport: Viewport): Promise<string[]> {
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  await expectFocusKeptIn(page, dialog);
  const problems = (await blockingViolations(page)).map((f) => `${label}: axe ${f.impact} ${f.rule}: ${f.help} [${f.targets.join(' | ')}]`);
  await saveScreenshot(page, `dialog-${label}`, viewport, { fullPage: false });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  if (!(await opener.evaluate((el) => el === document.activeElement))) problems.push(`${label}: focus did not go back to its opener`);
  return problems;
}

/** My page, reached as a member would: the header's 마이페이지 (desktop) or the right menu's 회원정보 (phone). */
async function openMyPage(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === DESKTOP) await page.getByRole('link', { name: '마이페이지', exact: true }).first().click();
  else {
    await page.getByRole('button', { name: '내 정보 열기' }).click();
    await page.getByRole('link', { name: '회원정보', exact: true }).click();
  }
  await page.waitForURL(/\/mypage\/join_info$/);
}

/** The dialogs the phone's right menu opens as buttons, and a file name for each dialog's screenshot. */
const MENU_DIALOGS: Readonly<Record<string, string>> = {
  테더충전: 'usd-deposit',
  테더환전: 'usd-withdraw',
  머니전환: 'money-conversion',
  '일반 룰렛': 'roulette',
  'VIP 룰렛': 'vip-roulette',
};
/** My page's '바로 열기' has the phone menu's dialogs and spec 2's attendance and point-to-cash. */
const QUICK_DIALOGS: Readonly<Record<string, string>> = { ...MENU_DIALOGS, 출석체크: 'attendance', 포인트전환: 'point-to-cash' };

describeInChromium("the member's and the visitor's dialogs hold focus, close on Escape and pass axe, in Chromium", () => {
  const at = useSiteInChromium();

  it.each([
    { viewport: DESKTOP, userId: 'member01' },
    { viewport: MOBILE, userId: 'member03' },
  ])('at $viewport.width px: my page shows the record, and every dialog it opens is accessible', async ({ viewport, userId }) => {
    const account = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    try {
      await page.goto('/');
      await logInKeyByKey(page, account);
      await openMyPage(page, viewport);

      // /mypage/join_info: the member's record as the server holds it (the demo's opening balances).
      const record = page.locator('dl').first();
      await waitForText(record, account.userId);
      await waitForText(record, account.nickname);
      await waitForText(record, '1,000,000원');
      await waitForText(record, /LV\.\d/);

      const problems: string[] = [];
      problems.push(...(await checkDialog(page, page.getByRole('button', { name: '비밀번호 변경', exact: true }), 'my-info', viewport)));
      const quick = page.getByRole('group', { name: '바로 열기' }).getByRole('button');
      const labels = await quick.allInnerTexts();
      expect(labels).toEqual(Object.keys(QUICK_DIALOGS));
      for (const label of labels) {
        problems.push(...(await checkDialog(page, quick.filter({ hasText: label }).first(), QUICK_DIALOGS[label]!, viewport)));
      }
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 425 px: the left menu (search and every header tab) and the right menu (my pages, boards, dialogs, PC switch, logout) pass axe open', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.userId === 'member04')!;
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, MOBILE);
    try {
      await page.goto('/');
      await logInKeyByKey(page, account);
      const problems: string[] = [];
      const axeOf = async (label: string) =>
        problems.push(
          ...(await blockingViolations(page)).map((f) => `${label}: axe ${f.impact} ${f.rule}: ${f.help} [${f.targets.join(' | ')}]`),
        );

      await page.getByRole('button', { name: '메뉴 열기' }).click();
      const left = page.getByRole('navigation', { name: '메뉴', exact: true });
      await left.waitFor({ state: 'visible' });
      expect(await left.getByRole('textbox').count()).toBeGreaterThan(0);
      expect(await left.getByRole('link').allInnerTexts()).toEqual([
        '카지노',
        '슬롯',
        '홀덤',
        '스포츠',
        '라이브스포츠',
        '가상스포츠',
        '미니게임',
        '베팅내역',
        '마이페이지',
        '고객센터',
      ]);
      await axeOf('left menu');
      await saveScreenshot(page, 'menu-left', MOBILE, { fullPage: false });
      await page.getByTestId('mobile-menu-backdrop-left').click({ position: { x: 415, y: 450 } });
      await left.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: '내 정보 열기' }).click();
      const right = page.getByRole('navigation', { name: '내 정보', exact: true });
      await right.waitFor({ state: 'visible' });
      const links = await right.getByRole('link').allInnerTexts();
      expect(links).toEqual(expect.arrayContaining(['회원정보', '포인트 내역', '출석체크', '쪽지함', '추천인', '베팅내역']));
      expect(links).toEqual(expect.arrayContaining(['포인트 전환', '공지사항', '베팅규정', '이벤트']));
      expect(await right.getByRole('button').allInnerTexts()).toEqual([...Object.keys(MENU_DIALOGS), 'PC 버전으로 보기', '로그아웃']);
      await axeOf('right menu');
      await saveScreenshot(page, 'menu-right', MOBILE, { fullPage: false });
      // A dialog opened from the menu is the one on top, and holds focus like the others.
      await right.getByRole('button', { name: '머니전환', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '머니 전환' });
      await expectFocusKeptIn(page, dialog);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("at 1920 px: the visitor's login, referral-code and non-member inquiry dialogs are accessible", async () => {
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, DESKTOP);
    try {
      await page.goto('/');
      const header = page.locator('header').first();
      const problems: string[] = [];
      for (const [name, label] of [
        ['로그인', 'login'],
        ['회원가입', 'join-code'],
        ['비회원문의', 'non-member-inquiry'],
      ] as const) {
        problems.push(...(await checkDialog(page, header.getByRole('button', { name, exact: true }), label, DESKTOP)));
      }
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
