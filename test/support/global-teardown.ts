import type { BrowserServer } from 'playwright-core';

/** jest globalTeardown of the e2e project: closes the browser every file connected to (global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { betSharedBrowser?: BrowserServer };
  await holder.betSharedBrowser?.close();
  delete holder.betSharedBrowser;
}
