import { act, fireEvent, screen } from '@testing-library/react';
import { AttendanceViewModel } from '@bet/core/attendance';
import { FakeAttendanceGateway } from '../../../core/src/attendance/testing/fake-attendance-gateway.js';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { AttendancePage } from './AttendancePage.js';

const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

async function open() {
  const clock = new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0)); // 2026-11-22 12:00 KST
  const gateway = new FakeAttendanceGateway(clock);
  gateway.days.add('2026-11-02');
  const vm = new AttendanceViewModel({ gateway, clock });
  const shell = shellCallbacks();
  const view = renderFeature(<AttendancePage viewModel={vm} onAlert={shell.onAlert} />);
  await act(flush);
  return { gateway, shell, view };
}

const cell = (container: HTMLElement, date: string) => container.querySelector(`[data-date="${date}"]`) as HTMLElement;

describe('AttendancePage', () => {
  it("shows the KST month, the earlier check-in and today's button", async () => {
    const { view } = await open();
    expect(screen.getByTestId('attendance-month').textContent).toBe('2026년 11월');
    expect(cell(view.container, '2026-11-02').dataset['checked']).toBe('true');
    expect(cell(view.container, '2026-11-22').getAttribute('aria-current')).toBe('date');
    expect(screen.getByText('출석 1회 100 포인트 지급')).not.toBeNull();
    expect(screen.getByTestId('attendance-count').textContent).toBe('이번 달 출석 1일');
  });

  it("checks in: the server's text goes to the alert, today is marked and the button says done", async () => {
    const { view, shell } = await open();
    await press(screen.getByRole('button', { name: '출석체크하기' }));
    expect(shell.alerts).toEqual(['출석체크가 완료되었습니다. 100 포인트가 지급되었습니다.']);
    expect(cell(view.container, '2026-11-22').dataset['checked']).toBe('true');
    expect((screen.getByRole('button', { name: '오늘 출석완료' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves between months; the check-in button belongs to the current month only', async () => {
    const { gateway } = await open();
    await press(screen.getByRole('button', { name: '이전 달' }));
    expect(screen.getByTestId('attendance-month').textContent).toBe('2026년 10월');
    expect(screen.queryByRole('button', { name: '출석체크하기' })).toBeNull();
    await press(screen.getByRole('button', { name: '다음 달' }));
    expect(screen.getByRole('button', { name: '출석체크하기' })).not.toBeNull();
    expect(gateway.asked).toEqual(['2026-11', '2026-10', '2026-11']);
  });
});
