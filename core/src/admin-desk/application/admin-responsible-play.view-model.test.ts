import type { AdminResponsiblePlayRowDto } from '../../api/contracts/responsible-play.js';
import { parseKstDateTime } from '../../shared/domain/kst.js';
import { won } from '../../shared/domain/money.js';
import { deskRefusal, FakeAdminDeskGateway, fakeResponsiblePlayMember } from '../testing/fake-admin-desk-gateway.js';
import { AdminResponsiblePlayViewModel, type AdminResponsiblePlayView } from './admin-responsible-play.view-model.js';
import { latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const at = parseKstDateTime('2026-11-26 12:00:00');

const row = fakeResponsiblePlayMember;

async function setup(rows: AdminResponsiblePlayRowDto[]) {
  const gateway = new FakeAdminDeskGateway();
  gateway.responsiblePlay_ = rows;
  const vm = new AdminResponsiblePlayViewModel({ gateway });
  const view = latestView(vm.state$);
  await flush();
  return { gateway, vm, view };
}

describe('AdminResponsiblePlayViewModel', () => {
  it('shows each member’s limits, pending changes, exclusion, reality-check settings and stops in Korean', async () => {
    const { view } = await setup([
      row(3, {
        limits: [
          { kind: 'deposit', period: 'day', amount: won(100_000), pending: { amount: won(300_000), effectiveAt: at } },
          { kind: 'loss', period: 'month', amount: won(50_000), pending: null },
          { kind: 'wager', period: 'week', amount: won(20_000), pending: { amount: null, effectiveAt: at } },
        ],
        exclusion: { kind: 'coolOff', duration: '7d', startsAt: at, endsAt: at + 7 * 86_400_000 },
        realityCheck: { intervalMinutes: 15, sessionLimitMinutes: 120 },
        stops: 2,
        lastStopAt: at,
      }),
      row(2, { exclusion: { kind: 'selfExclusion', duration: 'permanent', startsAt: at, endsAt: null } }),
    ]);
    expect(view()).toMatchObject({ loading: false, page: 1, pageCount: 1, alert: null, confirm: null });
    expect(view().rows).toEqual([
      {
        id: 3,
        userId: 'member03',
        nickname: '회원3',
        limits: [
          '입금 일 100,000원 · 대기: 300,000원 (2026-11-26 12:00:00부터)',
          '손실 월 50,000원',
          '베팅 주 20,000원 · 대기: 해제 (2026-11-26 12:00:00부터)',
        ],
        exclusion: '휴식 · 2026-12-03 12:00:00까지',
        realityCheck: '15분마다 · 세션 제한 2시간',
        stops: '2회 · 최근 2026-11-26 12:00:00',
      },
      {
        id: 2,
        userId: 'member02',
        nickname: '회원2',
        limits: [],
        exclusion: '자기 배제 · 영구',
        realityCheck: '기본 (1시간마다)',
        stops: '없음',
      },
    ]);
  });

  it('searches by part of the id or nickname from the first page, and pages 20 at a time', async () => {
    const { gateway, vm, view } = await setup(Array.from({ length: 25 }, (_, i) => row(25 - i)));
    expect(view()).toMatchObject({ pageCount: 2 });
    expect(view().rows).toHaveLength(20);
    vm.goToPage(2);
    expect(view().loading).toBe(true);
    await flush();
    expect(view().rows.map((r) => r.id)).toEqual([5, 4, 3, 2, 1]);
    vm.setSearch('member1');
    vm.search();
    await flush();
    expect(view()).toMatchObject({ search: 'member1', page: 1, pageCount: 1 });
    expect(view().rows.map((r) => r.id)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10]);
    expect(gateway.calls).toEqual(["responsiblePlayMembers '' 1", "responsiblePlayMembers '' 2", "responsiblePlayMembers 'member1' 1"]);
  });

  it("shows the server's refusal and empties the list; the alert can be dismissed; it completes when disposed", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.failNext.responsiblePlayMembers = deskRefusal('권한이 없습니다.', 403);
    const vm = new AdminResponsiblePlayViewModel({ gateway });
    let view!: AdminResponsiblePlayView;
    let completed = false;
    vm.state$.subscribe({ next: (v) => (view = v), complete: () => (completed = true) });
    await flush();
    expect(view).toMatchObject({ loading: false, rows: [], alert: '권한이 없습니다.' });
    vm.dismissAlert();
    expect(view.alert).toBeNull();
    vm.dispose();
    expect(completed).toBe(true);
  });
});
