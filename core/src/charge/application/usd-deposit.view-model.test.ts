import { apiError } from '../../shared/domain/api-error.js';
import { fail, ok } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { UsdDepositViewModel } from './usd-deposit.view-model.js';
import { chargeMember, chargeSettings, FakeChargeGateway, serverFailure, settle, subjects, watch } from './testing/fake-charge-gateway.js';

function setup(settings = chargeSettings()) {
  const gateway = new FakeChargeGateway();
  const { member$, settings$ } = subjects(chargeMember(), settings);
  const vm = new UsdDepositViewModel({ gateway, clock: new FakeClock(), member$, settings$ });
  const view = watch(vm.state$);
  return { gateway, vm, view };
}

describe('UsdDepositViewModel', () => {
  describe('the tether deposit link (spec 5: https only; spec 9: a new window)', () => {
    it("asks for the member's link once and shows an https one", async () => {
      const { gateway, view } = setup();
      await settle();
      expect(gateway.argsOf('loadTetherDepositUrl')).toEqual([7]);
      expect(view.last.depositLink).toBe('https://pay.example.com/tether?member=7');
    });

    it('shows no link for a link that is not https, a refusal or a broken call', async () => {
      for (const answer of [ok('http://pay.example.com/tether'), ok('javascript:alert(1)'), serverFailure('테더 입출금 점검중입니다.')]) {
        const gateway = new FakeChargeGateway().reply('loadTetherDepositUrl', answer);
        const { member$, settings$ } = subjects(chargeMember(), chargeSettings());
        const view = watch(new UsdDepositViewModel({ gateway, clock: new FakeClock(), member$, settings$ }).state$);
        await settle();
        expect(view.last.depositLink).toBeNull();
      }
      const gateway = new FakeChargeGateway().reply('loadTetherDepositUrl', () => Promise.reject(new Error('network')));
      const { member$, settings$ } = subjects(chargeMember(), chargeSettings());
      const view = watch(new UsdDepositViewModel({ gateway, clock: new FakeClock(), member$, settings$ }).state$);
      await settle();
      expect(view.last.depositLink).toBeNull();
    });
  });

  it('opens on eth with no token and amount 0, without the trx-only parts', () => {
    const { view } = setup();
    expect(view.last).toMatchObject({
      status: 'editing',
      network: 'eth',
      token: '',
      amountText: '0',
      tokens: ['USDT', 'USDC'],
      showAmount: false,
      canCancelLatest: false,
    });
  });

  it('empties the token when the network changes, and shows the trx amount with quick-adds', () => {
    const { vm, view } = setup();
    vm.setToken('USDC');
    vm.setNetwork('eth');
    expect(view.last.token).toBe('USDC');
    vm.setNetwork('trx');
    expect(view.last).toMatchObject({ token: '', tokens: ['USDT'], showAmount: true, canCancelLatest: true });
    vm.addQuickAmount(10_000);
    vm.addQuickAmount(1_000_000);
    expect(view.last.amountText).toBe('1,010,000');
    vm.clearAmount();
    expect(view.last.amountText).toBe('0');
    vm.setAmount('2500');
    expect(view.last.amountText).toBe('2,500');
    vm.setAmount('x');
    vm.addQuickAmount(10_000);
    expect(view.last.amountText).toBe('10,000');
  });

  it('asks for the token and the trx amount', async () => {
    const { vm, view } = setup();
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('입금할 코인 종류를 선택해주세요.');
    vm.setNetwork('trx');
    vm.setToken('USDT');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('입금 금액을 입력해주세요.');
  });

  it('sends the request once and tells the member to go ahead with the deposit', async () => {
    const { gateway, vm, view } = setup();
    vm.setNetwork('trx');
    vm.setToken('USDT');
    vm.setAmount('100');
    vm.submit();
    vm.submit();
    await settle();
    expect(gateway.argsOf('requestUsdDeposit')).toEqual([{ network: 'trx', token: 'USDT', depositAmount: 100_000_000 }]);
    expect(view.last.alert).toEqual({ tone: 'success', message: '입금신청이 완료되었습니다. 입금을 진행해주세요.' });
  });

  it("shows the server's text, else an unexpected-problem text, on failure", async () => {
    const { gateway, vm, view } = setup();
    vm.setToken('USDT');
    gateway.reply('requestUsdDeposit', serverFailure('이미 진행 중인 입금신청이 있습니다.', 409));
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('이미 진행 중인 입금신청이 있습니다.');
    gateway.reply('requestUsdDeposit', fail(apiError('transport', 'x')));
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('예상치 못한 문제가 발생했습니다.');
  });

  it("cancels the latest trx request and shows the server's answer", async () => {
    const { gateway, vm, view } = setup();
    vm.cancelLatest(); // eth: no such button
    vm.setNetwork('trx');
    vm.cancelLatest();
    await settle();
    expect(gateway.argsOf('cancelLatestUsdDeposit')).toHaveLength(1);
    expect(view.last.alert).toEqual({ tone: 'info', message: '최근 입금신청이 취소되었습니다.' });
    gateway.reply('cancelLatestUsdDeposit', ok('  '));
    vm.cancelLatest();
    await settle();
    expect(view.last.alert?.message).toBe('최근 입금신청을 취소했습니다.');
    gateway.reply('cancelLatestUsdDeposit', serverFailure('취소할 입금신청이 없습니다.', 404));
    vm.cancelLatest();
    await settle();
    expect(view.last.alert?.message).toBe('취소할 입금신청이 없습니다.');
  });

  it('refuses during tether maintenance, and close resets to eth, no token, amount 0', async () => {
    const { vm, view } = setup(chargeSettings({ tetherMaintenanceFlag: true }));
    vm.setNetwork('trx');
    vm.setToken('USDT');
    vm.setAmount('5');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('테더 입출금 점검중입니다.');
    vm.close();
    expect(view.last).toMatchObject({ network: 'eth', token: '', amountText: '0', alert: null });
    vm.dismissAlert();
  });
});
