import { FakeClock } from '../../shared/testing/fake-clock.js';
import { deskRefusal, fakeCharge, FakeAdminDeskGateway } from '../testing/fake-admin-desk-gateway.js';
import { AdminChargesViewModel } from './admin-charges.view-model.js';
import { completesOnDispose, latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(gateway = new FakeAdminDeskGateway()) {
  const clock = new FakeClock(Date.parse('2026-11-25T03:00:00Z'));
  const vm = new AdminChargesViewModel({ gateway, clock });
  const view = latestView(vm.state$);
  await flush();
  return { gateway, clock, vm, view };
}

describe('AdminChargesViewModel', () => {
  it('lists the waiting requests and shows a new one after the next poll, marked new, without a reload', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.charges_ = [fakeCharge(1, 7, 10_000)];
    const { clock, view } = await setup(gateway);
    expect(view()).toMatchObject({ status: 0, page: 1, pageCount: 1, loading: false, alert: null, confirm: null });
    expect(view().rows.map((r) => [r.id, r.fresh])).toEqual([[1, false]]);
    gateway.charges_.unshift(fakeCharge(2, 8, 30_000, 1));
    clock.advance(2_999);
    await flush();
    expect(view().rows).toHaveLength(1);
    clock.advance(1);
    await flush();
    expect(view().rows.map((r) => [r.id, r.fresh])).toEqual([
      [2, true],
      [1, false],
    ]);
    // The opening read is the operator's; the timer's is a background poll (the idle limit ignores it).
    expect(gateway.chargesInBackground).toEqual([false, true]);
  });

  it("approves at once, cancels after '이 신청을 취소하시겠습니까?', and reads the queue again", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.charges_ = [fakeCharge(2, 8, 30_000), fakeCharge(1, 7, 10_000)];
    const { vm, view } = await setup(gateway);
    vm.approve(2);
    await flush();
    expect(gateway.calls).toContain('decideCharge 2 approve');
    expect(view().alert).toBe('승인되었습니다.');
    expect(view().rows.map((r) => r.id)).toEqual([1]);
    vm.reject(1);
    expect(view().confirm).toEqual({ message: '이 신청을 취소하시겠습니까?' });
    vm.accept();
    await flush();
    expect(view().alert).toBe('취소되었습니다.');
    expect(view().rows).toEqual([]);
    vm.dismissAlert();
    vm.reject(1);
    vm.cancel();
    expect(view().confirm).toBeNull();
  });

  it("switches between waiting, done and cancelled, pages, and shows the server's refusals", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.charges_ = Array.from({ length: 21 }, (_, i) => ({ ...fakeCharge(i + 1, 7, 10_000), status: 1 }));
    const { vm, view } = await setup(gateway);
    vm.setStatus(1);
    expect(view().loading).toBe(true);
    await flush();
    expect(view()).toMatchObject({ status: 1, pageCount: 2 });
    expect(view().rows.every((r) => !r.fresh)).toBe(true);
    vm.goToPage(2);
    await flush();
    expect(view().rows).toHaveLength(1);
    gateway.failNext.decideCharge = deskRefusal('이미 처리된 신청입니다.');
    vm.approve(21);
    await flush();
    expect(view().alert).toBe('이미 처리된 신청입니다.');
    gateway.failNext.charges = { kind: 'transport', message: '' };
    vm.reload();
    await flush();
    expect(view().alert).toBe('목록을 불러오지 못했습니다.');
    expect(view().rows).toHaveLength(1);
    // A session status (the idle limit's 556) is the session's to announce: the desk adds no second alert.
    vm.dismissAlert();
    gateway.failNext.charges = { kind: 'session', message: '로그아웃 되었습니다.', status: 556 };
    vm.reload();
    await flush();
    expect(view().alert).toBeNull();
  });

  it('stops polling and completes its state when disposed', async () => {
    const { gateway, clock, vm } = await setup();
    expect(completesOnDispose(vm)).toBe(true);
    const calls = gateway.calls.length;
    clock.advance(10_000);
    await flush();
    expect(gateway.calls).toHaveLength(calls);
  });
});
