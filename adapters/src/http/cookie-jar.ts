/** The readable cookie the server sets at login; its value goes back as `X-CSRF-Token` (docs/api-conventions.md). */
export const CSRF_COOKIE_NAME = 'csrf';

/**
 * Cookies for a non-browser runtime (Node tests, other front ends). In the browser the
 * fetch layer keeps cookies itself (`credentials: 'include'`) and no jar is used.
 */
export interface CookieJar {
  /** The Cookie header value for the next request, or null when empty. */
  header(): string | null;
  /** Reads Set-Cookie headers of a response. */
  store(setCookies: readonly string[]): void;
  /** One cookie's value (the CSRF token is read this way). */
  get(name: string): string | null;
}

export class MemoryCookieJar implements CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string | null {
    if (this.cookies.size === 0) return null;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  store(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | null {
    return this.cookies.get(name) ?? null;
  }
}

/** Reads a cookie from `document.cookie`-style text. */
export function readCookie(cookieText: string, name: string): string | null {
  for (const part of cookieText.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}
