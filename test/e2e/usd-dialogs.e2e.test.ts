import type { Locator, Page } from 'playwright-core';
import { CHARGE_MESSAGES } from '@bet/core/charge';
import { memberBalances } from '@bet/server/ledger/balances.js';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { acceptAlert, DESKTOP, MOBILE, saveScreenshot, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { asMemberInBrowser, memberIdOf, useSiteInChromium } from '../support/site-in-chromium.js';

/** The seed's 100 USD, in micro-USDT. */
const OPENING_USDT = 100_000_000;
const WITHDRAWN_USD = 25;

/** A TRC-20 address (34 base58 characters starting with T: no 0), as the operator saves it for the member. */
const trxAddress = (n: number): string => `T${String(n).replace(/0/g, 'A').padStart(33, '9')}`;

/** Desktop: the header's buttons; phone: the right menu's '바로 열기' list. */
async function openUsdDialog(page: Page, viewport: Viewport, label: '테더충전' | '테더환전', title: string): Promise<Locator> {
  if (viewport === MOBILE) await page.getByRole('button', { name: '내 정보 열기' }).click();
  await page.getByRole('button', { name: label, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

/**
 * Issue 10: the USD withdrawal dialog (spec 2: network and crypto type, amount, the saved address
 * disabled and pre-filled, the red warning; the request opens a confirmation popup whose warning
 * figure differs for mobile and desktop) and the USD deposit dialog (spec 8's texts). The member
 * withdraws 25 USD typed key by key (the ledger holds it) and requests a TRC-20 deposit.
 */
describeInChromium('the USD withdrawal and deposit dialogs, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  it.each([
    { viewport: DESKTOP, userId: 'member01', device: 'desktop' },
    { viewport: MOBILE, userId: 'member03', device: 'mobile' },
  ])(
    'at $viewport.width px $userId withdraws USD through the confirmation and requests a deposit',
    async ({ viewport, userId, device }) => {
      const member = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
      const address = trxAddress(viewport.width);
      const { site } = at();
      await site.db.query('UPDATE members SET blockchain_url = $2 WHERE user_id = $1', [userId, address]);
      const memberId = await memberIdOf(site, userId);
      await asMemberInBrowser(at(), viewport, member, async (page) => {
        const withdraw = await openUsdDialog(page, viewport, '테더환전', '테더 출금신청');
        const addressField = withdraw.getByTestId('usd-withdraw-address');
        expect(await addressField.isDisabled()).toBe(true);
        expect(await addressField.inputValue()).toBe(address);
        expect(await withdraw.getByTestId('usd-withdraw-warning').isVisible()).toBe(true);
        await withdraw.getByTestId('usd-withdraw-submit').click();
        await acceptAlert(page, CHARGE_MESSAGES.usdWithdrawalNetworkRequired);
        await withdraw.getByTestId('usd-withdraw-network').selectOption('trx');
        await withdraw.getByTestId('usd-withdraw-token').selectOption('USDT');
        await withdraw.getByTestId('usd-withdraw-amount').pressSequentially(String(WITHDRAWN_USD));
        await withdraw.getByTestId('usd-withdraw-submit').click();
        // The confirmation popup with the warning figure of this device.
        const popup = page.getByTestId('usd-withdraw-confirm-popup');
        await popup.waitFor({ state: 'visible' });
        expect(await popup.getAttribute('data-variant')).toBe(device);
        await saveScreenshot(page, 'usd-withdraw-confirm', viewport, { fullPage: false });
        await page.getByTestId('usd-withdraw-confirm').click();
        await acceptAlert(page, CHARGE_MESSAGES.withdrawalDone);

        const held = await memberBalances(site.db, memberId);
        expect({ usdt: held.usdt, usdt_hold: held.usdt_hold }).toEqual({
          usdt: OPENING_USDT - WITHDRAWN_USD * 1_000_000,
          usdt_hold: WITHDRAWN_USD * 1_000_000,
        });
        const requests = await site.db.query<Record<string, unknown>>(
          'SELECT deposit_mode, charge_type, amount, network, token, status FROM charge_requests WHERE member_id = $1 ORDER BY id',
          [memberId],
        );
        expect(requests.rows.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
          { deposit_mode: 1, charge_type: 1, amount: WITHDRAWN_USD * 1_000_000, network: 'trx', token: 'USDT', status: 0 },
        ]);
        await withdraw.getByRole('button', { name: '닫기' }).first().click();
        await withdraw.waitFor({ state: 'detached' });

        const deposit = await openUsdDialog(page, viewport, '테더충전', '테더 입금신청');
        await deposit.getByTestId('usd-deposit-network').selectOption('trx');
        await deposit.getByTestId('usd-deposit-token').selectOption('USDT');
        // A person clicks the field (showing 0) and types: the amount is what was typed.
        const amount = deposit.getByTestId('usd-deposit-amount');
        await amount.click();
        await amount.pressSequentially('10000');
        await expect(amount.inputValue()).resolves.toBe('10,000');
        await deposit.getByTestId('usd-deposit-submit').click();
        await acceptAlert(page, CHARGE_MESSAGES.usdDepositDone);
        const deposits = await site.db.query<{ network: string; token: string }>(
          'SELECT network, token FROM charge_requests WHERE member_id = $1 AND deposit_mode = 0 AND charge_type = 1',
          [memberId],
        );
        expect(deposits.rows).toEqual([{ network: 'trx', token: 'USDT' }]);
      });
    },
  );
});
