import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from '@bet/server';
import { AdminDesk } from '../support/api-session.js';
import { DESKTOP, openSitePage, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { logInInBrowser } from '../support/member-flows.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';
import { domThreats, NO_THREATS } from '../support/xss-probe.js';

/** The two classic payloads: an image error handler and a script element. */
/**
 * Page errors other than Chromium's report of the CSP check on the planted handlers. DOMPurify
 * parses server HTML in an inert document (DOMParser), where no handler can run; Chromium still
 * reports "Executing inline event handler violates ... script-src" for each handler it parses
 * there (seen with a bare page: DOMParser alone reports it). That the handlers never ran is
 * checked by domThreats (window.__xss stays unset, no handler attribute reaches the page).
 */
const PARSED_HANDLER_REPORT = /^CSP: Executing inline event handler violates/;
const unexpected = (pageErrors: readonly string[]): string[] => pageErrors.filter((e) => !PARSED_HANDLER_REPORT.test(e));

const IMG_ONERROR = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
/** Payloads the server's 'safe-html' check lets through (no whitespace before the handler, an encoded scheme). */
const FILTER_BYPASSES =
  '<img/src=x/onerror="window.__xss=3"><svg/onload="window.__xss=4"></svg><a href="jav&#x61;script:window.__xss=5">바로가기</a>';

const MEMBER = { userId: 'member01', nickname: '하나회원' };

interface Stored {
  /** The new row's id (the message API answers a count, not an id). */
  readonly id: number | null;
  /** 'api' when the admin API stored it, 'database' when the API refused it and it was written directly. */
  readonly via: 'api' | 'database';
}

type AdminAnswer = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly status: number | undefined };

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? id : null;
};

