import { act, fireEvent, screen, within } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { AttendanceViewModel } from '@bet/core/attendance';
import { PointExchangeViewModel, type PointsMember } from '@bet/core/points';
import { FakeAttendanceGateway } from '../../../core/src/attendance/testing/fake-attendance-gateway.js';
import { FakePointsGateway } from '../../../core/src/points/testing/fake-points-gateway.js';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { pointsDialogs } from '../points/dialogs.js';
import { attendanceDialogs } from './dialogs.js';

const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

const controls = (onClose: () => void) => ({ close: onClose, toggle: () => undefined });

describe('the attendance and point-to-cash dialogs (spec 2)', () => {
  it('checks in from the attendance dialog with the page’s panel, and closes', async () => {
    const clock = new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0));
    const gateway = new FakeAttendanceGateway(clock);
    const shell = shellCallbacks();
    let closed = 0;
    const renderers = attendanceDialogs({ createAttendance: () => new AttendanceViewModel({ gateway, clock }), onAlert: shell.onAlert });
    renderFeature(<>{renderers.attendance(controls(() => (closed += 1)))}</>);
    await act(flush);
    const dialog = screen.getByRole('dialog', { name: '출석체크' });
    expect(within(dialog).getByTestId('attendance-month').textContent).toBe('2026년 11월');
    await press(within(dialog).getByRole('button', { name: '출석체크하기' }));
    expect(shell.alerts).toEqual(['출석체크가 완료되었습니다. 100 포인트가 지급되었습니다.']);
    expect(within(dialog).getByTestId('attendance-count').textContent).toBe('이번 달 출석 1일');
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(closed).toBe(1);
  });

  it('converts points from the point-to-cash dialog and forwards the delete-all confirm', async () => {
    const gateway = new FakePointsGateway();
    const member$ = new BehaviorSubject<PointsMember | null>({
      id: 7,
      userId: 'member01',
      emoney: 1_000_000,
      point: 5_000,
      updatedAt: 'u1',
    });
    const shell = shellCallbacks(() => false);
    const renderers = pointsDialogs({
      createPointExchange: () => new PointExchangeViewModel({ gateway, member$ }),
      onAlert: shell.onAlert,
      onConfirm: shell.onConfirm,
    });
    renderFeature(<>{renderers.pointToCash(controls(() => undefined))}</>);
    await act(flush);
    const dialog = screen.getByRole('dialog', { name: '포인트전환' });
    expect(within(dialog).getByTestId('point-exchange-point').textContent).toContain('5,000P');
    fireEvent.change(within(dialog).getByLabelText('전환 포인트'), { target: { value: '1500' } });
    await press(within(dialog).getByRole('button', { name: '전환하기' }));
    expect(shell.alerts).toEqual(['포인트 전환성공']);
    expect(gateway.calls).toContain('convert 1500 u1');
    await press(within(dialog).getByRole('button', { name: '전체삭제' }));
    expect(shell.confirms.length).toBe(1);
  });
});
