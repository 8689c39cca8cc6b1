/**
 * The browser benchmarks' Chromium (the machine's own: CHROMIUM_PATH, default /usr/bin/chromium,
 * never a downloaded one) and the demo member they log in as.
 */
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The seeded demo member the browser benchmarks log in as. */
export const BENCH_MEMBER = { userId: 'member01', password: 'test1234' } as const;

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}
