import { act, fireEvent, screen, within } from '@testing-library/react';
import { ResponsiblePlayViewModel } from '@bet/core/responsible-play';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { FakeResponsiblePlayGateway } from '../../../core/src/responsible-play/testing/fake-responsible-play-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { ResponsiblePlayPage } from './ResponsiblePlayPage.js';

const NOW = Date.UTC(2026, 10, 23, 3, 0, 0); // 2026-11-23 12:00 KST
const DAY = 86_400_000;

async function openPage(answer: () => boolean = () => true, mode: 'desktop' | 'mobile' = 'desktop') {
  const clock = new FakeClock(NOW);
  const gateway = new FakeResponsiblePlayGateway(clock);
  const vm = new ResponsiblePlayViewModel({ gateway, clock });
  const shell = shellCallbacks(answer);
  renderFeature(<ResponsiblePlayPage viewModel={vm} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />, mode);
  await act(flush);
  return { clock, gateway, shell, vm };
}

const act$ = async (fn: () => void) =>
  act(async () => {
    fn();
    await flush();
  });

describe('ResponsiblePlayPage', () => {
  it('shows the three limit kinds by day, week and month with nothing set', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: '책임 있는 이용' })).toBeTruthy();
    for (const title of ['입금 한도', '베팅 한도', '손실 한도']) expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    const depositDay = screen.getByTestId('limit-deposit-day');
    expect(within(depositDay).getByTestId('limit-amount').textContent).toBe('없음');
    expect(within(depositDay).getByTestId('limit-used').textContent).toBe('이번 기간 사용 0원');
  });

  it('sets a limit at once, shows a raise as pending with its time, and confirms it after 24 hours', async () => {
    const { shell, clock, vm } = await openPage();
    const row = () => screen.getByTestId('limit-deposit-day');
    const field = () => within(row()).getByLabelText('입금 일 한도 금액');
    await act$(() => fireEvent.change(field(), { target: { value: '100000' } }));
    await act$(() => fireEvent.click(within(row()).getByRole('button', { name: '저장' })));
    expect(shell.alerts.at(-1)).toBe('한도가 바로 적용되었습니다.');
    expect(within(row()).getByTestId('limit-amount').textContent).toBe('100,000원');
    await act$(() => fireEvent.change(field(), { target: { value: '300000' } }));
    await act$(() => fireEvent.submit(field()));
    expect(shell.alerts.at(-1)).toBe('한도 상향 및 해제는 24시간 후에 적용됩니다. 2026-11-24 12:00:00 이후에 다시 확정해주세요.');
    expect(within(row()).getByTestId('limit-pending').textContent).toContain(
      '300,000원(으)로 상향 대기 중 · 2026-11-24 12:00:00 이후 확정 가능',
    );
    await act$(() => fireEvent.click(within(row()).getByRole('button', { name: '확정' })));
    expect(shell.alerts.at(-1)).toBe('2026-11-24 12:00:00 이후에 확정할 수 있습니다.');
    clock.advance(DAY);
    await act$(() => vm.dismissAlert());
    await act$(() => fireEvent.click(within(row()).getByRole('button', { name: '확정' })));
    expect(shell.alerts.at(-1)).toBe('한도 변경이 적용되었습니다.');
    expect(within(row()).getByTestId('limit-amount').textContent).toBe('300,000원');
    expect(within(row()).queryByTestId('limit-pending')).toBeNull();
  });

  it('asks to remove a limit and cancels the pending removal', async () => {
    const { shell } = await openPage();
    const row = () => screen.getByTestId('limit-loss-week');
    await act$(() => fireEvent.change(within(row()).getByLabelText('손실 주 한도 금액'), { target: { value: '50,000' } }));
    await act$(() => fireEvent.click(within(row()).getByRole('button', { name: '저장' })));
    await act$(() => fireEvent.click(within(row()).getByRole('button', { name: '해제' })));
    expect(within(row()).getByTestId('limit-pending').textContent).toContain('해제 대기 중');
    await act$(() => fireEvent.click(within(row()).getByRole('button', { name: '취소' })));
    expect(shell.alerts.at(-1)).toBe('대기 중인 한도 변경을 취소했습니다.');
    expect(within(row()).queryByTestId('limit-pending')).toBeNull();
  });

  it('starts a cool-off only after the confirm dialog, which says it cannot be undone', async () => {
    let yes = false;
    const { shell, gateway } = await openPage(() => yes);
    await act$(() => fireEvent.click(screen.getByTestId('exclusion-24h')));
    expect(shell.confirms).toEqual([
      '휴식 기간을 시작하면 2026-11-24 12:00:00까지 베팅과 입금을 할 수 없으며, 중간에 취소할 수 없습니다. 시작하시겠습니까?',
    ]);
    expect(gateway.exclusions).toEqual([]);
    yes = true;
    await act$(() => fireEvent.click(screen.getByTestId('exclusion-7d')));
    expect(shell.alerts.at(-1)).toBe('휴식 기간이 시작되었습니다. (2026-11-30 12:00:00까지)');
    expect(screen.getByTestId('exclusion-active').textContent).toBe('휴식(7일) 진행 중 · 2026-11-30 12:00:00까지');
  });

  it('draws on a 425 px screen too (mobile mode) and shows a failed load', async () => {
    await openPage(() => true, 'mobile');
    expect(screen.getByTestId('limit-wager-month')).toBeTruthy();
    const clock = new FakeClock(NOW);
    const gateway = new FakeResponsiblePlayGateway(clock);
    gateway.failLoad = true;
    const shell = shellCallbacks();
    renderFeature(
      <ResponsiblePlayPage
        viewModel={new ResponsiblePlayViewModel({ gateway, clock })}
        onAlert={shell.onAlert}
        onConfirm={shell.onConfirm}
      />,
    );
    await act(flush);
    expect(screen.getByText('정보를 불러오지 못했습니다.')).toBeTruthy();
    expect(shell.alerts).toEqual(['잠시 후 다시 시도해주세요.']);
  });
});
