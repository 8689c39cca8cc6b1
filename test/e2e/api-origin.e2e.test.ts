import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { memberBalances } from '@bet/server/ledger/balances.js';
import { houseAccount, memberAccount } from '@bet/server/ledger/accounts.js';
import { transfer } from '@bet/server/ledger/transfer.js';
import { RUNTIME_CONFIG_PATH } from '@bet/core/api';
import { DESKTOP, MOBILE, openSitePage, type Viewport } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { logInKeyByKey, waitForHeaderCash } from '../support/member-flows.js';
import { E2E_UI_DIR, repoPath } from '../support/paths.js';
import { memberIdOf } from '../support/site-in-chromium.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;
/** Added to the member's cash on the API's server only: the header shows it only if the calls went there. */
const API_ONLY_CREDIT = 4_321;
const SHOTS = '/work/shots/origin';

/** A port of 127.0.0.1 nobody listens on now (the UI server takes it once the API allows it). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Issue 28, "the API base is a setting": the web app served by one server (the built UI's static
 * files, with a config.json naming another server's API) talks to the API of another server on
 * another port, which allows the UI's origin (ALLOWED_ORIGINS). Both listen on 127.0.0.1: another
 * port is another origin (CORS, the preflight, the CSP's connect-src and the Origin checks all
 * apply) but the same site, so the session cookies stay SameSite=Lax and the app reads the API's
 * csrf cookie (cookies are per host, not per port). A member logs in typing key by key and sees
 * the balance the API's server holds; every API call went there, and the page saw no CSP
 * violation and no error.
 */
describeInChromium('the web app served by one server, talking to the API of another origin, in Chromium', () => {
  let browser: Browser | undefined;
  let api: SiteServer | undefined;
  let ui: SiteServer | undefined;
  const uiDir = repoPath('test-results/e2e-ui-api-origin');

  beforeAll(async () => {
    browser = await launchChromium();
    const uiPort = await freePort();
    api = await startSiteServer({ allowedOrigins: [`http://127.0.0.1:${uiPort}`] });
    // The operator's step: the built UI, plus a config.json naming the API.
    rmSync(uiDir, { recursive: true, force: true });
    cpSync(E2E_UI_DIR, uiDir, { recursive: true });
    writeFileSync(join(uiDir, RUNTIME_CONFIG_PATH), JSON.stringify({ apiBase: api.apiUrl }));
    ui = await startSiteServer({ uiDir, port: uiPort });
    const memberId = await memberIdOf(api, MEMBER.userId);
    await api.db.transaction((tx) =>
      transfer(tx, {
        key: 'api-origin-test-credit',
        kind: 'test.fund',
        legs: [{ from: houseAccount('adjustment', 'KRW'), to: memberAccount(memberId, 'cash'), amount: API_ONLY_CREDIT }],
      }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await ui?.close();
    await api?.close();
    rmSync(uiDir, { recursive: true, force: true });
  });

  it.each([DESKTOP, MOBILE])('at $width px a member logs in and sees the balance the API holds', async (viewport: Viewport) => {
    if (!browser || !api || !ui) throw new Error('the servers start in beforeAll');
    const apiCash = (await memberBalances(api.db, await memberIdOf(api, MEMBER.userId))).cash;
    const uiOwnCash = (await memberBalances(ui.db, await memberIdOf(ui, MEMBER.userId))).cash;
    expect(apiCash).toBe(uiOwnCash + API_ONLY_CREDIT);

    const { context, page, pageErrors } = await openSitePage(browser, ui, viewport);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.origin);
    });
    try {
      await page.goto('/');
      expect(new URL(page.url()).origin).toBe(ui.baseUrl);
      await logInKeyByKey(page, MEMBER);
      await waitForHeaderCash(page, apiCash);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `api-origin-${viewport.width}.png`), animations: 'disabled' });

      expect(apiCalls.length).toBeGreaterThan(0);
      expect(new Set(apiCalls)).toEqual(new Set([new URL(api.baseUrl).origin]));
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
