import fetchCookie from 'fetch-cookie';
import { CookieJar as ToughCookieJar } from 'tough-cookie';
import type { CookieJar } from '../http/cookie-jar.js';

/**
 * The cookies of one client outside the browser (a terminal front end, a Node test): what a
 * browser's cookie store does for the site. One tough-cookie jar (RFC 6265: domain, path, expiry,
 * deletion) and one fetch, wrapped by fetch-cookie, that sends the jar's cookies and stores every
 * Set-Cookie. The HTTP and SSE adapters both take this fetch, so the session cookie that the login
 * sets also opens the member's live streams.
 */
export class NodeCookies implements CookieJar {
  readonly jar: ToughCookieJar;
  readonly fetch: typeof fetch;

  /**
   * @param baseUrl the API base the cookies are read for (`get`, `header`): its origin and path.
   * @param options `jar` to share cookies between clients (two tabs of one browser); `fetch` to wrap another fetch.
   */
  constructor(
    private readonly baseUrl: string,
    options: { readonly jar?: ToughCookieJar; readonly fetch?: typeof fetch } = {},
  ) {
    this.jar = options.jar ?? new ToughCookieJar();
    this.fetch = fetchCookie(options.fetch ?? globalThis.fetch, this.jar) as unknown as typeof fetch;
  }

  /** One cookie's value as the API base would receive it (the CSRF token is read this way), or null. */
  get(name: string): string | null {
    return this.jar.getCookiesSync(this.cookieUrl()).find((cookie) => cookie.key === name)?.value ?? null;
  }

  /** The Cookie header the API base would receive, or null when there is none. */
  header(): string | null {
    return this.jar.getCookieStringSync(this.cookieUrl()) || null;
  }

  /** Stores Set-Cookie lines as if the API base had sent them (for a client that did not fetch through `fetch`). */
  store(setCookies: readonly string[]): void {
    for (const line of setCookies) this.jar.setCookieSync(line, this.cookieUrl(), { ignoreError: true });
  }

  /** A trailing slash makes the base's own path match cookies set for it (`Path=/api`). */
  private cookieUrl(): string {
    return this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`;
  }
}
