import { apiError } from '../../shared/domain/api-error.js';
import { fail } from '../../shared/domain/result.js';
import type { ConversionMinimumPolicy } from '../domain/conversion.js';
import { MoneyConversionViewModel } from './money-conversion.view-model.js';
import { chargeMember, chargeScreenDeps, chargeSettings, serverFailure, settle, watch } from './testing/fake-charge-gateway.js';

function setup(opts: { rate?: number; policy?: ConversionMinimumPolicy } = {}) {
  const policy = opts.policy === undefined ? {} : { conversionMinimumPolicy: opts.policy };
  const deps = chargeScreenDeps(chargeMember(), chargeSettings(policy));
  if (opts.rate !== undefined) deps.gateway.rate = opts.rate;
  const vm = new MoneyConversionViewModel(deps);
  const view = watch(vm.state$);
  return { ...deps, vm, view };
}

describe('MoneyConversionViewModel', () => {
  it('shows the balances, the minimum note and the default rate until the live one loads', async () => {
    const { gateway, view } = setup({ rate: 1385.5 });
    const release = gateway.hold('loadExchangeRate');
    expect(view.last).toMatchObject({ rateText: '1,500', rateLoaded: false });
    release({ ok: true, value: 1385.5 });
    await settle();
    expect(view.last).toMatchObject({
      usdtText: '25.5',
      emoneyText: '1,000,000',
      pointText: '3,000',
      minimumNote: '최소 전환금액: 10,000원 / 1 USD',
      rateText: '1,385.5',
      rateLoaded: true,
    });
  });

  it('polls the rate every 5 seconds and keeps the last good one when a poll fails', async () => {
    const { gateway, clock, view } = setup();
    await settle();
    gateway.reply('loadExchangeRate', fail(apiError('transport', 'x')));
    clock.advance(5_000);
    await settle();
    gateway.reply('loadExchangeRate', { ok: true, value: -3 });
    clock.advance(5_000);
    await settle();
    expect(gateway.argsOf('loadExchangeRate')).toHaveLength(3);
    expect(view.last).toMatchObject({ rateText: '1,500', rateLoaded: true });
  });

  it("reads the rate on opening as the member's call and marks the poll's reads as background polls", async () => {
    const { gateway, clock } = setup();
    await settle();
    clock.advance(5_000);
    await settle();
    // An open dialog must not keep an idle member's session alive (docs/api-conventions.md).
    expect(gateway.inBackground.loadExchangeRate).toEqual([false, true]);
  });

  it("switches mode, clearing the amount, with that mode's quick-adds and MAX", async () => {
    const { vm, view } = setup();
    await settle();
    expect(view.last).toMatchObject({ mode: 1, quickAmounts: [10, 30, 50, 100, 500], quickUnit: 'USD' });
    vm.addQuickAmount(10);
    vm.addQuickAmount(0.5);
    expect(view.last).toMatchObject({ amountText: '10.5', receiveText: '15,750' });
    vm.setMode(1);
    expect(view.last.amountText).toBe('10.5');
    vm.setMode(2);
    expect(view.last).toMatchObject({ mode: 2, amountText: '', quickAmounts: [10_000, 30_000, 50_000, 100_000, 500_000], quickUnit: '원' });
    vm.setAmount('15000');
    expect(view.last).toMatchObject({ amountText: '15,000', receiveText: '10' });
    vm.fillMax();
    expect(view.last.amountText).toBe('1,000,000');
    vm.setMode(3);
    vm.fillMax();
    expect(view.last).toMatchObject({ amountText: '3,000', receiveText: '3,000', quickUnit: 'P' });
    vm.setAmount('abc');
    expect(view.last.receiveText).toBeNull();
  });

  it('converts USD to won with the micro-USDT amount and says so', async () => {
    const { gateway, vm, view, refreshes } = setup();
    await settle();
    vm.setAmount('12.345678');
    vm.submit();
    vm.submit();
    await settle();
    expect(gateway.argsOf('convertUsdToWon')).toEqual([{ amount: 12_345_678 }]);
    expect(view.last).toMatchObject({ amountText: '', alert: { tone: 'success', message: '전환에 성공했습니다.' } });
    expect(refreshes()).toBe(1);
  });

  it('converts won to USD with the won amount', async () => {
    const { gateway, vm } = setup();
    await settle();
    vm.setMode(2);
    vm.setAmount('10,000');
    vm.submit();
    await settle();
    expect(gateway.argsOf('convertWonToUsd')).toEqual([{ amount: 10_000 }]);
  });

  it("converts points with the member's updatedAt and says 포인트 전환성공", async () => {
    const { gateway, vm, view } = setup();
    await settle();
    vm.setMode(3);
    vm.setAmount('500');
    vm.submit();
    await settle();
    expect(gateway.argsOf('convertPointsToCash')).toEqual([{ memberId: 7, point: 500, userUpdatedAt: '2026-11-22 11:00:00' }]);
    expect(view.last.alert).toEqual({ tone: 'success', message: '포인트 전환성공' });
  });

  it("shows each mode's failure text when the server gives none, and the server's when it does", async () => {
    const { gateway, vm, view } = setup();
    await settle();
    gateway.reply('convertUsdToWon', fail(apiError('transport', 'x')));
    vm.setAmount('1');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('머니 전환에 실패했습니다.');
    vm.setMode(3);
    vm.setAmount('1');
    gateway.reply('convertPointsToCash', fail(apiError('transport', 'x')));
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    gateway.reply('convertPointsToCash', serverFailure('포인트 정보가 변경되었습니다.', 409));
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('포인트 정보가 변경되었습니다.');
    vm.dismissAlert();
    expect(view.last.alert).toBeNull();
  });

  it('refuses what the rules refuse without calling the server', async () => {
    const { gateway, vm, view } = setup();
    await settle();
    vm.setMode(3);
    vm.setAmount('0');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('포인트가 부족합니다. 최소 전환 포인트는 1원입니다.');
    expect(gateway.calls.filter((c) => c.method !== 'loadExchangeRate')).toEqual([]);
  });

  it("enforces the shown minimums only while the site's settings say so", async () => {
    const lax = setup();
    const strict = setup({ policy: 'enforced' });
    await settle();
    for (const { vm } of [lax, strict]) {
      vm.setMode(2);
      vm.setAmount('5,000');
      vm.submit();
    }
    await settle();
    expect(lax.gateway.argsOf('convertWonToUsd')).toHaveLength(1);
    expect(lax.view.last.alert?.message).toBe('전환에 성공했습니다.');
    expect(strict.view.last.alert?.message).toBe('최소 10,000원부터 전환 가능합니다.');
    expect(strict.gateway.argsOf('convertWonToUsd')).toEqual([]);
  });

  it('refuses under 1 USD when enforced, and sends exactly 1 USD and 10,000 won', async () => {
    const { vm, view, gateway } = setup({ policy: 'enforced' });
    await settle();
    vm.setAmount('0.999999');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('최소 1 USD부터 전환 가능합니다.');
    expect(gateway.argsOf('convertUsdToWon')).toEqual([]);
    vm.dismissAlert();
    vm.setAmount('1');
    vm.submit();
    await settle();
    vm.setMode(2);
    vm.setAmount('10,000');
    vm.submit();
    await settle();
    expect(gateway.argsOf('convertUsdToWon')).toEqual([{ amount: 1_000_000 }]);
    expect(gateway.argsOf('convertWonToUsd')).toEqual([{ amount: 10_000 }]);
  });

  it("follows the operator's switch while the dialog is open", async () => {
    const { vm, view, gateway, settings$ } = setup();
    await settle();
    settings$.next(chargeSettings({ conversionMinimumPolicy: 'enforced' }));
    vm.setMode(2);
    vm.setAmount('9,999');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('최소 10,000원부터 전환 가능합니다.');
    vm.dismissAlert();
    settings$.next(chargeSettings({ conversionMinimumPolicy: 'display-only' }));
    vm.submit();
    await settle();
    expect(gateway.argsOf('convertWonToUsd')).toEqual([{ amount: 9_999 }]);
  });
});
