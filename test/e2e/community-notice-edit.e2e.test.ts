import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { loggedInSession, must } from '../support/api-session.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { sidewaysScroll } from '../support/layout-probe.js';
import { logInKeyByKey } from '../support/member-flows.js';
import { changeMemberLevel } from '../support/slip-kit.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';

const author = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;
/** Made level 1 too, so the missing edit button is about authorship, not the level. */
const otherWriter = DEMO_ACCOUNTS.find((a) => a.userId === 'member02')!;

/**
 * Issue 10, /community/notice "edit only for role 1": the level-1 author opens their notice from
 * the list, follows 수정 to the write form filled with the notice, retypes the title and adds a
 * line key by key, saves, and reads the change in the detail and the list; the server holds it.
 * Another level-1 member sees the notice without 수정, and the edit address shows the refusal.
 */
describeInChromium('a member edits their community notice, in Chromium against the real server', () => {
  const at = useSiteInChromium();
  beforeAll(async () => {
    await changeMemberLevel(at().site.apiUrl, otherWriter.userId, 1);
  });

  /** member01 writes a notice through the API (the write form has its own test in boards.e2e). */
  async function writtenNotice(title: string): Promise<number> {
    const session = await loggedInSession(at().site.apiUrl, author.userId, author.password);
    const { id } = await must('write a notice', session.api.boards.writeNotice({ title, contents: '<p>처음 쓴 내용입니다.</p>' }));
    await must('log out', session.api.auth.logout());
    return id;
  }

  async function noSidewaysScroll(page: Page): Promise<void> {
    expect((await sidewaysScroll(page)).maxScrollX).toBe(0);
  }

  it.each([DESKTOP, MOBILE])('at $width px the author edits key by key; another level-1 member has no 수정', async (viewport) => {
    const { browser, site } = at();
    const title = `수정 전 공지 ${viewport.width}`;
    const newTitle = `수정한 공지 ${viewport.width}`;
    const id = await writtenNotice(title);

    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    try {
      await page.goto('/');
      await logInKeyByKey(page, author);
      await page.goto('/community/notice');
      const list = page.getByTestId('community-notice-list');
      await list.getByRole('link', { name: title }).click();
      await page.waitForURL(new RegExp(`/community/notice/detail/${id}$`));
      const detail = page.getByTestId('community-notice-detail');
      await waitForText(detail.getByTestId('board-post'), '처음 쓴 내용입니다.');
      await detail.getByRole('link', { name: '수정', exact: true }).click();
      await page.waitForURL(new RegExp(`/community/notice/regist\\?id=${id}$`));

      // The write form, titled for the edit and filled with the notice as it was typed.
      const form = page.getByRole('form', { name: '공지사항 수정' });
      const titleField = form.getByLabel('제목');
      const contentsField = form.getByLabel('내용');
      await titleField.waitFor({ state: 'visible' });
      expect(await titleField.inputValue()).toBe(title);
      expect(await contentsField.inputValue()).toBe('처음 쓴 내용입니다.');

      // Emptied key by key: the blank title is refused with core's text, nothing is sent.
      await titleField.click();
      await titleField.press('ControlOrMeta+a');
      await titleField.press('Backspace');
      await form.getByRole('button', { name: '수정', exact: true }).click();
      await acceptAlert(page, '제목을 입력해주세요.');
      await titleField.pressSequentially(newTitle);
      await contentsField.click();
      await contentsField.press('ControlOrMeta+End');
      await contentsField.press('Enter');
      await contentsField.pressSequentially('<i>추가</i>한 줄입니다.');
      await noSidewaysScroll(page);
      await saveScreenshot(page, 'community-edit-form', viewport);
      await form.getByRole('button', { name: '수정', exact: true }).click();
      await acceptAlert(page, '공지사항이 수정되었습니다.');

      // Back on the detail with the change; the typed markup is text.
      await page.waitForURL(new RegExp(`/community/notice/detail/${id}$`));
      const post = page.getByTestId('community-notice-detail').getByTestId('board-post');
      await waitForText(post, '<i>추가</i>한 줄입니다.');
      expect(await post.getByRole('heading', { name: newTitle }).isVisible()).toBe(true);
      await saveScreenshot(page, 'community-edit-detail', viewport);

      const { rows } = await site.db.query<{ title: string; contents: string }>('SELECT title, contents FROM board_posts WHERE id = $1', [
        id,
      ]);
      expect(rows).toEqual([{ title: newTitle, contents: '<p>처음 쓴 내용입니다.</p><p>&lt;i&gt;추가&lt;/i&gt;한 줄입니다.</p>' }]);

      await page.getByTestId('community-notice-detail').getByRole('link', { name: '목록' }).click();
      await page.waitForURL(/\/community\/notice$/);
      await waitForText(page.getByTestId('community-notice-list'), newTitle);
      expect(await page.getByTestId('community-notice-list').getByRole('link', { name: title, exact: true }).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }

    // Another level-1 member: the write link yes, 수정 on member01's notice no.
    const other = await openSitePage(browser, site, viewport);
    try {
      await other.page.goto('/');
      await logInKeyByKey(other.page, otherWriter);
      await other.page.goto(`/community/notice/detail/${id}`);
      const detail = other.page.getByTestId('community-notice-detail');
      await waitForText(detail.getByTestId('board-post'), '추가');
      await detail.getByRole('link', { name: '공지 작성' }).waitFor({ state: 'visible' });
      expect(await detail.getByRole('link', { name: '수정', exact: true }).count()).toBe(0);
      await other.page.goto(`/community/notice/regist?id=${id}`);
      await waitForText(other.page.getByTestId('community-notice-regist'), '본인이 작성한 공지사항만 수정할 수 있습니다.');
      expect(await other.page.getByRole('form').count()).toBe(0);
      await saveScreenshot(other.page, 'community-edit-other', viewport);
      expect(other.pageErrors).toEqual([]);
    } finally {
      await other.context.close();
    }
  });
});
