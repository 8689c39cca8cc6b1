/** The browser benchmarks' Chromium (the one the browser tests use) and the demo member they log in as. */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/testing/chromium.js';

/** The seeded demo member the browser benchmarks log in as. */
export const BENCH_MEMBER = { userId: 'member01', password: 'test1234' } as const;

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
