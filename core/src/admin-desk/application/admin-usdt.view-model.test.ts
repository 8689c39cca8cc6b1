import { microUsdt } from '../../shared/domain/money.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { deskRefusal } from '../testing/fake-admin-desk-gateway.js';
import { FakeUsdtQueueGateway, usdtRequest } from '../testing/fake-usdt-queue-gateway.js';
import { AdminUsdtViewModel } from './admin-usdt.view-model.js';
import { latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(gateway = new FakeUsdtQueueGateway()) {
  const clock = new FakeClock(Date.parse('2026-11-26T03:00:00Z'));
  const vm = new AdminUsdtViewModel({ gateway, clock });
  const view = latestView(vm.state$);
  await flush();
  return { gateway, clock, vm, view };
}

describe('AdminUsdtViewModel', () => {
  it('lists the waiting USDT requests and shows a new one after the next poll, marked new', async () => {
    const gateway = new FakeUsdtQueueGateway();
    gateway.rows = [usdtRequest(1)];
    const { clock, view, vm } = await setup(gateway);
    expect(view()).toMatchObject({ status: 0, loading: false, alert: null });
    expect(view().rows.map((r) => [r.id, r.fresh, r.takesReceived])).toEqual([[1, false, true]]);
    gateway.rows.push(usdtRequest(2, { depositMode: 1, address: '0xabc' }));
    clock.advance(3_000);
    await flush();
    expect(view().rows.map((r) => [r.id, r.fresh, r.takesReceived])).toEqual([
      [2, true, false],
      [1, false, true],
    ]);
    // The opening read is the operator's; the timer's is a background poll, so an open queue
    // never keeps the operator's session alive past the 30-minute idle limit (issue 11).
    expect(gateway.requestsInBackground).toEqual([false, true]);
    vm.dispose();
    gateway.rows.push(usdtRequest(3));
    clock.advance(3_000);
    await flush();
    expect(gateway.calls.filter((c) => c.startsWith('requests'))).toHaveLength(2);
  });

  it('approves a deposit with the requested amount, or the typed received amount, naming the member shown', async () => {
    const gateway = new FakeUsdtQueueGateway();
    gateway.rows = [usdtRequest(1), usdtRequest(2, { memberId: 9, amount: microUsdt(0), network: 'eth' })];
    const { vm, view } = await setup(gateway);
    vm.approve(1);
    await flush();
    expect(gateway.calls).toContain('decide 1 {"kind":"approve","memberId":7,"receivedAmount":null}');
    expect(view().alert).toBe('USDT 신청을 승인했습니다.');
    vm.dismissAlert();
    // An eth deposit named no amount: the operator must say what arrived.
    vm.approve(2);
    await flush();
    expect(view().alert).toBe('받은 USDT 금액을 입력해주세요.');
    vm.setReceived(2, '12.5000001');
    vm.approve(2);
    await flush();
    expect(view().alert).toBe('받은 금액은 0보다 큰 USDT 금액으로, 소수 여섯째 자리까지 입력해주세요.');
    expect(gateway.calls.filter((c) => c.startsWith('decide'))).toHaveLength(1);
    vm.setReceived(2, '12.5');
    expect(view().rows.find((r) => r.id === 2)?.receivedText).toBe('12.5');
    vm.approve(2);
    await flush();
    expect(gateway.calls).toContain('decide 2 {"kind":"approve","memberId":9,"receivedAmount":12500000}');
    expect(view().rows).toEqual([]);
  });

  it("rejects after the question, approves a withdrawal without an amount, and shows the server's refusal", async () => {
    const gateway = new FakeUsdtQueueGateway();
    gateway.rows = [usdtRequest(1, { depositMode: 1 }), usdtRequest(2, { depositMode: 1 })];
    const { vm, view } = await setup(gateway);
    vm.reject(2);
    expect(view().confirm).toEqual({ message: '이 USDT 신청을 거절하시겠습니까? 출금 신청이면 보류된 USDT가 회원에게 돌아갑니다.' });
    vm.accept();
    await flush();
    expect(gateway.calls).toContain('decide 2 {"kind":"reject","memberId":7}');
    expect(view().alert).toBe('USDT 신청을 거절했습니다.');
    gateway.failNext.decide = deskRefusal('이미 처리된 신청입니다.', 409);
    vm.approve(1);
    await flush();
    expect(view().alert).toBe('이미 처리된 신청입니다.');
    expect(gateway.calls).toContain('decide 1 {"kind":"approve","memberId":7,"receivedAmount":null}');
    vm.approve(99);
    vm.reject(99);
    expect(view().confirm).toBeNull();
  });

  it('switches status and pages, and says when the list cannot be read', async () => {
    const gateway = new FakeUsdtQueueGateway();
    gateway.rows = Array.from({ length: 21 }, (_, i) => usdtRequest(i + 1, { status: 1 }));
    const { vm, view } = await setup(gateway);
    vm.setStatus(1);
    await flush();
    expect(view()).toMatchObject({ status: 1, page: 1, pageCount: 2 });
    expect(view().rows.every((r) => !r.takesReceived)).toBe(true);
    vm.goToPage(2);
    await flush();
    expect(view().rows.map((r) => r.id)).toEqual([1]);
    gateway.failNext.requests = deskRefusal('관리자만 이용할 수 있습니다.', 403);
    vm.reload();
    await flush();
    expect(view().alert).toBe('관리자만 이용할 수 있습니다.');
    // A session status (the idle limit's 556) is the session's to announce: the queue adds no second alert.
    vm.dismissAlert();
    gateway.failNext.requests = { kind: 'session', message: '로그아웃 되었습니다.', status: 556 };
    vm.reload();
    await flush();
    expect(view().alert).toBeNull();
    expect(view().loading).toBe(false);
  });
});
