/**
 * The machine's Chromium for the browser tests (test/support/chromium.ts) and the browser
 * benchmarks (server/bench/bench-browser.ts): Debian's package, never a downloaded browser.
 * CHROMIUM_PATH points elsewhere.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, reproducible headless run in a container (no sandbox, no background traffic). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
