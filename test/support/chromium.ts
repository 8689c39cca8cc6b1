import { accessSync, constants } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
// Where Chromium is and how it is started, shared with the browser benchmarks.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@bet/server/testing/chromium.js';

/** Why Chromium cannot run here, or null when it can. */
export function chromiumMissing(): string | null {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return null;
  } catch {
    return `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`;
  }
}

/**
 * `describe` for browser tests. Without Chromium they are skipped locally, with the reason in the
 * suite's name and on the console; in CI (`CI` set) they run anyway and fail at launch, because
 * CI installs Chromium and a missing browser there is a broken pipeline, not a reason to skip.
 */
export function describeInChromium(name: string, body: () => void): void {
  const missing = chromiumMissing();
  if (missing && !process.env.CI) {
    console.warn(`[e2e] skipping "${name}": ${missing}; CI runs it (CI=1 makes this a failure)`);
    describe.skip(`${name} (skipped: ${missing})`, body);
    return;
  }
  describe(name, body);
}

/**
 * Launches Chromium through playwright-core. Playwright gives every launch a fresh, temporary
 * user-data dir (removed on close); each test then opens its own contexts (own cookies).
 */
export async function launchChromium(): Promise<Browser> {
  const missing = chromiumMissing();
  if (missing) throw new Error(`${missing}. CI installs it in .ci/run; the browser tests never skip there.`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS], timeout: 60_000 });
}
