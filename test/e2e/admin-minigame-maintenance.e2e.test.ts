import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { adminNav, logInAsOperator } from '../support/admin-kit.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { logInKeyByKey } from '../support/member-flows.js';
import type { SiteServer } from '../support/site-server.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';

/** member01 of the demo seed. */
const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;
/** 엔트리 파워볼, the first game of the ntry provider's page. */
const GAME_ID = 8;
const GAME_NAME = '엔트리 파워볼';

async function maintenanceInDb(site: SiteServer): Promise<boolean> {
  const { rows } = await site.db.query<{ system_maintenance_flg: boolean }>(
    'SELECT system_maintenance_flg FROM game_definitions WHERE id = $1',
    [GAME_ID],
  );
  return rows[0]!.system_maintenance_flg;
}

/** The operator flips the game's switch on /admin/settings and waits for the saved alert and the switch's new state. */
async function flipGame(page: Page, on: boolean): Promise<void> {
  const section = page.getByRole('region', { name: '미니게임 점검' });
  const flip = section.getByRole('switch', { name: GAME_NAME, exact: true });
  await flip.click();
  await acceptAlert(page, '설정이 저장되었습니다.');
  await section.locator(`[role="switch"][aria-label="${GAME_NAME}"][aria-checked="${on}"]`).waitFor({ state: 'visible' });
}

/** The member opens the ntry page and presses the game's tile. */
async function openGame(page: Page): Promise<void> {
  await page.goto('/minigame/ntry');
  await page.locator(`[data-testid="minigame-game"][data-game-id="${GAME_ID}"]`).click();
}

/**
 * Issue 11, the maintenance switch of each mini-game: the operator (1920 px) turns 엔트리 파워볼 to
 * maintenance on /admin/settings; a member (a second browser, 425 px) who opens it gets the spec's
 * maintenance alert and lands on the top page; the operator turns it back and the member opens the
 * game's board. The audit log names the change with before and after. One operator login: a second
 * one within 30 s would wait for the next TOTP step.
 */
describeInChromium("the operator's mini-game maintenance switches, in Chromium against the real server", () => {
  const at = useSiteInChromium({ serveUi: true, rounds: true });

  it('at 1920 px the operator turns a mini-game to maintenance and back; a member at 425 px is kept out, then let in', async () => {
    const { browser, site } = at();
    const operator = await openSitePage(browser, site, DESKTOP);
    const member = await openSitePage(browser, site, MOBILE);
    try {
      await logInAsOperator(operator.page);
      await adminNav(operator.page, '설정').click();
      await operator.page.waitForURL(/\/admin\/settings$/);
      const section = operator.page.getByRole('region', { name: '미니게임 점검' });
      await section
        .getByRole('group', { name: '엔트리' })
        .getByRole('switch', { name: GAME_NAME, exact: true })
        .waitFor({ state: 'visible' });
      expect(await section.getByRole('group').allInnerTexts()).toHaveLength(5);
      expect(await maintenanceInDb(site)).toBe(false);

      await flipGame(operator.page, true);
      expect(await maintenanceInDb(site)).toBe(true);
      await waitForText(section.getByRole('switch', { name: GAME_NAME, exact: true }), '점검중');
      await expectNoSidewaysScroll(operator.page);
      await saveScreenshot(operator.page, 'admin-settings-minigames', DESKTOP);

      // The member, in a second browser on a phone: the tile says 점검중, opening it alerts and goes to the top page.
      await member.page.goto('/');
      await logInKeyByKey(member.page, MEMBER);
      await member.page.goto('/minigame/ntry');
      await waitForText(member.page.locator(`[data-testid="minigame-game"][data-game-id="${GAME_ID}"]`), '점검중');
      await saveScreenshot(member.page, 'minigame-ntry-maintenance', MOBILE);
      await openGame(member.page);
      await acceptAlert(member.page, `${GAME_NAME} 점검중입니다.`);
      await member.page.waitForURL((url) => url.pathname === '/');

      // The operator's same session on a phone (no second login): the settings fit the width.
      const phone = await openSitePage(browser, site, MOBILE, operator.context);
      try {
        await phone.page.goto('/admin/settings');
        const onPhone = phone.page.getByRole('region', { name: '미니게임 점검' });
        await waitForText(onPhone.getByRole('switch', { name: GAME_NAME, exact: true }), '점검중');
        await expectNoSidewaysScroll(phone.page);
        await saveScreenshot(phone.page, 'admin-settings-minigames', MOBILE);
        expect(phone.pageErrors).toEqual([]);
      } finally {
        await phone.context.close();
      }

      await flipGame(operator.page, false);
      expect(await maintenanceInDb(site)).toBe(false);
      await openGame(member.page);
      await member.page.waitForURL(new RegExp(`/minigame/ntry\\?game=${GAME_ID}$`));
      await waitForText(member.page.getByTestId('minigame-board'), GAME_NAME);

      // The audit log names both changes in Korean with before and after.
      await adminNav(operator.page, '감사 로그').click();
      await operator.page.waitForURL(/\/admin\/audit$/);
      const changes = operator.page.getByTestId('admin-audit-row').filter({ hasText: `minigame:${GAME_ID}` });
      await waitForText(changes.first(), '미니게임 점검 변경');
      expect(await changes.count()).toBe(2);
      // Newest first: the switch back (before on, after off), then the switch to maintenance.
      // Details read as key: value lines (core's audit-line), before then after.
      await waitForText(changes.first(), /maintenance: 예\s*maintenance: 아니오/);
      await waitForText(changes.nth(1), /maintenance: 아니오\s*maintenance: 예/);
      await saveScreenshot(operator.page, 'admin-audit-minigame', DESKTOP);

      expect(operator.pageErrors).toEqual([]);
      expect(member.pageErrors).toEqual([]);
    } finally {
      await member.context.close();
      await operator.context.close();
    }
  });
});
