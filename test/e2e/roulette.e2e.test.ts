import type { Locator, Page } from 'playwright-core';
import { ROULETTE_MESSAGES, rouletteOutcomeOf, rouletteResultText, type RouletteKind } from '@bet/core/roulette';
import { memberBalances } from '@bet/server/ledger/balances.js';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { acceptAlert, alertDialog, DESKTOP, MOBILE, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { AdminDesk } from '../support/api-session.js';
import { requestDeposit } from '../support/member-flows.js';
import { asMemberInBrowser, memberIdOf, useSiteInChromium } from '../support/site-in-chromium.js';
import type { SiteServer } from '../support/site-server.js';

/** The seed gives every demo member 3 normal and 1 VIP coupon and 5,000 points. */
const OPENING = { normal: 3, vip: 1, point: 5_000 } as const;

/** Desktop: the sidebar's 룰렛 (on a page with the sidebar); phone: the right menu's 일반 룰렛. */
async function openNormalRoulette(page: Page, viewport: Viewport): Promise<Locator> {
  if (viewport === DESKTOP) {
    await page.getByRole('link', { name: '마이페이지', exact: true }).first().click();
    await page.waitForURL(/\/mypage\/join_info$/);
    await page.getByRole('button', { name: '룰렛', exact: true }).first().click();
  } else {
    await page.getByRole('button', { name: '내 정보 열기' }).click();
    await page.getByRole('button', { name: '일반 룰렛', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: '일반 룰렛' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

interface Stored {
  readonly coupons: { normal: number; vip: number };
  readonly lastSpin: { value: number; name: string; coupon_type: number } | null;
  readonly point: number;
}

async function storedFor(site: SiteServer, userId: string): Promise<Stored> {
  const id = await memberIdOf(site, userId);
  const coupons = (
    await site.db.query<{ normal: number; vip: number }>('SELECT normal, vip FROM roulette_coupons WHERE member_id = $1', [id])
  ).rows[0]!;
  const spins = await site.db.query<{ value: number; name: string; coupon_type: number }>(
    'SELECT value, name, coupon_type FROM roulette_spins WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [id],
  );
  return {
    coupons: { normal: Number(coupons.normal), vip: Number(coupons.vip) },
    lastSpin: spins.rows[0]
      ? { ...spins.rows[0], value: Number(spins.rows[0].value), coupon_type: Number(spins.rows[0].coupon_type) }
      : null,
    point: (await memberBalances(site.db, id)).point,
  };
}

/** Points a stored spin credits (a miss and the VIP-coupon prize credit none). */
const pointsOf = (spin: { value: number; name: string }): number => {
  const outcome = rouletteOutcomeOf(spin);
  return outcome.kind === 'points' ? outcome.amount : 0;
};

/** VIP coupons a stored spin grants (the VIP-coupon prize: one). */
const vipCouponsOf = (spin: { value: number; name: string }): number => (rouletteOutcomeOf(spin).kind === 'prize' ? 1 : 0);

/**
 * After a press of spin: the result alert says what the server drew and recorded, and the
 * ledger credited its points. Returns the stored state after it.
 */
async function expectResult(page: Page, site: SiteServer, userId: string, kind: RouletteKind, before: Stored): Promise<Stored> {
  await alertDialog(page).waitFor({ state: 'visible' });
  const after = await storedFor(site, userId);
  expect(after.lastSpin?.coupon_type).toBe(kind === 'vip' ? 2 : 1);
  expect(after.point - before.point).toBe(pointsOf(after.lastSpin!));
  await acceptAlert(page, rouletteResultText(after.lastSpin!));
  return after;
}

/**
 * Issue 10: the normal and VIP roulette (spec 2: opening one closes the other, the spin button
 * shows the coupon count; spec 8: '룰렛을 돌리고 있습니다.' for a second press while spinning, the
 * result texts). A member opens the normal wheel, presses spin twice, reads the result the server
 * drew, sees one coupon fewer, switches to the VIP wheel and spends its coupon; the server holds
 * the spins, the coupons and the points.
 */
describeInChromium('the roulette dialogs, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  it.each([
    { viewport: DESKTOP, userId: 'member01' },
    { viewport: MOBILE, userId: 'member03' },
  ])('at $viewport.width px $userId spins the normal wheel, then the VIP one', async ({ viewport, userId }) => {
    const member = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
    const { site } = at();
    await asMemberInBrowser(at(), viewport, member, async (page) => {
      const normal = await openNormalRoulette(page, viewport);
      await waitForText(normal.getByTestId('roulette-coupons'), `보유 쿠폰: 일반 ${OPENING.normal}장 · VIP ${OPENING.vip}장`);
      await waitForText(normal.getByTestId('roulette-spin'), ROULETTE_MESSAGES.spinButton(OPENING.normal));
      // An ordinary member (type 0) has no accumulated-coupon button (spec 6).
      expect(await normal.getByTestId('roulette-claim').count()).toBe(0);
      // The commitment reads as a person reads it: first and last 8 digits, the whole hash folded
      // under 전체 보기, never the raw 64 digits in the dialog's text (issue 29).
      await waitForText(normal.getByTestId('roulette-commitment-short'), /^[0-9a-f]{8}…[0-9a-f]{8}$/);
      expect(await normal.getByTestId('roulette-commitment-full').isVisible()).toBe(false);
      expect(await normal.innerText()).not.toMatch(/[0-9a-f]{64}/);
      await saveScreenshot(page, 'roulette-normal', viewport, { fullPage: false });

      // A second press while the wheel turns is answered, not sent (one coupon is spent).
      const opening = await storedFor(site, userId);
      await normal.getByTestId('roulette-spin').click();
      await normal.getByTestId('roulette-spin').click();
      await acceptAlert(page, ROULETTE_MESSAGES.spinning);
      const afterNormal = await expectResult(page, site, userId, 'normal', opening);
      expect(afterNormal.coupons).toEqual({ normal: OPENING.normal - 1, vip: OPENING.vip + vipCouponsOf(afterNormal.lastSpin!) });
      await waitForText(normal.getByTestId('roulette-spin'), ROULETTE_MESSAGES.spinButton(OPENING.normal - 1));

      // The VIP tab closes this wheel and opens the other (spec 2: one roulette at a time).
      await normal.getByRole('tab', { name: 'VIP 룰렛' }).click();
      const vip = page.getByRole('dialog', { name: 'VIP 룰렛' });
      await vip.waitFor({ state: 'visible' });
      expect(await page.getByRole('dialog', { name: '일반 룰렛' }).count()).toBe(0);
      await waitForText(vip.getByTestId('roulette-spin'), ROULETTE_MESSAGES.spinButton(afterNormal.coupons.vip));
      await vip.getByTestId('roulette-spin').click();
      const afterVip = await expectResult(page, site, userId, 'vip', afterNormal);
      expect(afterVip.coupons).toEqual({
        normal: afterNormal.coupons.normal,
        vip: afterNormal.coupons.vip - 1 + vipCouponsOf(afterVip.lastSpin!),
      });
      await waitForText(vip.getByTestId('roulette-spin'), ROULETTE_MESSAGES.spinButton(afterVip.coupons.vip));
      await saveScreenshot(page, 'roulette-vip', viewport, { fullPage: false });
    });
  });

  /**
   * Spec 6: users whose type is not 0 (partners, recommenders) see the accumulated-coupon button.
   * After an approved 100,000 won deposit, it grants one normal coupon with the server's text; a
   * second press has nothing left to grant.
   */
  it.each([
    { viewport: DESKTOP, userId: 'partner01' },
    { viewport: MOBILE, userId: 'recomm01' },
  ])('at $viewport.width px $userId claims the coupon a deposit earned', async ({ viewport, userId }) => {
    const member = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
    const { site } = at();
    const memberId = await memberIdOf(site, userId);
    await asMemberInBrowser(at(), viewport, member, async (page) => {
      await requestDeposit(page, 100_000);
      await (await AdminDesk.open(site.apiUrl, 'admin', 'admin1234!')).approveWaitingCharge(memberId, 100_000);
      await page.goto('/');
      const normal = await openNormalRoulette(page, viewport);
      await waitForText(normal.getByTestId('roulette-spin'), ROULETTE_MESSAGES.spinButton(OPENING.normal));
      await normal.getByRole('button', { name: '적립 쿠폰 받기', exact: true }).click();
      await acceptAlert(page, '룰렛 쿠폰이 지급되었습니다. (일반 1장, VIP 0장)');
      await waitForText(normal.getByTestId('roulette-spin'), ROULETTE_MESSAGES.spinButton(OPENING.normal + 1));
      expect((await storedFor(site, userId)).coupons).toEqual({ normal: OPENING.normal + 1, vip: OPENING.vip });
      await normal.getByRole('button', { name: '적립 쿠폰 받기', exact: true }).click();
      await acceptAlert(page, '지급할 룰렛 쿠폰이 없습니다.');
      expect((await storedFor(site, userId)).coupons).toEqual({ normal: OPENING.normal + 1, vip: OPENING.vip });
      await saveScreenshot(page, 'roulette-claim', viewport, { fullPage: false });
    });
  });
});
