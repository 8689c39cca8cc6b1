import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FAKE_PARTNER_BETS, FAKE_PARTNER_CALC, FakePartnerDeskGateway } from '../testing/fake-partner-desk-gateway.js';
import type { PartnerBetPage, PartnerCalc } from './partner-desk.gateway.js';
import { PartnerRangeViewModel, type PartnerRangeView } from './partner-range.view-model.js';
import { latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
// 2026-11-22 12:00 KST.
const clock = () => new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0));

function betsScreen(gateway = new FakePartnerDeskGateway(), memberId: number | null = null) {
  const vm = new PartnerRangeViewModel<PartnerBetPage>({
    clock: clock(),
    load: (q) => gateway.bets(q),
    totalOf: (d) => d.total,
    perpage: 1,
    memberId,
  });
  const view = latestView(vm.state$);
  return { gateway, vm, view };
}

describe('PartnerRangeViewModel', () => {
  it('opens on the last week, loads page 1 and counts the pages', async () => {
    const { gateway, view } = betsScreen();
    expect(view()).toMatchObject({ loading: true, data: null, pageCount: 1, choice: 'week' });
    await flush();
    expect(gateway.calls).toEqual([{ name: 'bets', arg: { from: '2026-11-15', to: '2026-11-22', page: 1, perpage: 1 } }]);
    expect(view()).toMatchObject({ loading: false, data: FAKE_PARTNER_BETS, pageCount: 1, alert: null });
  });

  it('loads again for a preset, a page, a member and a search', async () => {
    const { gateway, vm, view } = betsScreen(new FakePartnerDeskGateway(), 11);
    await flush();
    vm.choosePreset('today');
    vm.goToPage(3);
    vm.setSearch(' member ');
    vm.filterMember(null);
    await flush();
    expect(gateway.calls[0]).toEqual({ name: 'bets', arg: { from: '2026-11-15', to: '2026-11-22', page: 1, perpage: 1, memberId: 11 } });
    expect(gateway.calls.at(-1)).toEqual({
      name: 'bets',
      arg: { from: '2026-11-22', to: '2026-11-22', page: 1, perpage: 1, search: 'member' },
    });
    expect(view()).toMatchObject({ choice: 'today', memberId: null, search: 'member' });
  });

  it('takes typed days, and refuses a bad range in Korean without loading', async () => {
    const { gateway, vm, view } = betsScreen();
    await flush();
    vm.setCustomRange('2026-11-01', '2026-11-10');
    await flush();
    expect(view()).toMatchObject({ choice: 'custom', range: { from: '2026-11-01', to: '2026-11-10' } });
    const calls = gateway.calls.length;
    vm.setCustomRange('2026-11-10', '2026-11-01');
    expect(view().alert).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    expect(gateway.calls.length).toBe(calls);
    vm.dismissAlert();
    expect(view().alert).toBeNull();
  });

  it("shows the server's text when a load is refused and keeps the last answer", async () => {
    const gateway = new FakePartnerDeskGateway();
    const { vm, view } = betsScreen(gateway);
    await flush();
    gateway.betsAnswer = FakePartnerDeskGateway.refusal('하위 회원의 정보만 조회할 수 있습니다.');
    vm.filterMember(999);
    await flush();
    expect(view()).toMatchObject({ loading: false, data: FAKE_PARTNER_BETS, alert: '하위 회원의 정보만 조회할 수 있습니다.' });
  });

  it('has one page for answers without a count and completes when disposed', async () => {
    const gateway = new FakePartnerDeskGateway();
    const vm = new PartnerRangeViewModel<PartnerCalc>({ clock: clock(), load: (q) => gateway.calc(q), initialPreset: 'month' });
    let view!: PartnerRangeView<PartnerCalc>;
    let completed = false;
    vm.state$.subscribe({ next: (v) => (view = v), complete: () => (completed = true) });
    await flush();
    expect(view).toMatchObject({ data: FAKE_PARTNER_CALC, pageCount: 1, range: { from: '2026-10-22', to: '2026-11-22' } });
    vm.dispose();
    expect(completed).toBe(true);
  });
});
