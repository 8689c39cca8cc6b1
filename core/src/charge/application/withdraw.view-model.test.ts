import { KST_OFFSET_MS } from '../../shared/domain/kst.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { WithdrawViewModel } from './withdraw.view-model.js';
import { chargeMember, chargeRow, chargeScreenDeps, serverFailure, settle, watch } from './testing/fake-charge-gateway.js';

const NOON_KST = Date.UTC(2026, 10, 22, 12, 0) - KST_OFFSET_MS;

function setup(rows = [] as ReturnType<typeof chargeRow>[], start = NOON_KST) {
  const deps = chargeScreenDeps(chargeMember({ emoney: 500_000 as never }), undefined, new FakeClock(start));
  deps.gateway.rows[1].push(...rows);
  const vm = new WithdrawViewModel(deps);
  const view = watch(vm.state$);
  return { ...deps, vm, view };
}

async function requestAccount(vm: WithdrawViewModel): Promise<void> {
  vm.setPassword('1234');
  vm.requestAccount();
  await settle();
}

describe('WithdrawViewModel', () => {
  it('loads the withdrawal history (10 a page) and polls it every 5 seconds', async () => {
    const { gateway, clock } = setup();
    await settle();
    clock.advance(10_000);
    await settle();
    expect(gateway.argsOf('loadHistory')).toEqual(Array(3).fill({ memberId: 7, depositMode: 1, page: 1, perpage: 10 }));
  });

  it('asks for the account request before a withdrawal', async () => {
    const { gateway, vm, view } = setup();
    await settle();
    vm.setAmount('50000');
    vm.submit();
    await settle();
    expect(view.last.alert).toEqual({ tone: 'error', message: '출금계좌요청을 진행해주세요.' });
    expect(gateway.argsOf('requestWithdrawal')).toHaveLength(0);
  });

  it('checks the password, then shows the registered account', async () => {
    const { gateway, vm, view } = setup();
    await settle();
    vm.setPassword('12');
    vm.requestAccount();
    await settle();
    expect(view.last.alert?.message).toBe('공백을 제외한 숫자 4자로 입력해주세요.');
    vm.setPassword('0000');
    vm.requestAccount();
    await settle();
    expect(view.last).toMatchObject({ accountRequested: false, account: null, alert: { message: '비밀번호가 일치하지 않습니다.' } });
    await requestAccount(vm);
    expect(gateway.argsOf('checkAccountPassword')).toHaveLength(2);
    expect(view.last).toMatchObject({ accountRequested: true, account: { holder: '홍길동', number: '110-123-456789' }, passwordText: '' });
  });

  it('sends the withdrawal with KST dates, says so, and refreshes history and member', async () => {
    const { gateway, vm, view, refreshes } = setup();
    await settle();
    await requestAccount(vm);
    vm.addQuickAmount(100_000);
    vm.addQuickAmount(50_000);
    expect(view.last.amountText).toBe('150,000');
    const loadsBefore = gateway.argsOf('loadHistory').length;
    vm.submit();
    vm.submit();
    await settle();
    expect(gateway.argsOf('requestWithdrawal')).toEqual([
      {
        memberId: 7,
        depositMode: 1,
        depositAmount: 150_000,
        depositName: '홍길동',
        userDisplayFlag: 1,
        duplicate: 0,
        status: 0,
        type: 0,
        depositDate: '2026-11-22 12:00:00',
        confirmFlag: 0,
        createdAt: '2026-11-22 12:00:00',
        updatedAt: '2026-11-22 12:00:00',
      },
    ]);
    expect(view.last.alert).toEqual({ tone: 'success', message: '출금신청을 완료했습니다.' });
    expect(gateway.argsOf('loadHistory').length).toBe(loadsBefore + 1);
    expect(refreshes()).toBe(1);
    expect(view.last.amountText).toBe('');
  });

  it("waits two hours after this screen's own request before another", async () => {
    const { gateway, clock, vm, view } = setup();
    await settle();
    await requestAccount(vm);
    vm.setAmount('10,000');
    vm.submit();
    await settle();
    // set() moves the time without firing two hours of polls; the check reads clock.now().
    clock.set(NOON_KST + 2 * 60 * 60 * 1000 - 1);
    vm.setAmount('10,000');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('출금신청 후 2시간이 지나야 다시 출금신청 가능합니다.');
    clock.set(NOON_KST + 2 * 60 * 60 * 1000);
    vm.submit();
    await settle();
    expect(gateway.argsOf('requestWithdrawal')).toHaveLength(2);
  });

  it('reads the last request from the history too', async () => {
    const { gateway, vm, view } = setup([chargeRow(1, 0, { depositDate: '2026-11-22 11:00:00' })]);
    await settle();
    await requestAccount(vm);
    vm.setAmount('10,000');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('출금신청 후 2시간이 지나야 다시 출금신청 가능합니다.');
    expect(gateway.argsOf('requestWithdrawal')).toHaveLength(0);
  });

  it("names amount problems and shows the server's text on failure", async () => {
    const { gateway, vm, view } = setup();
    await settle();
    await requestAccount(vm);
    vm.setAmount('600,000');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('보유머니보다 많은 금액을 입력했습니다.');
    vm.clearAmount();
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('금액을 입력하세요.');
    gateway.reply('requestWithdrawal', serverFailure('롤링 조건이 충족되지 않았습니다.'));
    vm.setAmount('10,000');
    vm.submit();
    await settle();
    expect(view.last).toMatchObject({ status: 'editing', alert: { tone: 'error', message: '롤링 조건이 충족되지 않았습니다.' } });
    vm.dismissAlert();
    expect(view.last.alert).toBeNull();
  });

  it('shows the rules panel and held money', async () => {
    const { view } = setup();
    await settle();
    expect(view.last.emoney).toBe(500_000);
    expect(view.last.rules).toContain('1회 최대 출금금액은 30,000,000원입니다.');
    expect(view.last.bankMaintenance).toBe(false);
  });

  it('shows bank maintenance at 00:29 KST and refuses the withdrawal', async () => {
    const { gateway, vm, view } = setup([], Date.UTC(2026, 10, 23, 0, 29) - KST_OFFSET_MS);
    await settle();
    expect(view.last.bankMaintenance).toBe(true);
    await requestAccount(vm);
    vm.setAmount('10,000');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('은행 점검시간(23:30~00:30)에는 입출금 신청이 불가합니다.');
    expect(gateway.argsOf('requestWithdrawal')).toHaveLength(0);
  });

  it('passes paging and hiding to its history', async () => {
    const { gateway, vm, view } = setup(Array.from({ length: 12 }, (_, i) => chargeRow(i + 1, 1)));
    await settle();
    vm.setPage(2);
    await settle();
    expect(view.last.history.rows.map((r) => r.id)).toEqual([11, 12]);
    vm.hideRecord(view.last.history.rows[0]!.record);
    await settle();
    vm.deleteAll();
    await settle();
    expect(gateway.argsOf('hideRecord')).toHaveLength(12);
  });
});
