import type { Browser, Locator, Page } from 'playwright-core';
import { Decode } from '@bet/core/api';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD } from '@bet/server';
import { AdminDesk, must } from './api-session.js';
import { DESKTOP, hundredthsOf, MOBILE, waitForText, type Viewport } from './browser-kit.js';
import { launchChromium } from './chromium.js';
import { startSiteServer, type SiteServer, type SiteServerOptions } from './site-server.js';
import type { ShownPick } from './betting-flows.js';
import { logInInBrowser } from './member-flows.js';

/** Logs a seeded demo member (member01..05: level n, 1,000,000 won) in through the header. */
export async function logInDemoMember(page: Page, userId: string): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.userId === userId);
  if (!account) throw new Error(`${userId} is not a demo account`);
  await logInInBrowser(page, account.userId, account.password, account.nickname);
}

/**
 * Clicks, on /europe, the first price of each fixture card that `accept` takes (by its price
 * in hundredths), skipping fixtures in `skip`, until `count` picks are in the slip.
 */
export async function pickWhere(
  page: Page,
  count: number,
  accept: (price: number) => boolean,
  skip: readonly number[] = [],
): Promise<ShownPick[]> {
  const cards = page.getByTestId('fixture-card');
  await cards.first().waitFor({ state: 'visible' });
  const picks: ShownPick[] = [];
  const total = await cards.count();
  for (let i = 0; i < total && picks.length < count; i++) {
    const buttons = cards.nth(i).locator('[data-testid="odds-button"]:not([disabled])');
    const n = await buttons.count();
    for (let j = 0; j < n; j++) {
      const button = buttons.nth(j);
      const fixtureId = Number(await button.getAttribute('data-fixture-id'));
      if (skip.includes(fixtureId)) break;
      const price = hundredthsOf(await button.innerText());
      if (!accept(price)) continue;
      const oddsId = Number(await button.getAttribute('data-odds-id'));
      await button.click();
      await page.locator(`[data-testid="odds-button"][data-odds-id="${oddsId}"][aria-pressed="true"]`).waitFor({ state: 'visible' });
      picks.push({ fixtureId, oddsId, price });
      break;
    }
  }
  if (picks.length < count) throw new Error(`only ${picks.length} fixtures with an acceptable price on ${page.url()}`);
  return picks;
}

/** The stake field of a slip. */
export const stakeField = (slip: Locator): Locator => slip.getByTestId('bet-stake');

/** Empties the stake field as a person would (select all, delete), then types `text` key by key. */
export async function typeStakeKeyByKey(slip: Locator, text: string): Promise<void> {
  const field = stakeField(slip);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text, { delay: 30 });
}

/** One pick of the slip by its odds id. */
export const slipEntryOf = (slip: Locator, oddsId: number): Locator =>
  slip.locator(`[data-testid="bet-slip-entry"][data-odds-id="${oddsId}"]`);

/** Waits until a pick of the slip shows this price. */
export async function waitForSlipOdds(slip: Locator, oddsId: number, text: string): Promise<void> {
  await waitForText(slipEntryOf(slip, oddsId).getByTestId('bet-slip-odds'), new RegExp(`^${text.replace('.', '\\.')}$`));
}

const activeMembersDecoder = Decode.array(Decode.object({ id: Decode.integer, userId: Decode.string }));

/** The operator changes a member's level through the admin API (PUT /admin/members/{id}). */
export async function changeMemberLevel(apiUrl: string, userId: string, role: number): Promise<void> {
  const admin = await AdminDesk.open(apiUrl, 'admin', DEMO_ADMIN_PASSWORD);
  const members = await must(
    'list members',
    admin.api.call({
      method: 'GET',
      path: '/admin/members',
      query: { status: 'active', page: 1, perpage: 100 },
      decoder: activeMembersDecoder,
    }),
  );
  const member = members.find((m) => m.userId === userId);
  if (!member) throw new Error(`${userId} is not an active member: ${JSON.stringify(members)}`);
  await must(
    `level of ${userId}`,
    admin.api.call({ method: 'PUT', path: `/admin/members/${member.id}`, body: { role }, decoder: Decode.unknown }),
  );
}

/** What a slip browser test works with at one width. */
export interface SiteAtWidth {
  readonly browser: Browser;
  readonly site: SiteServer;
}

/**
 * The shared set-up of the slip's browser tests: Chromium once per file and, at 1920 and 425 px,
 * each width its own fresh site server (each bets on its own data). `body` declares the tests of
 * one width; `at()` gives the browser and the server inside them.
 */
export function atBothWidthsWithOwnSite(options: SiteServerOptions, body: (at: () => SiteAtWidth, viewport: Viewport) => void): void {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  describe.each([DESKTOP, MOBILE])('at $width px ($name)', (viewport) => {
    let site: SiteServer;
    beforeAll(async () => {
      site = await startSiteServer(options);
    });
    afterAll(async () => {
      await site?.close();
    });
    body(() => ({ browser, site }), viewport);
  });
}

/** Back to the board: on a phone the slip dialog covers it; its close button shuts it. */
export async function closeSlipDialog(page: Page, viewport: Viewport): Promise<void> {
  if (viewport.name !== 'mobile') return;
  const dialog = page.getByTestId('bet-slip-dialog');
  if (!(await dialog.isVisible())) return;
  await dialog.getByRole('button', { name: '닫기', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
