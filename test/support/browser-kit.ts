import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './paths.js';

/** How long one UI step may take on a loaded 2-core machine before the test says what it saw. */
export const UI_TIMEOUT_MS = 45_000;

export interface Viewport {
  readonly name: 'desktop' | 'mobile';
  readonly width: number;
  readonly height: number;
}

/** Spec 9: the layout switches at 1263 px and the mobile footer below 768 px; 425 is a large phone. */
export const DESKTOP: Viewport = { name: 'desktop', width: 1920, height: 1080 };
export const MOBILE: Viewport = { name: 'mobile', width: 425, height: 900 };

/**
 * A fresh context (its own cookies and storage) with the viewport, its clock set to the site's
 * (server) time and flowing. Page errors (uncaught exceptions in the site's code) are collected so
 * a test can assert there were none.
 */
export async function openSitePage(
  browser: Browser,
  site: { readonly baseUrl: string; readonly clock: { now(): number } },
  viewport: Viewport,
  /** Another context's cookies and storage (its login) to start from: the same person on another device. */
  from?: BrowserContext,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({
    ...(from ? { storageState: await from.storageState() } : {}),
    baseURL: site.baseUrl,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.name === 'mobile',
    hasTouch: viewport.name === 'mobile',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  await page.clock.install({ time: site.clock.now() });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The site runs under its production Content-Security-Policy (server/src/plugins/security-headers.ts):
  // anything it blocks is a broken part of a page, so it counts as a page error in every browser test.
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) pageErrors.push(`CSP: ${message.text()}`);
  });
  return { context, page, pageErrors };
}

/** Waits until the element shows this text (a string is matched as a substring). */
export async function waitForText(locator: Locator, text: string | RegExp, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await locator.filter({ hasText: text }).first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const seen = await locator.allInnerTexts().catch(() => ['(not found)']);
    throw new Error(
      `waited ${timeout} ms for ${String(locator)} to show ${String(text)}; it shows ${JSON.stringify(seen)}\n${String(error)}`,
      { cause: error },
    );
  }
}

/** The text of the element once it is visible, with whitespace collapsed. */
export async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor({ state: 'visible' });
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** The site's alert dialog (spec 2: title '알림 메세지'). */
export const alertDialog = (page: Page): Locator => page.getByRole('alertdialog', { name: '알림 메세지' });

/** Waits for the alert showing this text, presses OK and waits for it to close. */
export async function acceptAlert(page: Page, text: string | RegExp): Promise<void> {
  const alert = alertDialog(page);
  await waitForText(alert, text);
  await alert.getByRole('button', { name: '확인', exact: true }).click();
  await alert.waitFor({ state: 'detached' });
}

/**
 * Saves a screenshot as test-results/screenshots/<name>-<width>.png: the whole page, or only the
 * viewport (`fullPage: false`) where a fixed dialog would be lost in a long list.
 */
export async function saveScreenshot(page: Page, name: string, viewport: Viewport, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: 'disabled' });
  return path;
}

/** '90,000원' or '1.85' -> the integer it shows (won, or odds in hundredths). */
export function digitsOf(text: string): number {
  const digits = text.replace(/[^0-9]/g, '');
  if (digits === '') throw new Error(`no number in ${JSON.stringify(text)}`);
  return Number(digits);
}

/** Odds as shown ('1.85', '12.40') -> hundredths (185, 1240); refuses anything else. */
export function hundredthsOf(text: string): number {
  const m = /(\d+)\.(\d{2})\s*$/.exec(text.trim());
  if (!m) throw new Error(`not odds with two decimals: ${JSON.stringify(text)}`);
  return Number(m[1]) * 100 + Number(m[2]);
}
