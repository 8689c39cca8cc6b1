/**
 * The in-play benchmark's probes inside the page (server/bench/inplay-browser.ts): long tasks,
 * animation frames, the odds frames the slip streams deliver and the delay from a press on a price
 * to the slip showing it; and the calls that read them. Prints nothing, asserts nothing.
 */
import type { Page } from 'playwright-core';

/** A press whose pick the slip has not shown after this long counts as not shown. */
export const CLICK_TIMEOUT_MS = 5_000;

/**
 * Installed before the site's scripts (plain browser JavaScript: the server project has no DOM
 * types): long tasks, animation frames, odds frames of the slip streams, and click-to-slip delays.
 * `window.__bench.read()` returns the figures, `reset()` starts a new window, `shown()` counts
 * what /inplay draws.
 */
export const PAGE_PROBES = `(() => {
  const b = { longTasks: [], longTaskAt: [], windowStart: 0, frames: [], oddsFrames: 0, oddsRows: 0, clicks: [], failedClicks: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) { b.longTasks.push(e.duration); b.longTaskAt.push(e.startTime - b.windowStart); } })
    .observe({ type: 'longtask', buffered: true });
  const frame = (t) => { b.frames.push(t); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  // Counts the odds frames the page's slip streams deliver (adds a listener, changes nothing).
  const NativeEventSource = window.EventSource;
  window.EventSource = class extends NativeEventSource {
    constructor(url, init) {
      super(url, init);
      // A frame carries one market's moved rows (or one row): rows counted by their price field.
      if (String(url).includes('slip-stream')) this.addEventListener('odds', (e) => { b.oddsFrames += 1; b.oddsRows += String(e.data).split('"betPrice"').length - 1; });
    }
  };
  // A press on a price: from the input event's timestamp to the first frame after the slip shows the pick.
  document.addEventListener('pointerdown', (event) => {
    const button = event.target && event.target.closest ? event.target.closest('[data-testid="odds-button"]') : null;
    const oddsId = button ? button.getAttribute('data-odds-id') : null;
    if (!oddsId || button.getAttribute('aria-pressed') === 'true') return;
    const started = event.timeStamp;
    const selector = '[data-testid="bet-slip-entry"][data-odds-id="' + oddsId + '"]';
    // Watched as the DOM changes, not once per frame: under load the bench may take the pick out
    // again before the next frame runs, and a check per frame would miss it.
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => b.clicks.push(performance.now() - started));
    });
    const timeout = setTimeout(() => { observer.disconnect(); b.failedClicks += 1; }, ${CLICK_TIMEOUT_MS});
    observer.observe(document.body, { childList: true, subtree: true });
  }, { capture: true });
  const markets = () => [...document.querySelectorAll('[data-testid="inplay-fixture"] > [aria-label]')];
  window.__bench = {
    read: () => JSON.parse(JSON.stringify(b)),
    reset: () => { b.windowStart = performance.now(); b.longTasks.length = 0; b.longTaskAt.length = 0; b.frames.length = 0; b.clicks.length = 0; b.oddsFrames = 0; b.oddsRows = 0; b.failedClicks = 0; },
    shown: () => ({
      fixtures: document.querySelectorAll('[data-testid="inplay-fixture"]').length,
      markets: markets().length,
      marketsInView: markets().filter((el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < window.innerHeight; }).length,
      prices: document.querySelectorAll('[data-testid="inplay-fixture"] [data-testid="odds-button"]').length,
    }),
  };
})();`;

export interface Probes {
  readonly longTasks: number[];
  /** When each long task began, ms into the measured window (same order as longTasks). */
  readonly longTaskAt: number[];
  readonly frames: number[];
  readonly oddsFrames: number;
  readonly oddsRows: number;
  readonly clicks: number[];
  readonly failedClicks: number;
}
interface Shown {
  readonly fixtures: number;
  readonly markets: number;
  readonly marketsInView: number;
  readonly prices: number;
}
/** The page answers between its own tasks: a page that cannot keep up answers late or never. */
const EVALUATE_TIMEOUT_MS = 60_000;
export async function inPage<T>(page: Page, expression: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the page did not run "${expression}" within ${EVALUATE_TIMEOUT_MS / 1000} s: its main thread is saturated`)),
      EVALUATE_TIMEOUT_MS,
    );
  });
  try {
    return (await Promise.race([page.evaluate(expression), late])) as T;
  } finally {
    clearTimeout(timer);
  }
}
export const readProbes = (page: Page): Promise<Probes> => inPage<Probes>(page, 'window.__bench.read()');
export const resetProbes = (page: Page): Promise<void> => inPage<void>(page, 'window.__bench.reset()');
export const shownOn = (page: Page): Promise<Shown> => inPage<Shown>(page, 'window.__bench.shown()');

/** "3.2 s (51 ms), 17.9 s (55 ms)": when the long tasks over 50 ms began in the window. */
const f1 = (n: number): string => n.toFixed(1);

export const longTaskTimes = (p: Probes): string =>
  p.longTasks
    .map((d, i) => [d, p.longTaskAt[i] ?? 0] as const)
    .filter(([d]) => d > 50)
    .map(([d, at]) => `${f1(at / 1000)} s (${f1(d)} ms)`)
    .join(', ');
