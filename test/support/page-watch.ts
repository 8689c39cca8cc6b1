import type { Page, Request } from 'playwright-core';

/** What a visitor's browser reported while a page loaded: console errors and warnings, failures. */
export interface PageTrouble {
  readonly console: string[];
  readonly pageErrors: string[];
  readonly failedRequests: string[];
  /** Answers with a 4xx or 5xx status: `GET /api/auth/me -> 401`. */
  readonly errorResponses: string[];
}

/** Long-lived streams never finish: they do not count as pending. */
const isStream = (request: Request): boolean => request.resourceType() === 'eventsource' || request.url().includes('/api/sse/');

/**
 * Listens to everything the browser says about a page from its first request: `console` errors
 * and warnings, uncaught `pageerror`s, `requestfailed`, and responses of status 400 or more.
 * `settled()` resolves once no request (other than event streams) is in flight.
 */
export function watchPage(page: Page): { readonly trouble: PageTrouble; settled(timeoutMs?: number): Promise<void> } {
  const trouble: PageTrouble = { console: [], pageErrors: [], failedRequests: [], errorResponses: [] };
  const pending = new Set<Request>();
  const path = (request: Request): string => `${request.method()} ${new URL(request.url()).pathname}`;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') trouble.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.pageErrors.push(error.message));
  page.on('request', (request) => {
    if (!isStream(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    // A stream the page closes itself on navigation is not a failure of the site.
    if (!isStream(request)) trouble.failedRequests.push(`${path(request)}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) trouble.errorResponses.push(`${path(response.request())} -> ${response.status()}`);
  });
  return {
    trouble,
    async settled(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (pending.size > 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`requests still pending: ${[...pending].map(path).join(', ')}`);
        await Promise.race([
          page.waitForEvent('requestfinished', { timeout: left }).catch(() => undefined),
          page.waitForEvent('requestfailed', { timeout: left }).catch(() => undefined),
        ]);
      }
    },
  };
}
