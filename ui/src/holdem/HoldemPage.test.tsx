import { act, fireEvent, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { HoldemViewModel, type HoldemMaintenance, type HoldemMember } from '@bet/core/holdem';
import { FakeGameWindows } from '../../../core/src/casino/testing/fake-casino-gateway.js';
import { FAKE_HOLDEM_MEMBER, FakeHoldemGateway } from '../../../core/src/holdem/testing/fake-holdem-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { HoldemPage } from './HoldemPage.js';

async function openPage(
  member: HoldemMember | null = FAKE_HOLDEM_MEMBER,
  maintenance: HoldemMaintenance = { revolution: false, realpoker: false },
) {
  const gateway = new FakeHoldemGateway();
  const windows = new FakeGameWindows();
  const refreshed: string[] = [];
  const vm = new HoldemViewModel({
    gateway,
    windows,
    member$: new BehaviorSubject(member),
    maintenance$: new BehaviorSubject(maintenance),
    refreshMember: () => refreshed.push('refresh'),
  });
  const shell = shellCallbacks(() => true);
  renderFeature(<HoldemPage viewModel={vm} onAlert={shell.onAlert} />);
  await act(flush);
  return { gateway, windows, shell, refreshed };
}
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('HoldemPage', () => {
  it('shows the two cards, 홀덤 and 리얼포커, and asks a visitor to log in', async () => {
    const { shell, windows } = await openPage(null);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['홀덤', '리얼포커']);
    await press(screen.getByRole('button', { name: '홀덤 게임하기' }));
    expect(shell.alerts).toEqual(['로그인 후 이용해주세요.']);
    expect(windows.opened).toEqual([]);
  });

  it('creates the account, refetches the member and opens the link in a new window', async () => {
    const { gateway, windows, refreshed } = await openPage();
    await press(screen.getByRole('button', { name: '리얼포커 게임하기' }));
    expect(gateway.calls).toEqual(['create:realpoker:member01', 'link:realpoker:member01']);
    expect(refreshed).toEqual(['refresh']);
    expect(windows.opened).toEqual([{ url: 'https://holdem.example/lobby?u=1', closed: false }]);
  });

  it('marks a game under maintenance and refuses it with its name', async () => {
    const { shell } = await openPage(FAKE_HOLDEM_MEMBER, { revolution: true, realpoker: false });
    expect(screen.getByTestId('holdem-card-revolution').textContent).toContain('점검중');
    await press(screen.getByTestId('holdem-launch-revolution'));
    expect(shell.alerts).toEqual(['홀덤 점검중입니다.']);
  });
});
