import type { Page } from 'playwright-core';
import { INBOX_MESSAGES } from '@bet/core/inbox';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { WELCOME_MESSAGE } from '@bet/server/seed/seed-content.js';
import { acceptAlert, DESKTOP, MOBILE, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { asMemberInBrowser, memberIdOf, useSiteInChromium } from '../support/site-in-chromium.js';

/** Desktop: the my page's 쪽지함 link; phone: the right menu's. */
async function openInbox(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === DESKTOP) {
    await page.getByRole('link', { name: '마이페이지', exact: true }).first().click();
    await page.waitForURL(/\/mypage\/join_info$/);
  } else {
    await page.getByRole('button', { name: '내 정보 열기' }).click();
  }
  await page.getByRole('link', { name: '쪽지함', exact: true }).first().click();
  await page.waitForURL(/\/mypage\/message$/);
}

/**
 * Issue 10: my page's messages (/mypage/message; spec 2 memo behaviour, spec 4 unread to read on
 * opening, spec 5 and 8 texts). The member finds the welcome message unread, is refused deleting
 * it unread with the spec's text, opens it (read, on the server too), then deletes it after the
 * question; the server keeps it hidden for the member.
 */
describeInChromium('my page messages, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  it.each([
    { viewport: DESKTOP, userId: 'member01' },
    { viewport: MOBILE, userId: 'member03' },
  ])('at $viewport.width px $userId reads the welcome message, then deletes it', async ({ viewport, userId }) => {
    const member = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
    const { site } = at();
    const memberId = await memberIdOf(site, userId);
    const stored = async () =>
      (
        await site.db.query<{ confirm_status: number; user_delete_flg: number }>(
          'SELECT confirm_status, user_delete_flg FROM messages WHERE member_id = $1',
          [memberId],
        )
      ).rows.map((r) => ({ confirm_status: Number(r.confirm_status), user_delete_flg: Number(r.user_delete_flg) }));

    await asMemberInBrowser(at(), viewport, member, async (page) => {
      await openInbox(page, viewport);
      const inbox = page.getByTestId('memo-page');
      const row = inbox.getByTestId('memo-row').filter({ hasText: WELCOME_MESSAGE.title });
      await waitForText(row.getByTestId('memo-badge'), INBOX_MESSAGES.badgeUnread);
      expect(await stored()).toEqual([{ confirm_status: 0, user_delete_flg: 0 }]);

      // Unread messages cannot be deleted (spec 4, 8).
      await row.getByTestId('memo-delete').click();
      await acceptAlert(page, INBOX_MESSAGES.unreadNotDeletable);

      // Opening it shows the body and marks it read, on the server too.
      await row.getByTestId('memo-expand').click();
      await waitForText(inbox.getByTestId('memo-body'), '회원님의 가입을 진심으로 환영합니다.');
      await waitForText(row.getByTestId('memo-badge'), INBOX_MESSAGES.badgeRead);
      expect(await stored()).toEqual([{ confirm_status: 1, user_delete_flg: 0 }]);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'inbox-read', viewport);

      // Delete asks first; OK hides it from the member.
      await row.getByTestId('memo-delete').click();
      const confirm = page.getByRole('alertdialog').filter({ hasText: INBOX_MESSAGES.confirmDeleteOne });
      await confirm.getByRole('button', { name: '확인', exact: true }).click();
      await acceptAlert(page, INBOX_MESSAGES.deleted);
      await waitForText(inbox, '받은 쪽지가 없습니다.');
      expect(await stored()).toEqual([{ confirm_status: 1, user_delete_flg: 1 }]);
    });
  });
});
