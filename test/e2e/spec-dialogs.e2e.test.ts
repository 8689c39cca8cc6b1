import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { DEMO_EVENTS, DEMO_RULES } from '@bet/server/seed/seed-content.js';
import {
  acceptAlert,
  DESKTOP,
  digitsOf,
  MOBILE,
  openSitePage,
  saveScreenshot,
  textOf,
  waitForText,
  type Viewport,
} from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { dialogNamed, logInKeyByKey, memberHeader } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/**
 * Issue 29 (spec 2): the notice, betting-rules, events, attendance, point-to-cash, my page and
 * simple my page DIALOGS. A member opens each by clicking what the screen shows (the desktop
 * header's board shortcuts, level and nickname, 포인트전환 and the sidebar's 출석체크; on a phone
 * the header's level and nickname and the footer's customer centre), reads what it shows, uses
 * it where it acts (a check-in, a conversion typed key by key), and closes it. The level image
 * (spec 9: "Level image cap 5") of a member whose role is above 5 is level 5's. The pages stay.
 */
describeInChromium('spec 2 dialogs and level images, in Chromium against the real server', () => {
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

  const rule = DEMO_RULES[0]!;
  const firstEvent = DEMO_EVENTS.find((e) => e.category === '1')!;
  const event = DEMO_EVENTS.find((e) => e.category === '5')!;

  /** Spec 2: the first event is open; the member opens the all-events category and reads its event. */
  async function readEvents(events: Locator): Promise<void> {
    await waitForText(events.getByTestId('board-post'), plain(firstEvent.contents));
    await events.getByRole('button', { name: '전체 이벤트 (1)', exact: true }).click();
    await events.getByRole('button', { name: event.title }).click();
    await waitForText(events.getByTestId('board-post'), plain(event.contents));
  }
  const plain = (html: string): string => html.replace(/<[^>]+>/g, '');

  /** Closes a dialog with its × and waits until it is gone. */
  async function closeDialog(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: '닫기' }).first().click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The level image shown in `scope`: its file, once the browser drew it. */
  async function levelImageOf(scope: Locator): Promise<string> {
    const image = scope.getByTestId('level-badge').first().locator('img');
    await image.waitFor({ state: 'visible' });
    await expect(image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    return (await image.getAttribute('src')) ?? '';
  }

  async function readBoards(page: Page, board: Locator, viewport: Viewport): Promise<void> {
    await board.getByRole('button', { name: '은행 점검시간 안내' }).click();
    await waitForText(board.getByTestId('board-post'), '23:30 ~ 00:30');
    await saveScreenshot(page, 'dialog-notice', viewport, { fullPage: false });
    // The shortcut switches the board inside the dialog.
    await board.getByRole('navigation', { name: '게시판 바로가기' }).getByRole('button', { name: '베팅규정' }).click();
    const rules = dialogNamed(page, '베팅규정');
    await rules.getByRole('button', { name: rule.title }).click();
    await waitForText(rules.getByTestId('board-post'), plain(rule.contents));
    await saveScreenshot(page, 'dialog-rules', viewport, { fullPage: false });
    await closeDialog(rules);
  }

  async function checkIn(page: Page, viewport: Viewport): Promise<void> {
    const dialog = dialogNamed(page, '출석체크');
    await waitForText(dialog.getByTestId('attendance-count'), '이번 달 출석 0일');
    await dialog.getByRole('button', { name: '출석체크하기', exact: true }).click();
    await acceptAlert(page, '출석체크가 완료되었습니다. 100 포인트가 지급되었습니다.');
    await waitForText(dialog.getByTestId('attendance-count'), '이번 달 출석 1일');
    await saveScreenshot(page, 'dialog-attendance', viewport, { fullPage: false });
    await closeDialog(dialog);
  }

  async function convertPoints(page: Page, viewport: Viewport, points: string): Promise<void> {
    const dialog = dialogNamed(page, '포인트전환');
    await waitForText(dialog.getByTestId('point-exchange-point'), /[\d,]+P/);
    const before = digitsOf(await textOf(dialog.getByTestId('point-exchange-point')));
    await dialog.getByLabel('전환 포인트').pressSequentially(points);
    await dialog.getByRole('button', { name: '전환하기' }).click();
    await acceptAlert(page, '포인트 전환성공');
    await waitForText(dialog.getByTestId('point-exchange-point'), `${(before - Number(points)).toLocaleString('en-US')}P`);
    await dialog.getByTestId('point-record').first().waitFor({ state: 'visible' });
    await saveScreenshot(page, 'dialog-point-to-cash', viewport, { fullPage: false });
    await closeDialog(dialog);
  }

  it('at 1920 px: header shortcuts, level and nickname, 포인트전환 and the sidebar open the dialogs', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.userId === 'member05')!;
    // A role above 5 (the operator may set any): spec 9 caps the level image at 5.
    await site.db.query('UPDATE members SET role = 8 WHERE user_id = $1', [account.userId]);
    const { context, page, pageErrors } = await openSitePage(browser, site, DESKTOP);
    try {
      await page.goto('/');
      await logInKeyByKey(page, account);
      await page.goto('/europe');
      const header = memberHeader(page);
      expect(await levelImageOf(header)).toBe('/images/levels/lv5.svg');
      await waitForText(header, 'LV.5');

      await page.getByTestId('header-board-notice').click();
      await readBoards(page, dialogNamed(page, '공지사항'), DESKTOP);

      await page.getByTestId('header-board-events').click();
      const events = dialogNamed(page, '이벤트');
      await readEvents(events);
      await saveScreenshot(page, 'dialog-events', DESKTOP, { fullPage: false });
      await page.keyboard.press('Escape');
      await events.waitFor({ state: 'detached' });

      await page.getByRole('complementary').getByRole('button', { name: '출석체크', exact: true }).click();
      await checkIn(page, DESKTOP);
      expect(page.url()).toMatch(/\/europe$/);

      await page.getByTestId('header-point-to-cash').click();
      await convertPoints(page, DESKTOP, '150');

      await page.getByRole('button', { name: '마이페이지 열기' }).click();
      const myPage = dialogNamed(page, '마이페이지');
      await waitForText(myPage, account.userId);
      expect(await levelImageOf(myPage)).toBe('/images/levels/lv5.svg');
      await saveScreenshot(page, 'dialog-my-page', DESKTOP, { fullPage: false });
      await closeDialog(myPage);

      // The pages stay: /notice is still the notice board.
      await page.goto('/notice');
      await page.getByTestId('board-notice').getByRole('button', { name: '은행 점검시간 안내' }).waitFor({ state: 'visible' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 425 px: the header’s level and nickname open the simple my page, the footer’s customer centre the boards', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.userId === 'member03')!;
    const { context, page, pageErrors } = await openSitePage(browser, site, MOBILE);
    try {
      await page.goto('/');
      await logInKeyByKey(page, account);
      await page.goto('/europe');
      const openSimple = async (): Promise<Locator> => {
        await page.getByRole('button', { name: '마이페이지 열기' }).click();
        const simple = dialogNamed(page, '내 정보');
        await waitForText(simple, `${account.nickname}님`);
        return simple;
      };

      let simple = await openSimple();
      expect(await levelImageOf(simple)).toBe(`/images/levels/lv${account.role}.svg`);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'dialog-simple-my-page', MOBILE, { fullPage: false });
      await simple.getByRole('button', { name: '출석체크' }).click();
      await checkIn(page, MOBILE);

      simple = await openSimple();
      await simple.getByRole('button', { name: '포인트전환' }).click();
      await convertPoints(page, MOBILE, '250');

      simple = await openSimple();
      await simple.getByRole('button', { name: '마이페이지' }).click();
      const myPage = dialogNamed(page, '마이페이지');
      await waitForText(myPage, account.userId);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'dialog-my-page', MOBILE, { fullPage: false });
      await closeDialog(myPage);

      const footer = page.getByRole('navigation', { name: '하단 메뉴' });
      await footer.getByRole('button', { name: '고객센터' }).click();
      await dialogNamed(page, '고객센터').getByRole('button', { name: '공지사항' }).click();
      await readBoards(page, dialogNamed(page, '공지사항'), MOBILE);

      await footer.getByRole('button', { name: '고객센터' }).click();
      await dialogNamed(page, '고객센터').getByRole('button', { name: '이벤트' }).click();
      const events = dialogNamed(page, '이벤트');
      await readEvents(events);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'dialog-events', MOBILE, { fullPage: false });
      await closeDialog(events);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
