import { firstValueFrom } from 'rxjs';
import { createApiClient } from '../../api/api-client.js';
import { apiError } from '../../shared/domain/api-error.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { FakeAttendanceGateway } from '../testing/fake-attendance-gateway.js';
import { createApiAttendanceGateway } from './api-attendance-gateway.js';
import { AttendanceViewModel } from './attendance.view-model.js';
import { completesOnDispose } from '../../shared/testing/view-model-probe.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** 2026-11-22 12:00 KST. */
const NOON_KST = Date.UTC(2026, 10, 22, 3, 0, 0);

function setup() {
  const clock = new FakeClock(NOON_KST);
  const gateway = new FakeAttendanceGateway(clock);
  const refreshes: string[] = [];
  const vm = new AttendanceViewModel({ gateway, clock, refreshMember: () => refreshes.push('member') });
  return { clock, gateway, vm, refreshes };
}

describe('AttendanceViewModel', () => {
  it("opens on the clock's KST month and shows the points a check-in gives", async () => {
    const { vm, gateway } = setup();
    await settle();
    const view = await firstValueFrom(vm.state$);
    expect([view.calendar.title, view.isCurrentMonth, view.checkedToday, view.pointsText, view.loading]).toEqual([
      '2026년 11월',
      true,
      false,
      '100',
      false,
    ]);
    expect(gateway.asked).toEqual(['2026-11']);
  });

  it("checks in once, alerts the server's text and marks today in the calendar", async () => {
    const { vm, refreshes } = setup();
    vm.checkIn();
    vm.checkIn();
    await settle();
    const view = await firstValueFrom(vm.state$);
    expect(view.alert).toBe('출석체크가 완료되었습니다. 100 포인트가 지급되었습니다.');
    expect(view.checkedToday).toBe(true);
    expect(view.calendar.weeks.flat().find((d) => d?.today)).toMatchObject({ date: '2026-11-22', checked: true });
    vm.dismissAlert();
    vm.checkIn();
    await settle();
    expect((await firstValueFrom(vm.state$)).alert).toBe('오늘은 이미 출석체크를 하셨습니다.');
    // Only the credited check-in asked the session to reload the member's points.
    expect(refreshes).toEqual(['member']);
  });

  it('goes back and forth between months, the check-in day following the KST midnight', async () => {
    const { vm, clock, gateway } = setup();
    vm.checkIn();
    await settle();
    clock.set(Date.UTC(2026, 10, 30, 15, 0, 0)); // 2026-12-01 00:00 KST
    vm.checkIn();
    await settle();
    expect([...gateway.days].sort()).toEqual(['2026-11-22', '2026-12-01']);
    vm.previousMonth();
    await settle();
    let view = await firstValueFrom(vm.state$);
    expect([view.calendar.month, view.isCurrentMonth, view.calendar.checkedCount]).toEqual(['2026-11', false, 1]);
    vm.nextMonth();
    await settle();
    view = await firstValueFrom(vm.state$);
    expect([view.calendar.month, view.isCurrentMonth, view.checkedToday]).toEqual(['2026-12', true, true]);
  });

  it('alerts a failed load or check-in with the default text, and completes on dispose', async () => {
    const { vm, gateway } = setup();
    await settle();
    gateway.failNext = apiError('transport', 'x');
    vm.nextMonth();
    await settle();
    expect((await firstValueFrom(vm.state$)).alert).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    gateway.failNext = apiError('transport', 'x');
    vm.checkIn();
    await settle();
    expect((await firstValueFrom(vm.state$)).alert).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    expect(completesOnDispose(vm)).toBe(true);
  });
});

describe('createApiAttendanceGateway', () => {
  it('asks GET /attendance?month and POST /attendance, handing on the check-in text', async () => {
    const http = new FakeHttp()
      .on('GET', '/attendance', { status: 200, body: { month: '2026-11', days: ['2026-11-02'], checkedToday: false, points: 100 } })
      .on('POST', '/attendance', { status: 200, body: { message: '완료', day: '2026-11-22' } });
    const gateway = createApiAttendanceGateway(createApiClient(http));
    expect(await gateway.month('2026-11')).toEqual({
      ok: true,
      value: { month: '2026-11', days: ['2026-11-02'], checkedToday: false, points: 100 },
    });
    expect(await gateway.checkIn()).toEqual({ ok: true, value: '완료' });
    http.on('POST', '/attendance', { status: 409, body: { message: '오늘은 이미 출석체크를 하셨습니다.' } });
    expect((await gateway.checkIn()).ok).toBe(false);
    expect(http.requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/attendance', { month: '2026-11' }],
      ['POST', '/attendance', undefined],
      ['POST', '/attendance', undefined],
    ]);
  });
});
