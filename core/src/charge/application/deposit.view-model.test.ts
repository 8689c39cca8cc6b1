import { of, Subject } from 'rxjs';
import { KST_OFFSET_MS } from '../../shared/domain/kst.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { apiError } from '../../shared/domain/api-error.js';
import { fail } from '../../shared/domain/result.js';
import { DepositViewModel } from './deposit.view-model.js';
import {
  chargeMember,
  chargeScreenDeps,
  chargeRow,
  chargeSettings,
  FakeChargeGateway,
  serverFailure,
  settle,
  subjects,
  watch,
} from './testing/fake-charge-gateway.js';

function setup(
  opts: { settings?: Parameters<typeof chargeSettings>[0]; member?: Parameters<typeof chargeMember>[0]; copy?: boolean } = {},
) {
  const deps = chargeScreenDeps(chargeMember(opts.member), chargeSettings(opts.settings));
  const copied: string[] = [];
  const copy = async (text: string): Promise<boolean> => {
    copied.push(text);
    return true;
  };
  const vm = new DepositViewModel({ ...deps, clipboard: opts.copy === false ? undefined : { copy } });
  return { ...deps, vm, copied };
}

describe('DepositViewModel', () => {
  it('loads the deposit history (7 a page) on open and every 5 seconds while watched', async () => {
    const { gateway, clock, vm } = setup();
    gateway.rows[0].push(chargeRow(1, 1), chargeRow(2, 0));
    const view = watch(vm.state$);
    await settle();
    expect(gateway.argsOf('loadHistory')).toEqual([{ memberId: 7, depositMode: 0, page: 1, perpage: 7 }]);
    expect(view.last.history.rows.map((r) => [r.id, r.statusLabel, r.canHide])).toEqual([
      [1, '완료', true],
      [2, '대기', false],
    ]);
    clock.advance(5_000);
    await settle();
    expect(gateway.argsOf('loadHistory')).toHaveLength(2);
    view.stop();
    clock.advance(20_000);
    await settle();
    expect(gateway.argsOf('loadHistory')).toHaveLength(2);
  });

  it('sends the deposit, says so, refreshes the history and the member, then shows the pending notice', async () => {
    const { gateway, vm, refreshes } = setup();
    const view = watch(vm.state$);
    await settle();
    vm.selectBonus(2);
    vm.setAmount('30000');
    expect(view.last.amountText).toBe('30,000');
    vm.submit();
    await settle();
    expect(gateway.argsOf('requestDeposit')).toEqual([
      { memberId: 7, depositMode: 0, depositAmount: 30_000, depositName: '홍길동', userDisplayFlag: 1, type: 0, pointType: 2 },
    ]);
    expect(view.last.alert).toEqual({ tone: 'success', message: '충전신청을 완료했습니다.' });
    expect(gateway.argsOf('loadHistory')).toHaveLength(2);
    expect(refreshes()).toBe(1);
    expect(view.last.status).toBe('pending-request');
    expect(view.last.amountText).toBe('');
    vm.dismissAlert();
    expect(view.last.alert).toBeNull();
  });

  it('sends once however often submit is pressed while the request is in flight', async () => {
    const { gateway, vm } = setup();
    const view = watch(vm.state$);
    await settle();
    vm.selectBonus(1);
    vm.setAmount('10,000');
    const release = gateway.hold('requestDeposit');
    vm.submit();
    vm.submit();
    await settle();
    expect(view.last.status).toBe('submitting');
    vm.submit();
    release(fail(apiError('http', 'x')));
    await settle();
    expect(gateway.argsOf('requestDeposit')).toHaveLength(1);
  });

  it('shows the rule that refused the form without calling the server', async () => {
    const { gateway, vm } = setup();
    const view = watch(vm.state$);
    await settle();
    vm.setAmount('50,000');
    vm.submit();
    await settle();
    expect(view.last.alert).toEqual({ tone: 'error', message: '보너스를 선택해 주세요.' });
    vm.selectBonus(1);
    vm.setAmount('10,500');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('1,000원 단위로 충전신청 가능합니다.');
    expect(gateway.argsOf('requestDeposit')).toHaveLength(0);
  });

  it("shows the server's text on failure, else the default", async () => {
    const { gateway, vm } = setup();
    const view = watch(vm.state$);
    await settle();
    vm.selectBonus(1);
    vm.setAmount('10,000');
    gateway.reply('requestDeposit', serverFailure('입금자명이 일치하지 않습니다.'));
    vm.submit();
    await settle();
    expect(view.last.alert).toEqual({ tone: 'error', message: '입금자명이 일치하지 않습니다.' });
    gateway.reply('requestDeposit', fail(apiError('transport', 'offline')));
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
  });

  it('fixes the bonus to "no point" and disables the select while chargePointFlag is on', async () => {
    const { gateway, vm } = setup({ settings: { chargePointFlag: true } });
    const view = watch(vm.state$);
    await settle();
    vm.selectBonus(4);
    expect(view.last).toMatchObject({ pointType: 3, bonusSelectDisabled: true });
    expect(view.last.selectedBonus.label).toBe('포인트 받지 않음');
    vm.setAmount('20,000');
    vm.submit();
    await settle();
    expect(gateway.argsOf('requestDeposit')).toEqual([expect.objectContaining({ pointType: 3 })]);
  });

  it("titles the bonus choices with the operator's rates once they arrive, and keeps spec 3's when the read fails", async () => {
    const { gateway, vm } = setup();
    const view = watch(vm.state$);
    await settle();
    expect(gateway.argsOf('loadDepositBonusRates')).toHaveLength(1);
    expect(view.last.bonusOptions[1]?.label).toBe('카지노 무한 5%');
    const later = new FakeChargeGateway();
    later.bonusRates = { ...later.bonusRates, 1: 8, 4: 12 };
    const { member$, settings$ } = subjects(chargeMember(), chargeSettings());
    const rated = new DepositViewModel({ gateway: later, clock: new FakeClock(), member$, settings$, refreshMember: () => undefined });
    const ratedView = watch(rated.state$);
    await settle();
    expect(ratedView.last.bonusOptions.map((o) => o.label)).toContain('카지노 무한 8%');
    rated.selectBonus(4);
    expect(ratedView.last.selectedBonus).toMatchObject({ label: '슬롯 무한 12%', percent: 12 });
    const failing = new FakeChargeGateway().reply('loadDepositBonusRates', serverFailure('오류'));
    const kept = new DepositViewModel({ gateway: failing, clock: new FakeClock(), member$, settings$, refreshMember: () => undefined });
    const keptView = watch(kept.state$);
    await settle();
    expect(keptView.last.bonusOptions[4]?.label).toBe('슬롯 무한 10%');
    [view, ratedView, keptView].forEach((v) => v.stop());
    [vm, rated, kept].forEach((m) => m.dispose());
  });

  it('replaces the submit with a notice while a request is pending', async () => {
    const { vm, member$ } = setup({ member: { isChargeData: true } });
    const view = watch(vm.state$);
    await settle();
    expect(view.last.status).toBe('pending-request');
    expect(view.last.pendingNotice).toBe('처리 대기 중인 충전신청이 있습니다. 처리가 끝난 후 다시 신청해주세요.');
    member$.next(chargeMember({ isChargeData: false }));
    expect(view.last).toMatchObject({ status: 'editing', pendingNotice: null });
  });

  it('uses a virtual account when the member has one', async () => {
    const { gateway, vm } = setup({ member: { depositAccountType: 'virtual' } });
    watch(vm.state$);
    await settle();
    vm.selectBonus(1);
    vm.setAmount('10,000');
    vm.submit();
    await settle();
    expect(gateway.argsOf('requestDeposit')).toEqual([expect.objectContaining({ type: 2 })]);
  });

  it('adds quick amounts to the typed amount and clears it', async () => {
    const { vm } = setup();
    const view = watch(vm.state$);
    await settle();
    expect(view.last.quickAmounts).toEqual([10_000, 30_000, 50_000, 100_000, 500_000, 1_000_000]);
    vm.addQuickAmount(10_000);
    vm.addQuickAmount(1_000_000);
    expect(view.last.amountText).toBe('1,010,000');
    vm.clearAmount();
    expect(view.last.amountText).toBe('');
  });

  it('shows loading until the member is known, and ignores intents that need the member', async () => {
    const gateway = new FakeChargeGateway();
    const member$ = new Subject<ReturnType<typeof chargeMember>>();
    const vm = new DepositViewModel({ gateway, clock: new FakeClock(), member$, settings$: of(chargeSettings()) });
    const view = watch(vm.state$);
    vm.submit();
    vm.revealAccount();
    await settle();
    expect(view.last.status).toBe('loading');
    // Only the bonus rates, which need no member, are read.
    expect(gateway.calls.map((c) => c.method)).toEqual(['loadDepositBonusRates']);
    member$.next(chargeMember());
    await settle();
    expect(view.last.status).toBe('editing');
  });

  it('shows bank maintenance from 23:30 KST and refuses the deposit', async () => {
    const { clock, gateway, vm } = setup();
    clock.set(Date.UTC(2026, 10, 22, 23, 29) - KST_OFFSET_MS);
    const view = watch(vm.state$);
    await settle();
    expect(view.last.bankMaintenance).toBe(false);
    clock.advance(60_000);
    await settle();
    expect(view.last.bankMaintenance).toBe(true);
    vm.selectBonus(1);
    vm.setAmount('10,000');
    vm.submit();
    await settle();
    expect(view.last.alert?.message).toBe('은행 점검시간(23:30~00:30)에는 입출금 신청이 불가합니다.');
    expect(gateway.argsOf('requestDeposit')).toHaveLength(0);
  });
});

