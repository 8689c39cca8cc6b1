import type { Browser, Page } from 'playwright-core';
import { openSitePage, type Viewport } from './browser-kit.js';
import { launchChromium } from './chromium.js';
import { logInKeyByKey } from './member-flows.js';
import { startSiteServer, type SiteServer, type SiteServerOptions } from './site-server.js';

/** What a browser test file works with: one Chromium and one site server. */
export interface SiteInChromium {
  readonly browser: Browser;
  readonly site: SiteServer;
}

/**
 * The set-up most browser test files share: Chromium and a fresh site server (serving the UI by
 * default) before the file's tests, both closed after them. Call it inside the describe; the
 * returned function gives them inside the tests.
 */
export function useSiteInChromium(options: SiteServerOptions = { serveUi: true }): () => SiteInChromium {
  let browser: Browser | undefined;
  let site: SiteServer | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    site = await startSiteServer(options);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return () => {
    if (!browser || !site) throw new Error('the browser and the site server start in beforeAll');
    return { browser, site };
  };
}

/** A member's id by login id, as the site's database holds it. */
export async function memberIdOf(site: SiteServer, userId: string): Promise<number> {
  const { rows } = await site.db.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [userId]);
  if (rows[0] === undefined) throw new Error(`no member ${userId}`);
  return Number(rows[0].id);
}

/**
 * A demo member logged in on the top page (typed key by key) in a fresh page at this width; the
 * page's context is closed after `body`, and the page must have raised no error.
 */
export async function asMemberInBrowser(
  { browser, site }: SiteInChromium,
  viewport: Viewport,
  account: { readonly userId: string; readonly password: string; readonly nickname: string },
  body: (page: Page) => Promise<void>,
): Promise<void> {
  const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
  try {
    await page.goto('/');
    await logInKeyByKey(page, account);
    await body(page);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
}
