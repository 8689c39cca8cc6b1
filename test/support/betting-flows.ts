import type { Locator, Page } from 'playwright-core';
import { hundredthsOf, type Viewport } from './browser-kit.js';

/** One pick taken from the /europe list: ids from the button, price as shown. */
export interface ShownPick {
  readonly fixtureId: number;
  readonly oddsId: number;
  /** Hundredths (2.32 -> 232), read from the button. */
  readonly price: number;
}

/**
 * Clicks the first selectable price of each of the first `count` fixture cards that offer one
 * (two picks from two fixtures: the slip refuses two picks of one fixture's market).
 */
export async function pickFromDifferentFixtures(page: Page, count: number): Promise<ShownPick[]> {
  const cards = page.getByTestId('fixture-card');
  await cards.first().waitFor({ state: 'visible' });
  const picks: ShownPick[] = [];
  const total = await cards.count();
  for (let i = 0; i < total && picks.length < count; i++) {
    const button = cards.nth(i).locator('[data-testid="odds-button"]:not([disabled])').first();
    if ((await button.count()) === 0) continue;
    const pick: ShownPick = {
      fixtureId: Number(await button.getAttribute('data-fixture-id')),
      oddsId: Number(await button.getAttribute('data-odds-id')),
      price: hundredthsOf(await button.innerText()),
    };
    await button.click();
    await page.locator(`[data-testid="odds-button"][data-odds-id="${pick.oddsId}"][aria-pressed="true"]`).waitFor({ state: 'visible' });
    picks.push(pick);
  }
  if (picks.length < count) throw new Error(`only ${picks.length} fixtures with a selectable price on ${page.url()}`);
  return picks;
}

/** The slip as the viewport shows it: the right-hand panel on desktop, the footer's dialog on mobile. */
export async function openBetSlip(page: Page, viewport: Viewport): Promise<Locator> {
  if (viewport.name === 'mobile') {
    const dialog = page.getByTestId('bet-slip-dialog');
    if (!(await dialog.isVisible()))
      await page
        .getByLabel('하단 메뉴')
        .getByRole('button', { name: /^베팅\s*\d/ })
        .click();
    await dialog.waitFor({ state: 'visible' });
    return dialog.getByTestId('bet-slip');
  }
  const panel = page.getByTestId('bet-slip').filter({ visible: true }).first();
  await panel.waitFor({ state: 'visible' });
  return panel;
}

/** Types a stake into the slip (replacing what is there). */
export async function setStake(slip: Locator, stake: number): Promise<void> {
  await slip.getByTestId('bet-stake').fill(String(stake));
}

/** Total odds of legs in hundredths: the product floored to two decimals (spec 4). */
export function expectedTotalOdds(prices: readonly number[]): number {
  let product = 1n;
  for (const p of prices) product *= BigInt(p);
  return Number(product / 100n ** BigInt(prices.length - 1));
}

/** Stake x total odds floored to whole won. */
export const expectedPayout = (stake: number, totalHundredths: number): number => Number((BigInt(stake) * BigInt(totalHundredths)) / 100n);

/** 489 -> '4.89'. */
export const oddsText = (hundredths: number): string => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
