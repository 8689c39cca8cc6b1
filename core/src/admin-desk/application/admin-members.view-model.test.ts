import { deskRefusal, fakeMember, FakeAdminDeskGateway } from '../testing/fake-admin-desk-gateway.js';
import { AdminMembersViewModel } from './admin-members.view-model.js';
import { completesOnDispose, latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(gateway = new FakeAdminDeskGateway()) {
  const vm = new AdminMembersViewModel({ gateway });
  const view = latestView(vm.state$);
  await flush();
  return { gateway, vm, view };
}

function withMembers(count: number): FakeAdminDeskGateway {
  const gateway = new FakeAdminDeskGateway();
  gateway.members_ = Array.from({ length: count }, (_, i) => fakeMember(count - i));
  return gateway;
}

describe('AdminMembersViewModel', () => {
  it('lists the first page of 20 and offers a next page only when the page is full', async () => {
    const { gateway, vm, view } = await setup(withMembers(25));
    expect(gateway.calls).toEqual(["members all '' 1"]);
    expect(view()).toMatchObject({ loading: false, page: 1, pageCount: 2, alert: null, confirm: null, open: null });
    expect(view().rows).toHaveLength(20);
    vm.goToPage(2);
    expect(view().loading).toBe(true);
    await flush();
    expect(view()).toMatchObject({ page: 2, pageCount: 2 });
    expect(view().rows).toHaveLength(5);
  });

  it('filters by status and searches by part of the id or nickname from the first page', async () => {
    const gateway = withMembers(3);
    gateway.members_[0] = fakeMember(3, 'pending');
    const { vm, view } = await setup(gateway);
    vm.setStatusFilter('pending');
    await flush();
    expect(view().status).toBe('pending');
    expect(view().rows.map((m) => m.id)).toEqual([3]);
    vm.setStatusFilter(null);
    vm.setSearch('member01');
    vm.search();
    await flush();
    expect(view().search).toBe('member01');
    expect(view().rows.map((m) => m.id)).toEqual([1]);
    expect(gateway.calls.at(-1)).toBe("members all 'member01' 1");
  });

  it("approves a sign-up at once, rejects after '가입을 거절하시겠습니까?', and reloads the page", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.members_ = [fakeMember(2, 'pending'), fakeMember(1, 'pending')];
    const { vm, view } = await setup(gateway);
    vm.approve(2);
    await flush();
    expect(view().alert).toBe('승인되었습니다.');
    expect(view().rows[0]!.status).toBe('active');
    vm.dismissAlert();
    vm.reject(1);
    expect(view().confirm).toEqual({ message: '가입을 거절하시겠습니까?' });
    vm.cancel();
    expect(view().confirm).toBeNull();
    expect(gateway.calls).not.toContain('decideMember 1 reject');
    vm.reject(1);
    vm.accept();
    await flush();
    expect(gateway.calls).toContain('decideMember 1 reject');
    expect(view().alert).toBe('거절되었습니다.');
    expect(view().rows[1]!.status).toBe('rejected');
  });

  it('blocks after a confirmation, unblocks, sets the level, and shows a refusal in the alert', async () => {
    const { gateway, vm, view } = await setup(withMembers(1));
    vm.block(1);
    expect(view().confirm?.message).toBe('이 회원을 차단하시겠습니까?');
    vm.accept();
    await flush();
    expect(view().alert).toBe('차단되었습니다.');
    expect(view().rows[0]!.status).toBe('blocked');
    vm.unblock(1);
    await flush();
    expect(view().alert).toBe('차단이 해제되었습니다.');
    vm.setLevel(1, 3);
    await flush();
    expect(view().alert).toBe('레벨이 변경되었습니다.');
    expect(view().rows[0]!.role).toBe(3);
    gateway.failNext.changeMember = deskRefusal('회원을 찾을 수 없습니다.', 404);
    vm.setLevel(1, 4);
    await flush();
    expect(view().alert).toBe('회원을 찾을 수 없습니다.');
    expect(view().rows[0]!.role).toBe(3);
  });

  it("resets a colleague operator's second factor after a confirmation, shows the server's refusal, and sends nothing on cancel", async () => {
    const { gateway, vm, view } = await setup(withMembers(2));
    vm.resetSecondFactor(2);
    expect(view().confirm?.message).toBe('이 관리자의 2단계 인증을 초기화하시겠습니까? 다음 로그인 때 인증 앱을 다시 등록해야 합니다.');
    vm.cancel();
    expect(gateway.calls).not.toContain('resetSecondFactor 2');
    vm.resetSecondFactor(2);
    vm.accept();
    await flush();
    expect(view().alert).toBe('2단계 인증이 초기화되었습니다. 다음 로그인 때 인증 앱을 다시 등록합니다.');
    expect(gateway.calls.filter((c) => c.startsWith('resetSecondFactor'))).toEqual(['resetSecondFactor 2']);
    vm.dismissAlert();
    gateway.failNext.resetSecondFactor = deskRefusal('본인의 2단계 인증은 초기화할 수 없습니다. 다른 관리자에게 요청해주세요.', 400);
    vm.resetSecondFactor(1);
    vm.accept();
    await flush();
    expect(view().alert).toBe('본인의 2단계 인증은 초기화할 수 없습니다. 다른 관리자에게 요청해주세요.');
  });

  it("opens a member's balances and ledger history, pages it, and closes it", async () => {
    const gateway = withMembers(2);
    gateway.balances.set(1, { cash: 50_000, casino: 0, point: 300 });
    for (let i = 0; i < 12; i++) {
      gateway.entries.push({
        id: i + 1,
        memberId: 1,
        at: '2026-11-25 10:00:00',
        kind: 'charge.deposit',
        memo: '',
        account: 'cash',
        amount: 1_000,
      });
    }
    const { vm, view } = await setup(gateway);
    vm.openMember(99);
    expect(view().open).toBeNull();
    vm.openMember(1);
    expect(view().open).toMatchObject({ ledgerLoading: true, ledger: null });
    await flush();
    expect(view().open).toMatchObject({ ledgerLoading: false, ledgerPage: 1, ledgerPageCount: 2 });
    expect(view().open!.ledger!.balances).toEqual({ cash: 50_000, casino: 0, point: 300, usdt: 0 });
    expect(view().open!.ledger!.entries).toHaveLength(10);
    vm.goToLedgerPage(2);
    await flush();
    expect(view().open).toMatchObject({ ledgerPage: 2, ledgerPageCount: 2 });
    expect(view().open!.ledger!.entries).toHaveLength(2);
    vm.closeMember();
    expect(view().open).toBeNull();
    vm.goToLedgerPage(1);
    expect(view().open).toBeNull();
  });

  it('keeps the list when the ledger fails, and ignores a ledger answer after the member was closed', async () => {
    const gateway = withMembers(1);
    gateway.failNext.memberLedger = deskRefusal('문제가 발생했습니다.', 500);
    const { vm, view } = await setup(gateway);
    vm.openMember(1);
    await flush();
    expect(view().open).toMatchObject({ ledgerLoading: false, ledger: null });
    expect(view().alert).toBe('문제가 발생했습니다.');
    vm.openMember(1);
    vm.closeMember();
    await flush();
    expect(view().open).toBeNull();
  });

  it('refuses an adjustment without a reason under the form, then credits with one and reloads the history', async () => {
    const { gateway, vm, view } = await setup(withMembers(1));
    vm.submitAdjust();
    await flush();
    expect(gateway.calls.some((c) => c.startsWith('adjust'))).toBe(false);
    vm.openMember(1);
    await flush();
    vm.setAdjustAccount('point');
    vm.setAdjustAmount('5,000');
    vm.submitAdjust();
    await flush();
    expect(view().adjust.error).toBe('조정 사유를 입력해주세요.');
    expect(gateway.calls.some((c) => c.startsWith('adjust'))).toBe(false);
    vm.setAdjustMemo('이벤트 지급');
    expect(view().adjust.error).toBeNull();
    vm.submitAdjust();
    await flush();
    expect(gateway.calls).toContain('adjust 1 point 5000 이벤트 지급');
    expect(view().alert).toBe('조정되었습니다.');
    expect(view().adjust).toEqual({ account: 'cash', amountText: '', memo: '', error: null });
    expect(view().open!.ledger!.entries[0]).toMatchObject({ amount: 5_000, memo: '이벤트 지급' });
  });

  it("keeps the form when the server refuses the adjustment, with the server's text", async () => {
    const { gateway, vm, view } = await setup(withMembers(1));
    vm.openMember(1);
    await flush();
    gateway.failNext.adjust = deskRefusal('보유금액이 부족합니다.');
    vm.setAdjustAmount('-10000');
    vm.setAdjustMemo('회수');
    vm.submitAdjust();
    await flush();
    expect(view().alert).toBe('보유금액이 부족합니다.');
    expect(view().adjust.amountText).toBe('-10000');
  });

  it("shows the server's text when the list is refused, and the default when it gives none", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.failNext.members = deskRefusal('관리자만 이용할 수 있습니다.', 403);
    const { vm, view } = await setup(gateway);
    expect(view()).toMatchObject({ loading: false, rows: [], alert: '관리자만 이용할 수 있습니다.' });
    gateway.failNext.members = { kind: 'transport', message: '' };
    vm.search();
    await flush();
    expect(view().alert).toBe('목록을 불러오지 못했습니다.');
  });

  it('completes its state when disposed', async () => {
    const { vm } = await setup();
    expect(completesOnDispose(vm)).toBe(true);
  });
});
