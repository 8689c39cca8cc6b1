import { apiError } from '../../shared/domain/api-error.js';
import { fail } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { UsdWithdrawViewModel } from './usd-withdraw.view-model.js';
import {
  chargeMember,
  chargeSettings,
  FakeChargeGateway,
  serverFailure,
  settle,
  subjects,
  TEST_TRX_ADDRESS,
  watch,
} from './testing/fake-charge-gateway.js';

function setup(member = chargeMember(), settings = chargeSettings()) {
  const gateway = new FakeChargeGateway();
  const { member$, settings$ } = subjects(member, settings);
  let refreshes = 0;
  const vm = new UsdWithdrawViewModel({
    gateway,
    clock: new FakeClock(),
    member$,
    settings$,
    refreshMember: () => {
      refreshes += 1;
    },
  });
  const view = watch(vm.state$);
  return { gateway, vm, view, refreshes: () => refreshes };
}

function fill(vm: UsdWithdrawViewModel): void {
  vm.setNetwork('trx');
  vm.setToken('USDT');
  vm.setAmount('12.5');
}

describe('UsdWithdrawViewModel', () => {
  it('pre-fills the saved address and shows the warning', () => {
    const { view } = setup();
    expect(view.last).toMatchObject({
      status: 'editing',
      address: TEST_TRX_ADDRESS,
      networks: ['eth', 'trx'],
      tokens: [],
      warning: '국내 거래소 지갑 주소로는 출금하지 마세요. 입금이 확인되지 않을 수 있습니다.',
    });
  });

  it('asks for the network, the token, then an address that fits the network', () => {
    const { vm, view } = setup();
    vm.request();
    expect(view.last.alert?.message).toBe('출금할 코인 네트워크를 선택해주세요.');
    vm.setNetwork('eth');
    vm.request();
    expect(view.last.alert?.message).toBe('출금할 코인 종류를 선택해주세요.');
    vm.setToken('USDC');
    vm.setAmount('1');
    vm.request();
    expect(view.last.alert?.message).toBe('지갑 주소의 규칙에 맞지 않습니다.');
  });

  it('asks for an address when none is saved, and for an amount', () => {
    const { vm, view } = setup(chargeMember({ blockchainUrl: null }));
    fill(vm);
    vm.request();
    expect(view.last.alert?.message).toBe('출금 주소를 입력해주세요.');
    const other = setup();
    other.vm.setNetwork('trx');
    other.vm.setToken('USDT');
    other.vm.setAmount('x');
    other.vm.request();
    expect(other.view.last.alert?.message).toBe('출금 수량을 입력해주세요.');
  });

  it('clears a token the new network does not offer', () => {
    const { vm, view } = setup();
    vm.setNetwork('eth');
    vm.setToken('USDC');
    vm.setNetwork('trx');
    expect(view.last).toMatchObject({ token: '', tokens: ['USDT'] });
    vm.setToken('USDT');
    vm.setNetwork('eth');
    expect(view.last.token).toBe('USDT');
  });

  it('opens the confirmation, and cancel goes back without sending', async () => {
    const { gateway, vm, view } = setup();
    fill(vm);
    vm.request();
    expect(view.last).toMatchObject({ status: 'confirming', confirmText: '입력한 지갑 주소로 출금신청 하시겠습니까?' });
    vm.request(); // already confirming: ignored
    vm.cancel();
    expect(view.last.status).toBe('editing');
    vm.confirm();
    await settle();
    expect(gateway.argsOf('requestUsdWithdrawal')).toHaveLength(0);
  });

  it('sends once on confirm, says so, and resets the form', async () => {
    const { gateway, vm, view, refreshes } = setup();
    fill(vm);
    vm.request();
    vm.confirm();
    vm.confirm();
    await settle();
    expect(gateway.argsOf('requestUsdWithdrawal')).toEqual([
      { amount: 12_500_000, withdrawalAddress: TEST_TRX_ADDRESS, token: 'USDT', network: 'trx' },
    ]);
    expect(view.last).toMatchObject({
      status: 'editing',
      network: '',
      amountText: '',
      alert: { tone: 'success', message: '출금신청을 완료했습니다.' },
    });
    expect(refreshes()).toBe(1);
  });

  it("shows the server's text, else the default, when the request fails", async () => {
    const { gateway, vm, view } = setup();
    fill(vm);
    gateway.reply('requestUsdWithdrawal', serverFailure('출금 가능 수량을 초과했습니다.'));
    vm.request();
    vm.confirm();
    await settle();
    expect(view.last).toMatchObject({ status: 'editing', network: 'trx', alert: { message: '출금 가능 수량을 초과했습니다.' } });
    gateway.reply('requestUsdWithdrawal', fail(apiError('transport', 'x')));
    vm.request();
    vm.confirm();
    await settle();
    expect(view.last.alert?.message).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
  });

  it('refuses during tether maintenance and forgets the form on close', () => {
    const { vm, view } = setup(chargeMember(), chargeSettings({ tetherMaintenanceFlag: true }));
    fill(vm);
    vm.request();
    expect(view.last).toMatchObject({ tetherMaintenance: true, alert: { message: '테더 입출금 점검중입니다.' } });
    vm.dismissAlert();
    vm.close();
    expect(view.last).toMatchObject({ network: '', token: '', amountText: '', alert: null });
  });
});
