import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { DEMO_EVENTS, DEMO_RULES } from '@bet/server/seed/seed-content.js';
import { AdminDesk, must } from '../support/api-session.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { sidewaysScroll } from '../support/layout-probe.js';
import { logInInBrowser } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/**
 * Issue 10: the boards (spec 2, 6, 7). A visitor is sent to log in from /notice; a member reads the
 * notice the operator just posted, follows the shortcut to the rules and to the events, collapses
 * a category; the level-1 member (member01) writes a community notice from the top page's edit
 * icon, reads it in its detail and in the list, and the server holds it under their id.
 */
describeInChromium('notices, rules, events and the community notice, in Chromium against the real server', () => {
  let browser: Browser;
  let site: SiteServer;
  let desk: AdminDesk;

  beforeAll(async () => {
    browser = await launchChromium();
    site = await startSiteServer({ serveUi: true });
    desk = await AdminDesk.open(site.apiUrl, 'admin', 'admin1234!');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const writer = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;

  async function noSidewaysScroll(page: Page, viewport: Viewport): Promise<void> {
    if (viewport !== MOBILE) return;
    expect((await sidewaysScroll(page)).maxScrollX).toBe(0);
  }

  it.each([DESKTOP, MOBILE])('at $width px: read, switch boards, collapse an event category, write a notice', async (viewport) => {
    const title = `서버 점검 안내 ${viewport.width}`;
    const body = `${viewport.width} 점검은 새벽 4시에 끝납니다.`;
    await must('operator notice', desk.api.admin.writeBoard({ board: 'notice', title, contents: `<p><strong>${body}</strong></p>` }));

    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    try {
      // Spec 2: a visitor on a member-side board goes to the login page with a title query.
      await page.goto('/notice');
      await page.waitForURL(/\/login\?title=/);

      await page.goto('/');
      await logInInBrowser(page, writer.userId, writer.password, writer.nickname);
      // The top page's notice widget lists the operator's notice; 더보기 opens the notice board.
      const widget = page.getByRole('region', { name: '공지사항' });
      await waitForText(widget, title);
      // The scrolling notice above it carries the same newest notices (spec 9).
      await waitForText(page.getByRole('marquee', { name: '공지 알림' }), title);
      // Level 1 sees the edit icon as soon as the login lands (spec 6), without a reload.
      await widget.getByRole('link', { name: '공지 작성' }).waitFor({ state: 'visible' });
      await noSidewaysScroll(page, viewport);
      await saveScreenshot(page, 'boards-top', viewport);
      await widget.getByRole('link', { name: '더보기' }).click();
      await page.waitForURL(/\/community\/notice$/);
      await waitForText(page.getByTestId('community-notice-list'), title);
      await page.getByRole('navigation', { name: '게시판 바로가기' }).getByRole('link', { name: '공지사항' }).click();
      await page.waitForURL(/\/notice$/);
      const notices = page.getByTestId('board-notice');
      await notices.getByRole('button', { name: title }).click();
      const post = notices.getByTestId('board-post');
      await waitForText(post, body);
      expect(await post.getByRole('heading', { name: title }).isVisible()).toBe(true);
      if (viewport === MOBILE) {
        // Inline on mobile: the post opens inside the list, under its title.
        expect(
          await notices
            .locator('li', { has: page.getByRole('button', { name: title }) })
            .getByText(body)
            .isVisible(),
        ).toBe(true);
      }
      await noSidewaysScroll(page, viewport);
      await saveScreenshot(page, 'boards-notice', viewport);

      // The shortcut to the rules: the first rule opens with the screen.
      await notices.getByRole('navigation', { name: '게시판 바로가기' }).getByRole('link', { name: '베팅규정' }).click();
      await page.waitForURL(/\/rules$/);
      const rules = page.getByTestId('board-rule');
      await waitForText(rules.getByTestId('board-post'), '최소 베팅금액은 5,000원');
      await rules.getByRole('button', { name: DEMO_RULES[1]!.title }).click();
      await waitForText(rules.getByTestId('board-post'), '출금은 10,000원 이상 10,000원 단위');
      await noSidewaysScroll(page, viewport);
      await saveScreenshot(page, 'boards-rules', viewport);

      // Events: every category with its count; the first event (new members) is open.
      await rules.getByRole('navigation', { name: '게시판 바로가기' }).getByRole('link', { name: '이벤트' }).click();
      await page.waitForURL(/\/events$/);
      const events = page.getByTestId('board-event');
      const newMembers = events.getByRole('button', { name: /신규회원 전용 \(1\)/ });
      await newMembers.waitFor({ state: 'visible' });
      for (const label of [
        '전체 이벤트 (1)',
        '카지노 (1)',
        '슬롯 (1)',
        '스포츠 (1)',
        '라이브 스포츠 (1)',
        '가상 스포츠 (1)',
        '미니게임 (1)',
        '홀덤 (1)',
        '지인 추천 (1)',
      ]) {
        expect(await events.getByRole('button', { name: label, exact: true }).isVisible()).toBe(true);
      }
      expect(await newMembers.getAttribute('aria-expanded')).toBe('true');
      await waitForText(events.getByTestId('board-post'), '가입 후 첫 충전 시 10% 포인트 지급');
      await newMembers.click();
      expect(await newMembers.getAttribute('aria-expanded')).toBe('false');
      await events.getByRole('button', { name: DEMO_EVENTS[0]!.title }).waitFor({ state: 'detached' });
      await events.getByRole('button', { name: '카지노 (1)', exact: true }).click();
      await events.getByRole('button', { name: '카지노 페이백' }).click();
      await waitForText(events.getByTestId('board-post'), '카지노 손실금의 5% 페이백');
      await noSidewaysScroll(page, viewport);
      await saveScreenshot(page, 'boards-events', viewport);

      // The top page's notice widget shows the operator's notice and, for level 1, the edit icon.
      await page.goto('/');
      await waitForText(widget, title);
      await widget.getByRole('link', { name: '공지 작성' }).click();
      await page.waitForURL(/\/community\/notice\/regist$/);
      const form = page.getByRole('form', { name: '공지사항 작성' });
      const myTitle = `회원 공지 ${viewport.width}`;
      await form.getByRole('button', { name: '등록', exact: true }).click();
      await acceptAlert(page, '제목을 입력해주세요.');
      await form.getByLabel('제목').pressSequentially(myTitle);
      await form.getByLabel('내용').pressSequentially('이번 주 이벤트 안내입니다.');
      await form.getByLabel('내용').press('Enter');
      await form.getByLabel('내용').pressSequentially('<b>굵게</b> 아님');
      await noSidewaysScroll(page, viewport);
      await saveScreenshot(page, 'boards-community-regist', viewport);
      await form.getByRole('button', { name: '등록', exact: true }).click();
      await acceptAlert(page, '공지사항이 등록되었습니다.');
      await page.waitForURL(/\/community\/notice\/detail\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const detail = page.getByTestId('community-notice-detail');
      await waitForText(detail.getByTestId('board-post'), '이번 주 이벤트 안내입니다.');
      // What was typed is shown as text, not as markup.
      await waitForText(detail.getByTestId('board-post'), '<b>굵게</b> 아님');
      expect(await detail.getByRole('heading', { name: myTitle }).isVisible()).toBe(true);
      await noSidewaysScroll(page, viewport);
      await saveScreenshot(page, 'boards-community-detail', viewport);

      // What the server recorded: a board notice by member01, stored as escaped paragraphs.
      const { rows } = await site.db.query<{ board: string; category: string; title: string; contents: string; user_id: string }>(
        `SELECT p.board, p.category, p.title, p.contents, m.user_id FROM board_posts p JOIN members m ON m.id = p.author_member_id WHERE p.id = $1`,
        [id],
      );
      expect(rows).toEqual([
        {
          board: 'notice',
          category: 'notice',
          title: myTitle,
          contents: '<p>이번 주 이벤트 안내입니다.</p><p>&lt;b&gt;굵게&lt;/b&gt; 아님</p>',
          user_id: 'member01',
        },
      ]);

      // The list shows it first with its date, linking back to the detail.
      await detail.getByRole('link', { name: '목록' }).click();
      await page.waitForURL(/\/community\/notice$/);
      const list = page.getByTestId('community-notice-list');
      const first = list.getByRole('listitem').first();
      await waitForText(first, myTitle);
      expect(await first.getByRole('link', { name: myTitle }).getAttribute('href')).toBe(`/community/notice/detail/${id}`);
      await noSidewaysScroll(page, viewport);
      await saveScreenshot(page, 'boards-community-list', viewport);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
