/**
 * Everything the app reads from the browser, in one place: cookies, the window size, the
 * host, the viewport meta tag, randomness and the clipboard. Core never touches these.
 */
import { readCookie } from '@bet/adapters';

/** The CSRF token the server set in the readable `csrf` cookie (docs/api-conventions.md). */
export const csrfFromCookie = (): string | null => readCookie(document.cookie, 'csrf');

export const viewportWidth = (): number => window.innerWidth;

export const currentHost = (): string => window.location.host;

export const currentLocation = (): string => `${window.location.pathname}${window.location.search}`;

/** The event source of the SSE adapter: cookies go along so the session is known. */
export const openEventSource = (url: string): EventSource => new EventSource(url, { withCredentials: true });

/** A whole number in 0..max-1 from the browser's cryptographic source (the captcha). */
export function randomInt(maxExclusive: number): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % maxExclusive;
}

/** Copies text (the revealed deposit account); false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Spec 9: mobile pages are laid out at the device width, desktop pages at 1920 px. */
export function setLayoutWidth(mode: 'mobile' | 'desktop', layoutWidth: number): void {
  const meta = document.querySelector('meta[name="viewport"]');
  const content = mode === 'mobile' ? 'width=device-width, initial-scale=1' : `width=${layoutWidth}`;
  if (meta && meta.getAttribute('content') !== content) meta.setAttribute('content', content);
}
