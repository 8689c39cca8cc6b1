import { BehaviorSubject, firstValueFrom, type Observable } from 'rxjs';
import { apiError } from '../../shared/domain/api-error.js';
import { POINT_MESSAGES } from '../domain/points.messages.js';
import { FakePointsGateway, serverRefusal } from '../testing/fake-points-gateway.js';
import { PointExchangeViewModel } from './point-exchange.view-model.js';
import { PointHistoryViewModel } from './point-history.view-model.js';
import type { PointsMember } from './points.gateway.js';
import { completesOnDispose } from '../../shared/testing/view-model-probe.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const now = <V>(state$: Observable<V>) => firstValueFrom(state$);

function setup(point = 5_000) {
  const gateway = new FakePointsGateway();
  gateway.balances = { point, emoney: 20_000 };
  const member$ = new BehaviorSubject<PointsMember | null>({ id: 7, userId: 'member01', emoney: 20_000, point, updatedAt: 'u1' });
  const refreshes: string[] = [];
  const vm = new PointExchangeViewModel({ gateway, member$, refreshMember: () => refreshes.push('member') });
  return { gateway, member$, vm, refreshes };
}

describe('PointExchangeViewModel', () => {
  it('shows the held cash and points and the first page of conversions', async () => {
    const { vm, gateway } = setup();
    await settle();
    const view = await now(vm.state$);
    expect([view.emoneyText, view.pointText, view.loading, view.items.length, view.pageCount]).toEqual(['20,000', '5,000', false, 0, 1]);
    expect(gateway.calls).toEqual(['page conversions 1']);
  });

  it("converts the typed points with the member's updatedAt, says '포인트 전환성공' and lists the conversion", async () => {
    const { vm, gateway, refreshes } = setup();
    vm.setAmount('1234');
    expect((await now(vm.state$)).amountText).toBe('1,234');
    vm.convert();
    vm.convert();
    await settle();
    const view = await now(vm.state$);
    expect(gateway.calls.filter((c) => c.startsWith('convert'))).toEqual(['convert 1234 u1']);
    expect([view.alert, view.amountText, view.items[0]?.amountText, view.items[0]?.status]).toEqual([
      '포인트 전환성공',
      '',
      '-1,234',
      '처리완료',
    ]);
    // The session reloads the member at once: the balances and updatedAt of the next request.
    expect(refreshes).toEqual(['member']);
  });

  it('refuses below the minimum without a call, and alerts the server text or the default on failure', async () => {
    const { vm, gateway } = setup();
    vm.setAmount('0');
    vm.convert();
    expect((await now(vm.state$)).alert).toBe(POINT_MESSAGES.minimum);
    vm.dismissAlert();
    gateway.failNext.convert = serverRefusal('회원정보가 변경되었습니다. 다시 시도해주세요.');
    vm.fillAll();
    vm.convert();
    await settle();
    expect((await now(vm.state$)).alert).toBe('회원정보가 변경되었습니다. 다시 시도해주세요.');
    gateway.failNext.convert = apiError('transport', 'no answer');
    vm.convert();
    await settle();
    expect((await now(vm.state$)).alert).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
  });

  it('pages by 10, deletes one, and deletes all only after the confirm', async () => {
    const { vm, gateway } = setup(100);
    for (let i = 0; i < 12; i++) gateway.rows.unshift({ id: 100 + i, point: -(i + 1), memo: '', createdAt: 'x', pointToCashFlg: 1 });
    vm.goToPage(2);
    await settle();
    let view = await now(vm.state$);
    expect([view.page, view.pageCount, view.items.length]).toEqual([2, 2, 2]);
    vm.deleteOne(100);
    await settle();
    view = await now(vm.state$);
    expect([view.alert, view.total, view.page]).toEqual(['삭제되었습니다.', 11, 2]);
    vm.deleteAll();
    expect((await now(vm.state$)).confirm).toEqual({ message: '전체 내역을 삭제하시겠습니까?' });
    vm.cancelConfirm();
    expect(gateway.calls).not.toContain('deleteAll');
    vm.deleteAll();
    vm.acceptConfirm();
    await settle();
    view = await now(vm.state$);
    expect([view.alert, view.total, view.page, view.confirm]).toEqual(['삭제가 완료되었습니다.', 0, 1, null]);
  });

  it('falls back to the last page when a delete empties the page shown, and reports a failed delete', async () => {
    const { vm, gateway } = setup();
    for (let i = 0; i < 11; i++) gateway.rows.unshift({ id: 200 + i, point: -1, memo: '', createdAt: 'x', pointToCashFlg: 1 });
    vm.goToPage(2);
    await settle();
    vm.deleteOne(200);
    await settle();
    expect((await now(vm.state$)).page).toBe(1);
    gateway.failNext.deleteOne = apiError('transport', 'x');
    vm.deleteOne(201);
    await settle();
    expect((await now(vm.state$)).alert).toBe('삭제에 실패했습니다.');
    gateway.failNext.page = serverRefusal('목록 오류', 500);
    vm.goToPage(1);
    await settle();
    expect((await now(vm.state$)).alert).toBe('목록 오류');
  });

  it('does nothing for a visitor and completes state$ on dispose', async () => {
    const { vm, member$, gateway } = setup();
    member$.next(null);
    vm.setAmount('10');
    vm.convert();
    await settle();
    expect(gateway.calls.some((c) => c.startsWith('convert'))).toBe(false);
    expect((await now(vm.state$)).pointText).toBe('0');
    expect(completesOnDispose(vm)).toBe(true);
  });
});

describe('PointHistoryViewModel', () => {
  it('lists every movement, credits and conversions, 10 a page, and completes on dispose', async () => {
    const gateway = new FakePointsGateway().credit(100).credit(50, '룰렛');
    gateway.rows.unshift({ id: 99, point: -30, memo: '', createdAt: 'x', pointToCashFlg: 1 });
    const vm = new PointHistoryViewModel({ gateway });
    await settle();
    const view = await now(vm.state$);
    expect(view.items.map((i) => [i.kind, i.amountText])).toEqual([
      ['캐쉬 전환', '-30'],
      ['포인트 지급', '+50'],
      ['포인트 지급', '+100'],
    ]);
    vm.goToPage(3);
    await settle();
    expect((await now(vm.state$)).page).toBe(1);
    gateway.failNext.page = apiError('transport', 'x');
    vm.reload();
    await settle();
    expect((await now(vm.state$)).alert).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    vm.dismissAlert();
    expect((await now(vm.state$)).alert).toBeNull();
    expect(completesOnDispose(vm)).toBe(true);
  });
});
