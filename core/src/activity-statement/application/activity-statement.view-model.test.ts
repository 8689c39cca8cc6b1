import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeActivityStatementGateway, fakeStatement } from '../testing/fake-activity-statement-gateway.js';
import { ActivityStatementViewModel } from './activity-statement.view-model.js';
import { completesOnDispose, latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const NOW = Date.UTC(2026, 10, 25, 3, 0, 0); // 2026-11-25 12:00 KST

function setup(gateway = new FakeActivityStatementGateway()) {
  const vm = new ActivityStatementViewModel({ gateway, clock: new FakeClock(NOW) });
  const view = latestView(vm.state$);
  return { gateway, vm, view };
}

describe('ActivityStatementViewModel', () => {
  it("loads this KST month's statement on arrival, with its CSV link", async () => {
    const { gateway, view } = setup();
    expect(view()).toMatchObject({ from: '2026-11-01', to: '2026-11-25', loading: true, statement: null, csvUrl: null });
    await flush();
    expect(gateway.calls).toEqual([{ from: '2026-11-01', to: '2026-11-25' }]);
    expect(view()).toMatchObject({
      loading: false,
      statement: fakeStatement('2026-11-01', '2026-11-25'),
      csvUrl: '/api/mypage/statement.csv?from=2026-11-01&to=2026-11-25',
    });
  });

  it('loads another period, and refuses a period the rules refuse without asking the server', async () => {
    const { gateway, vm, view } = setup();
    await flush();
    vm.setFrom('2026-10-01');
    vm.setTo('2026-10-31');
    vm.search();
    await flush();
    expect(gateway.calls.at(-1)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(view().csvUrl).toBe('/api/mypage/statement.csv?from=2026-10-01&to=2026-10-31');
    vm.setFrom('2026-11-20');
    vm.setTo('2026-11-02');
    vm.search();
    expect(view().periodError).toBe('조회 시작일이 종료일보다 늦습니다.');
    vm.setTo('2026-11-24');
    expect(view().periodError).toBeNull();
    expect(gateway.calls).toHaveLength(2);
  });

  it("shows the server's refusal and the alert can be dismissed", async () => {
    const gateway = new FakeActivityStatementGateway();
    gateway.refuse('조회 기간은 최대 366일입니다.');
    const { vm, view } = setup(gateway);
    await flush();
    expect(view()).toMatchObject({ loading: false, alert: '조회 기간은 최대 366일입니다.' });
    vm.dismissAlert();
    expect(view().alert).toBeNull();
  });

  it('completes its state when disposed', () => {
    const { vm } = setup();
    expect(completesOnDispose(vm)).toBe(true);
  });
});