describe('DepositViewModel history', () => {
  it('pages, hides one row and deletes all through its history', async () => {
    const gateway = new FakeChargeGateway();
    gateway.rows[0].push(...Array.from({ length: 9 }, (_, i) => chargeRow(i + 1, i === 0 ? 0 : 1)));
    const { member$, settings$ } = subjects();
    const vm = new DepositViewModel({ gateway, clock: new FakeClock(), member$, settings$ });
    const view = watch(vm.state$);
    await settle();
    vm.setPage(2);
    await settle();
    expect(view.last.history).toMatchObject({ page: 2, pageCount: 2, totalCount: 9 });
    vm.hideRecord(view.last.history.rows[0]!.record);
    await settle();
    expect(view.last.alert?.message).toBe('삭제되었습니다.');
    vm.deleteAll();
    await settle();
    expect(view.last.alert?.message).toBe('삭제가 완료되었습니다.');
    expect(view.last.history).toMatchObject({ totalCount: 1, rows: [expect.objectContaining({ id: 1, statusLabel: '대기' })] });
  });
});

describe('DepositViewModel account reveal', () => {
  it('checks the password shape before asking the server', async () => {
    const { gateway, vm } = setup();
    const view = watch(vm.state$);
    await settle();
    vm.setPassword('12a4');
    vm.revealAccount();
    await settle();
    expect(view.last.alert?.message).toBe('공백을 제외한 숫자 4자로 입력해주세요.');
    expect(gateway.argsOf('checkAccountPassword')).toHaveLength(0);
  });

  it('shows and copies the account when the server accepts the password', async () => {
    const { gateway, vm, copied } = setup();
    const view = watch(vm.state$);
    await settle();
    vm.setPassword('1234');
    vm.revealAccount();
    await settle();
    expect(gateway.argsOf('checkAccountPassword')).toEqual([{ userId: 'tester1', bankAccountPssword: '1234' }]);
    expect(view.last.accountText).toBe('국민은행 123-456-789 (주)예시');
    expect(copied).toEqual(['국민은행 123-456-789 (주)예시']);
    expect(view.last.alert).toEqual({ tone: 'success', message: '입금 계좌 정보가 복사되었습니다.' });
  });

  it("keeps the account hidden and shows the server's text on a wrong password", async () => {
    const { vm } = setup();
    const view = watch(vm.state$);
    await settle();
    vm.setPassword('9999');
    vm.revealAccount();
    await settle();
    expect(view.last.accountText).toBeNull();
    expect(view.last.alert).toEqual({ tone: 'error', message: '비밀번호가 일치하지 않습니다.' });
  });

  it('shows the account without claiming a copy when copying fails', async () => {
    const gateway = new FakeChargeGateway();
    const { member$, settings$ } = subjects();
    const clipboard = { copy: () => Promise.reject(new Error('denied')) };
    const vm = new DepositViewModel({ gateway, clock: new FakeClock(), member$, settings$, clipboard });
    const view = watch(vm.state$);
    await settle();
    vm.setPassword('1234');
    vm.revealAccount();
    await settle();
    expect(view.last).toMatchObject({ accountText: '국민은행 123-456-789 (주)예시', alert: null });
  });

  it('shows the account without claiming a copy when there is no clipboard', async () => {
    const { vm } = setup({ copy: false });
    const view = watch(vm.state$);
    await settle();
    vm.setPassword('1234');
    vm.revealAccount();
    await settle();
    expect(view.last.accountText).not.toBeNull();
    expect(view.last.alert).toBeNull();
  });
});
