/**
 * Everything the app reads from the browser, in one place: cookies, the window size, the
 * host, the viewport meta tag, randomness and the clipboard. Core never touches these.
 */
import { readCookie } from '@bet/adapters';
import { layoutZoom, viewportMetaWidth } from '@bet/core/session';
import { deviceWidth } from '@bet/ui';

/** The CSRF token the server set in the readable `csrf` cookie (docs/api-conventions.md). */
export const csrfFromCookie = (): string | null => readCookie(document.cookie, 'csrf');

/** The device's width (the shell's rule: the meta tag may have widened the window itself). */
export const viewportWidth = (): number => deviceWidth();

export const currentHost = (): string => window.location.host;
/** The site's own address ('https://example.com'), e.g. for the join links a recommender hands out. */
export const currentOrigin = (): string => window.location.origin;

export const currentLocation = (): string => `${window.location.pathname}${window.location.search}`;

/** The event source of the SSE adapter: cookies go along so the session is known. */
export const openEventSource = (url: string): EventSource => new EventSource(url, { withCredentials: true });

/** Copies text (the revealed deposit account); false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The layout the shell asked for last; a window resize fits it again. */
let layout: { mode: 'mobile' | 'desktop'; layoutWidth: number } | null = null;

/**
 * Scales the root element (CSS zoom) so the layout fits the window: desktop browsers ignore the
 * viewport meta tag, so a 1366 px window shows the 1920 px layout at 0.71 instead of scrolling
 * sideways (app/CONTEXT.md "Viewport"). On phones and tablets the meta tag already made the
 * window as wide as the layout, and the factor is 1.
 */
function fitLayoutToWindow(): void {
  if (!layout) return;
  const zoom = layoutZoom(layout.mode, layout.layoutWidth, window.innerWidth);
  const value = zoom === 1 ? '' : String(zoom);
  if (document.documentElement.style.zoom !== value) document.documentElement.style.zoom = value;
}

/**
 * The meta tag of desktop mode on a phone or tablet: the layout width and the scale that shows
 * all of it. The scale is explicit because a tag changed after the first paint does not make
 * Chromium fit the page to the screen again (it stayed at scale 1, the header off screen).
 */
function desktopViewportContent(layoutWidth: number): string {
  const device = deviceWidth();
  const width = viewportMetaWidth(layoutWidth, device);
  return device > 0 && device < width ? `width=${width}, initial-scale=${(device / width).toFixed(4)}` : `width=${width}`;
}

/**
 * Spec 4/9 viewport: mobile pages are laid out at the device width, desktop pages at 1920 px
 * (the meta tag on phones and tablets, CSS zoom in desktop browsers narrower than 1920 px).
 */
export function setLayoutWidth(mode: 'mobile' | 'desktop', layoutWidth: number): void {
  const first = layout === null;
  layout = { mode, layoutWidth };
  const meta = document.querySelector('meta[name="viewport"]');
  const content = mode === 'mobile' ? 'width=device-width, initial-scale=1' : desktopViewportContent(layoutWidth);
  if (meta && meta.getAttribute('content') !== content) meta.setAttribute('content', content);
  if (first) window.addEventListener('resize', fitLayoutToWindow);
  fitLayoutToWindow();
  // A changed meta tag resizes the window only at the next frame on some devices: fit again then.
  requestAnimationFrame(fitLayoutToWindow);
}

/** Loads the page again (spec 4: after a password change, 'message, logout, reload'). */
export const reloadPage = (): void => window.location.reload();

/** When the last reload for a missing chunk happened (sessionStorage: it survives the reload). */
const STALE_CHUNK_RELOAD_KEY = 'staleChunkReloadAt';
const STALE_CHUNK_RELOAD_GAP_MS = 10_000;

/**
 * A page opened before a release asks for chunks of its own build, which the new build no longer
 * has (hashed names): the first time a page's chunk fails to load, Vite dispatches
 * `vite:preloadError`, and the page reloads to the new build instead of failing to draw it. At
 * most once in 10 s, so a chunk that is really missing shows the route's error page, not a loop.
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(window.sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < STALE_CHUNK_RELOAD_GAP_MS) return;
    window.sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`): work the member is not waiting for. */
export function whenIdle(task: () => void, timeoutMs = 3_000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 1);
}
