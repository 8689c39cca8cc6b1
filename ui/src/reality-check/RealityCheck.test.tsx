import { act, fireEvent, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { RealityCheckViewModel } from '@bet/core/reality-check';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { FakeRealityCheckGateway } from '../../../core/src/reality-check/testing/fake-reality-check-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { RealityCheckHost } from './RealityCheckDialog.js';
import { RealityCheckSettingsPage } from './RealityCheckSettingsPage.js';

const LOGIN = Date.UTC(2026, 10, 25, 3, 0, 0);

describe('RealityCheckHost', () => {
  it('shows time played and net after the interval; 계속 closes it, 중지 leaves', async () => {
    const clock = new FakeClock(LOGIN);
    const vm = new RealityCheckViewModel({ gateway: new FakeRealityCheckGateway(LOGIN), clock });
    const onLeave = jest.fn();
    renderFeature(<RealityCheckHost viewModel={vm} onLeave={onLeave} />);
    await act(flush);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      clock.advance(60 * 60_000);
      await flush();
    });
    expect(screen.getByRole('alertdialog', { name: '이용 시간 알림' })).toBeTruthy();
    expect(screen.getByTestId('reality-played').textContent).toBe('1시간 0분');
    expect(screen.getByTestId('reality-net').textContent).toBe('-30,000원');
    fireEvent.click(screen.getByRole('button', { name: '계속' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      clock.advance(60 * 60_000);
      await flush();
    });
    fireEvent.click(screen.getByRole('button', { name: '중지' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('ends play at the session limit', async () => {
    const clock = new FakeClock(LOGIN);
    const gateway = new FakeRealityCheckGateway(LOGIN);
    gateway.summaryValue = { ...gateway.summaryValue, sessionLimitMinutes: 30 };
    const vm = new RealityCheckViewModel({ gateway, clock });
    const onLeave = jest.fn();
    renderFeature(<RealityCheckHost viewModel={vm} onLeave={onLeave} />);
    await act(async () => {
      await flush();
      clock.advance(30 * 60_000);
      await flush();
    });
    expect(screen.getByTestId('reality-limit').textContent).toBe('설정하신 세션 시간 제한(30분)에 도달했습니다. 게임 이용이 종료됩니다.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});

describe('RealityCheckSettingsPage', () => {
  it('saves the chosen interval and session limit', async () => {
    const gateway = new FakeRealityCheckGateway(LOGIN);
    const vm = new RealityCheckViewModel({ gateway, clock: new FakeClock(LOGIN) });
    const shell = shellCallbacks(() => true);
    renderFeature(<RealityCheckSettingsPage viewModel={vm} onAlert={shell.onAlert} />);
    await act(flush);
    expect((screen.getByLabelText('알림 주기') as HTMLSelectElement).value).toBe('60');
    fireEvent.change(screen.getByLabelText('알림 주기'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('세션 시간 제한'), { target: { value: '120' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '저장' }));
      await flush();
    });
    expect(gateway.saved).toEqual([{ intervalMinutes: 30, sessionLimitMinutes: 120 }]);
    expect(shell.alerts).toEqual(['이용 시간 알림 설정이 저장되었습니다.']);
    fireEvent.change(screen.getByLabelText('세션 시간 제한'), { target: { value: '' } });
    expect((screen.getByLabelText('세션 시간 제한') as HTMLSelectElement).value).toBe('');
  });
});
