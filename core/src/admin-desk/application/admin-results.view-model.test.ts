import { deskRefusal, fakeFixture, FakeAdminDeskGateway } from '../testing/fake-admin-desk-gateway.js';
import { AdminResultsViewModel, fixtureResultOf } from './admin-results.view-model.js';
import { completesOnDispose, latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(gateway = new FakeAdminDeskGateway()) {
  const vm = new AdminResultsViewModel({ gateway });
  const view = latestView(vm.state$);
  await flush();
  return { gateway, vm, view };
}

describe('fixtureResultOf', () => {
  it('groups the picked winners by market type and leaves out lines without one', () => {
    const f = fakeFixture(7);
    expect(fixtureResultOf(f, { [f.markets[0]!.key]: 71, [f.markets[1]!.key]: 74, [f.markets[2]!.key]: 77 })).toEqual([
      { marketId: 1, winningOddsIds: [71] },
      { marketId: 2, winningOddsIds: [74, 77] },
    ]);
    expect(fixtureResultOf(f, {})).toEqual([]);
  });
});

describe('AdminResultsViewModel', () => {
  it('lists fixtures, searches by team and pages (15 a page)', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.fixtures_ = Array.from({ length: 16 }, (_, i) => fakeFixture(i + 1, i === 3 ? '울산' : '서울'));
    const { vm, view } = await setup(gateway);
    expect(view()).toMatchObject({ loading: false, page: 1, pageCount: 2, open: null, error: null, alert: null, confirm: null });
    expect(view().fixtures).toHaveLength(15);
    vm.goToPage(2);
    await flush();
    expect(view().fixtures).toHaveLength(1);
    vm.setSearch('울산');
    vm.search();
    await flush();
    expect(view()).toMatchObject({ search: '울산', page: 1, pageCount: 1 });
    expect(view().fixtures.map((f) => f.id)).toEqual([4]);
    expect(gateway.calls.at(-1)).toBe("fixtures 1 '울산'");
  });

  it('refuses a result without a winner, toggles picks per line, and settles after the question', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.fixtures_ = [fakeFixture(7)];
    const { vm, view } = await setup(gateway);
    vm.submit();
    expect(view().confirm).toBeNull();
    vm.open(7);
    expect(view().open?.id).toBe(7);
    vm.submit();
    expect(view().error).toBe('당첨 항목을 하나 이상 선택해주세요.');
    const [win, , over] = view().open!.markets;
    vm.pick(win!.key, 71);
    expect(view().error).toBeNull();
    vm.pick(win!.key, 72);
    vm.pick(over!.key, 74);
    vm.submit();
    expect(view().error).toBe('같은 종류의 마켓은 모든 기준의 당첨 항목을 선택해주세요.');
    vm.pick(over!.key, 74);
    expect(view().winners).toEqual({ [win!.key]: 72 });
    vm.setScore('home', '1');
    vm.setScore('away', '1');
    vm.submit();
    expect(view().confirm).toEqual({ message: '최종 스코어 홈 1 : 원정 1. 이 결과로 정산하시겠습니까? 정산은 되돌릴 수 없습니다.' });
    vm.cancel();
    expect(gateway.settled).toEqual([]);
    vm.submit();
    vm.accept();
    await flush();
    expect(gateway.settled).toEqual([{ fixtureId: 7, result: [{ marketId: 1, winningOddsIds: [72] }], score: { home: 1, away: 1 } }]);
    expect(view()).toMatchObject({ alert: '결과가 등록되고 정산되었습니다.', open: null, winners: {}, score: { home: '', away: '' } });
  });

  it('requires the final score: refuses none or a bad one without asking, and prefills the feed score', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.fixtures_ = [fakeFixture(7), fakeFixture(8, '울산', '전북', { home: 3, away: 2 })];
    const { vm, view } = await setup(gateway);
    vm.open(7);
    expect(view().score).toEqual({ home: '', away: '' });
    vm.pick(view().open!.markets[0]!.key, 71);
    vm.submit();
    expect(view()).toMatchObject({ error: '최종 스코어(홈, 원정)를 모두 입력해주세요.', confirm: null });
    vm.setScore('home', '2');
    expect(view().error).toBeNull();
    vm.setScore('away', '1000');
    vm.submit();
    expect(view()).toMatchObject({ error: '스코어는 0부터 999까지의 정수로 입력해주세요.', confirm: null });
    vm.setScore('away', '1.5');
    vm.submit();
    expect(view().error).toBe('스코어는 0부터 999까지의 정수로 입력해주세요.');
    expect(view().score).toEqual({ home: '2', away: '1.5' });
    expect(gateway.settled).toEqual([]);

    vm.open(8);
    expect(view().score).toEqual({ home: '3', away: '2' });
    vm.pick(view().open!.markets[0]!.key, 81);
    vm.submit();
    vm.accept();
    await flush();
    expect(gateway.settled).toEqual([{ fixtureId: 8, result: [{ marketId: 1, winningOddsIds: [81] }], score: { home: 3, away: 2 } }]);
  });

  it('keeps the picks when the server refuses, shows its text, and closes on request', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.fixtures_ = [fakeFixture(7)];
    const { vm, view } = await setup(gateway);
    vm.open(7);
    vm.pick(view().open!.markets[0]!.key, 71);
    vm.setScore('home', '0');
    vm.setScore('away', '0');
    gateway.failNext.settleFixture = deskRefusal('경기를 찾을 수 없습니다.', 404);
    vm.submit();
    vm.accept();
    await flush();
    expect(view().alert).toBe('경기를 찾을 수 없습니다.');
    expect(view()).toMatchObject({ open: { id: 7 }, score: { home: '0', away: '0' } });
    vm.dismissAlert();
    vm.close();
    expect(view()).toMatchObject({ open: null, winners: {}, score: { home: '', away: '' } });
    gateway.failNext.fixtures = deskRefusal('문제가 발생했습니다.', 500);
    vm.search();
    await flush();
    expect(view()).toMatchObject({ fixtures: [], alert: '문제가 발생했습니다.' });
    expect(completesOnDispose(vm)).toBe(true);
  });
});
