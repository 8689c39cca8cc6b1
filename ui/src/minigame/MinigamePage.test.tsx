import { act, fireEvent, screen, within } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { MinigameBoardViewModel, type MinigameMember } from '@bet/core/minigame';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { fakeMinigameRound, FakeMinigameGateway, FakeMinigameSlip } from '../../../core/src/minigame/testing/fake-minigame-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { MinigamePage } from './MinigamePage.js';

const NOW = Date.UTC(2026, 10, 25, 3, 0, 5);

async function openPage(props: { provider?: string; gameId?: number } = { provider: 'lotus' }) {
  const clock = new FakeClock(NOW);
  const gateway = new FakeMinigameGateway();
  gateway.setBoard(301, [fakeMinigameRound(42, NOW + 155_000)]);
  const slip = new FakeMinigameSlip();
  const vm = new MinigameBoardViewModel({
    gateway,
    clock,
    slip,
    member$: new BehaviorSubject<MinigameMember | null>({ userId: 'member01' }),
  });
  const shell = shellCallbacks(() => true);
  const paths: string[] = [];
  renderFeature(<MinigamePage viewModel={vm} {...props} onAlert={shell.onAlert} onNavigate={(p) => paths.push(p)} />);
  await act(flush);
  return { clock, gateway, slip, shell, paths };
}
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('MinigamePage', () => {
  it('shows the provider tabs, the games, the round with its countdown, the picks with normal/power headings and the last results', async () => {
    await openPage();
    expect(screen.getAllByTestId('minigame-provider-tab').map((t) => t.textContent)).toEqual([
      '로투스',
      '토큰',
      '에볼루션',
      '엔트리',
      '넥스트',
    ]);
    expect(screen.getAllByTestId('minigame-game').map((g) => g.textContent)).toEqual(['로투스 파워볼', '로투스 사다리점검중']);
    expect(screen.getByTestId('minigame-round').textContent).toBe('241회차');
    expect(screen.getByTestId('minigame-countdown').textContent).toBe('02:35');
    const power = screen.getByRole('group', { name: '파워 홀짝' });
    expect(
      within(power)
        .getAllByTestId('minigame-pick')
        .map((b) => b.textContent),
    ).toEqual(['홀1.95', '짝1.95']);
    expect(screen.getByRole('group', { name: '일반 홀짝' })).toBeTruthy();
    expect(screen.getAllByTestId('minigame-result').map((r) => r.textContent)).toEqual([
      '240회차일반볼 홀/언더 · 파워볼 짝/오버',
      '239회차일반볼 짝/오버 · 파워볼 홀/언더',
    ]);
    expect(screen.getByText('미니게임은 회차당 1회만 베팅가능합니다.')).toBeTruthy();
  });

  it('puts a pressed pick into the slip and marks it', async () => {
    const { slip } = await openPage();
    await press(screen.getByRole('button', { name: '일반 홀짝 짝 1.95' }));
    expect(slip.added.map((e) => e.id)).toEqual([42_002]);
    expect(screen.getByRole('button', { name: '일반 홀짝 짝 1.95' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('counts down each second', async () => {
    const { clock } = await openPage();
    await act(async () => clock.advance(150_000));
    expect(screen.getByTestId('minigame-countdown').textContent).toBe('00:05');
  });

  it('navigates with the provider and game tabs', async () => {
    const { paths } = await openPage();
    await press(screen.getByRole('tab', { name: '토큰' }));
    await press(screen.getAllByTestId('minigame-game')[1]!);
    expect(paths).toEqual(['/minigame/token', '/minigame/lotus?game=303']);
  });

  it('alerts a game in maintenance and goes to the top page', async () => {
    const { shell, paths } = await openPage({ provider: 'lotus', gameId: 303 });
    expect(shell.alerts).toEqual(['로투스 사다리 점검중입니다.']);
    expect(paths).toEqual(['/']);
  });

  it('alerts a missing game and goes to the top page', async () => {
    const { shell, paths } = await openPage({ provider: 'lotus', gameId: 999 });
    expect(shell.alerts).toEqual(['존재하지 않는 게임입니다.']);
    expect(paths).toEqual(['/']);
  });
});
