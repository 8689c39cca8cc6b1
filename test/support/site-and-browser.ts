import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.js';
import { startSiteServer, type SiteServer, type SiteServerOptions } from './site-server.js';

export interface SiteAndBrowser {
  readonly browser: Browser;
  readonly site: SiteServer;
}

/**
 * One Chromium and one site server for the tests of the enclosing describe (started before the
 * first, closed after the last); the returned function gives them inside a test.
 */
export function sharedSiteAndBrowser(options: SiteServerOptions): () => SiteAndBrowser {
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
