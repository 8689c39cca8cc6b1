import type { Page } from 'playwright-core';
import { POPUPS_MESSAGES } from '@bet/core/popups';
import { DESKTOP, MOBILE, openSitePage } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ids of the site popups on screen (all at 1920 px; on a phone the one shown, with the 'n / total' counter). */
async function shownPopups(page: Page): Promise<{ ids: string[]; counter: string | null }> {
  const popups = page.getByTestId('site-popup');
  await popups.first().waitFor({ state: 'visible' });
  const ids = await popups.evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-popup-id') ?? ''));
  const counter = page.getByTestId('site-popup-counter');
  return { ids, counter: (await counter.count()) > 0 ? await counter.innerText() : null };
}

/**
 * Issue 10: site popups with the snooze choice (spec 9: the 'do not open today' variant, one day
 * from the click). A visitor snoozes the first popup: it stays away after a reload, the others
 * still show; a day later (the page's clock moved on) it is back.
 */
describeInChromium('site popup snooze, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  it.each([DESKTOP, MOBILE])('at $width px a snoozed popup stays away for a day, the others do not', async (viewport) => {
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    try {
      await page.goto('/');
      const first = await shownPopups(page);
      const total = viewport === DESKTOP ? first.ids.length : Number(first.counter!.split(' / ')[1]);
      expect(total).toBeGreaterThan(1);
      const snoozed = first.ids[0]!;
      const snooze = page.locator(`[data-testid="site-popup"][data-popup-id="${snoozed}"]`).getByTestId('site-popup-snooze');
      expect(await snooze.innerText()).toBe(POPUPS_MESSAGES.doNotOpenToday);
      await snooze.click();
      await page.locator(`[data-testid="site-popup"][data-popup-id="${snoozed}"]`).waitFor({ state: 'detached' });

      await page.reload();
      const after = await shownPopups(page);
      expect(after.ids).not.toContain(snoozed);
      if (viewport === DESKTOP) expect(after.ids).toHaveLength(total - 1);
      // The counter shows only while more than one popup waits.
      else expect(after.counter).toBe(total - 1 > 1 ? `1 / ${total - 1}` : null);

      // A day and a minute later the snooze has run out.
      await page.clock.setSystemTime(site.clock.now() + DAY_MS + 60_000);
      await page.reload();
      const nextDay = await shownPopups(page);
      expect(nextDay.ids[0]).toBe(snoozed);
      if (viewport === MOBILE) expect(nextDay.counter).toBe(`1 / ${total}`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