describeInChromium('server HTML in notices, messages and popups, in Chromium against the real server', () => {
  let browser: Browser;
  let site: SiteServer;
  let admin: AdminDesk;
  let memberId: number;

  /**
   * Stores through the admin API. What the API refuses (400) is written to the database instead,
   * as an older server version or a direct edit would have left it: the UI must be safe either way.
   */
  async function viaApiOrDatabase(send: () => Promise<AdminAnswer>, write: () => Promise<number>): Promise<Stored> {
    const answer = await send();
    if (answer.ok) return { id: idOf(answer.value), via: 'api' };
    if (answer.status !== 400) throw new Error(`the admin API neither stored nor refused the content: ${JSON.stringify(answer)}`);
    return { id: await write(), via: 'database' };
  }

  const passThrough = { decode: (value: unknown) => ({ ok: true as const, value }) };
  const adminPost = async (path: string, body: unknown): Promise<AdminAnswer> => {
    const r = await admin.api.call({ method: 'POST', path, body, decoder: passThrough });
    return r.ok ? { ok: true, value: r.value } : { ok: false, status: r.error.status };
  };

  const storeNotice = (title: string, contents: string) =>
    viaApiOrDatabase(
      () => adminPost('/admin/boards', { board: 'notice', title, contents }),
      async () => {
        const { rows } = await site.db.query<{ id: number }>(
          "INSERT INTO board_posts (board, category, title, contents, author_member_id, created_at) VALUES ('notice', 'notice', $1, $2, NULL, $3) RETURNING id",
          [title, contents, new Date(site.clock.now())],
        );
        return Number(rows[0]!.id);
      },
    );
  const storeMessage = (title: string, contents: string) =>
    viaApiOrDatabase(
      () => adminPost('/admin/messages', { memberId, title, contents }),
      async () => {
        const { rows } = await site.db.query<{ id: number }>(
          'INSERT INTO messages (member_id, title, contents, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
          [memberId, title, contents, new Date(site.clock.now())],
        );
        return Number(rows[0]!.id);
      },
    );
  const storePopup = (contents: string) =>
    viaApiOrDatabase(
      () => adminPost('/admin/popups', { contents }),
      async () => {
        const { rows } = await site.db.query<{ id: number }>('INSERT INTO popups (contents, popup_flg) VALUES ($1, 0) RETURNING id', [
          contents,
        ]);
        return Number(rows[0]!.id);
      },
    );

  beforeAll(async () => {
    browser = await launchChromium();
    site = await startSiteServer({ serveUi: true });
    admin = await AdminDesk.open(site.apiUrl, 'admin', DEMO_ADMIN_PASSWORD);
    const { rows } = await site.db.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [MEMBER.userId]);
    memberId = Number(rows[0]!.id);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function memberPage(): Promise<{ page: Page; pageErrors: string[]; close: () => Promise<void> }> {
    const { context, page, pageErrors } = await openSitePage(browser, site, DESKTOP);
    await page.goto('/');
    try {
      await logInInBrowser(page, MEMBER.userId, DEMO_PASSWORD, MEMBER.nickname);
    } catch (error) {
      await saveScreenshot(page, 'xss-login-failure', DESKTOP);
      console.log(await page.locator('body').innerText());
      throw error;
    }
    return { page, pageErrors, close: () => context.close() };
  }

  it('refuses script and event handlers in admin HTML at the API (the first line of defence)', async () => {
    for (const payload of [IMG_ONERROR, SCRIPT, FILTER_BYPASSES]) {
      expect(await adminPost('/admin/boards', { board: 'notice', title: '점검', contents: payload })).toEqual({ ok: false, status: 400 });
      expect(await adminPost('/admin/messages', { memberId, title: '점검', contents: payload })).toEqual({ ok: false, status: 400 });
      expect(await adminPost('/admin/popups', { contents: payload })).toEqual({ ok: false, status: 400 });
    }
  });

  it('shows a notice whose title and contents carry markup as text on the top page, and runs nothing', async () => {
    await storeNotice(`공지 ${IMG_ONERROR}${SCRIPT}`, `<p>XSS 점검 공지 본문</p>${IMG_ONERROR}${SCRIPT}`);
    await storeNotice('XSS 점검 공지 둘', `<p>우회 점검</p>${FILTER_BYPASSES}`);
    const { page, pageErrors, close } = await memberPage();
    try {
      const widget = page.getByRole('region', { name: '공지사항' });
      // The title is text: the markup shows literally, as typed.
      await waitForText(widget, SCRIPT);
      await waitForText(widget, IMG_ONERROR);
      await waitForText(widget, 'XSS 점검 공지 둘');
      expect(await widget.locator('img, script').count()).toBe(0);
      expect(await domThreats(page)).toEqual(NO_THREATS);
      expect(unexpected(pageErrors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens a message carrying markup in the memo dialog: the title as text, the body sanitised, nothing run', async () => {
    await storeMessage(`쪽지 ${IMG_ONERROR}${SCRIPT}`, `<p>XSS 점검 쪽지 본문</p>${IMG_ONERROR}${SCRIPT}`);
    await storeMessage('XSS 점검 쪽지 둘', `<p>우회 점검 쪽지</p>${FILTER_BYPASSES}`);
    const { page, pageErrors, close } = await memberPage();
    try {
      await page.getByTestId('header-memo').click();
      const dialog = page.getByTestId('memo-dialog');
      await dialog.waitFor({ state: 'visible' });
      const rowOf = (title: string) => dialog.getByTestId('memo-row').filter({ hasText: title });

      await waitForText(dialog.getByTestId('memo-list'), SCRIPT);
      await rowOf(SCRIPT).getByTestId('memo-expand').click();
      await waitForText(dialog.getByTestId('memo-body'), 'XSS 점검 쪽지 본문');
      expect(await dialog.getByTestId('memo-body').locator('script').count()).toBe(0);
      expect(await domThreats(page)).toEqual(NO_THREATS);

      await rowOf('XSS 점검 쪽지 둘').getByTestId('memo-expand').click();
      await waitForText(dialog.getByTestId('memo-body'), '우회 점검 쪽지');
      await waitForText(dialog.getByTestId('memo-body'), '바로가기');
      await saveScreenshot(page, 'xss-memo', DESKTOP);
      expect(await domThreats(page)).toEqual(NO_THREATS);
      expect(unexpected(pageErrors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows site popups carrying markup on the top page with their text and no live handler', async () => {
    const classic = await storePopup(`<p>XSS 점검 팝업 하나</p>${IMG_ONERROR}${SCRIPT}`);
    const bypass = await storePopup(`<p>XSS 점검 팝업 둘</p>${FILTER_BYPASSES}`);
    const { page, pageErrors, close } = await memberPage();
    try {
      if (classic.id === null || bypass.id === null) throw new Error('popups are stored with an id');
      const popup = (id: number | null) => page.locator(`[data-testid="site-popup"][data-popup-id="${id}"]`);
      await waitForText(popup(classic.id), 'XSS 점검 팝업 하나');
      await waitForText(popup(bypass.id), 'XSS 점검 팝업 둘');
      await waitForText(popup(bypass.id), '바로가기');
      // Harmless markup stays (the image, the link text); what could run is gone.
      expect(await popup(classic.id).locator('img').count()).toBe(1);
      expect(await popup(classic.id).locator('script').count()).toBe(0);
      await saveScreenshot(page, 'xss-popups', DESKTOP);
      expect(await domThreats(page)).toEqual(NO_THREATS);
      expect(unexpected(pageErrors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
