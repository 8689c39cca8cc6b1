import { act, fireEvent, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { CasinoLobbyViewModel, type CasinoMember } from '@bet/core/casino';
import { won } from '@bet/core/shared';
import { FakeCasinoGateway, FakeGameWindows } from '../../../core/src/casino/testing/fake-casino-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { CasinoLobbyPage } from './CasinoLobbyPage.js';

const MEMBER: CasinoMember = { id: 7, cash: won(100_000), casino: won(0) };

async function openLobby(category: 'casino' | 'slot' = 'slot', member: CasinoMember | null = MEMBER, lobbyFails = false) {
  const gateway = new FakeCasinoGateway();
  if (lobbyFails) gateway.refuse('lobbyAnswer', '문제가 발생했습니다.', 500);
  const windows = new FakeGameWindows();
  const member$ = new BehaviorSubject<CasinoMember | null>(member);
  const vm = new CasinoLobbyViewModel({ gateway, windows, member$ });
  const shell = shellCallbacks(() => true);
  renderFeature(<CasinoLobbyPage viewModel={vm} category={category} onAlert={shell.onAlert} />);
  await act(flush);
  return { gateway, windows, vm, shell };
}
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};
const names = () => screen.getAllByTestId('casino-game').map((tile) => tile.querySelector('strong')?.textContent);

describe('CasinoLobbyPage', () => {
  it('shows the slot lobby with provider tabs, and narrows the tiles by tab and search', async () => {
    await openLobby('slot');
    expect(screen.getByRole('heading', { name: '슬롯' })).toBeTruthy();
    expect(screen.getAllByTestId('casino-provider-tab').map((t) => t.textContent)).toEqual(['전체', '럭키 스튜디오']);
    expect(names()).toEqual(['골드 러시', '럭키 세븐']);
    await act(async () => {
      fireEvent.change(screen.getByTestId('casino-search'), { target: { value: '세븐' } });
    });
    expect(names()).toEqual(['럭키 세븐']);
    await act(async () => {
      fireEvent.change(screen.getByTestId('casino-search'), { target: { value: '없는게임' } });
    });
    expect(screen.getByText('검색 결과가 없습니다.')).toBeTruthy();
  });

  it('opens a tile in a new window with the launch URL', async () => {
    const { windows, gateway } = await openLobby('casino');
    await press(screen.getByRole('button', { name: '드래곤 바카라 게임하기' }));
    expect(windows.opened).toEqual([{ url: '/api/casino-sim/play?token=t', closed: false }]);
    expect(gateway.calls.at(-1)).toEqual({ call: 'launch', args: { memberId: 7, gameId: 'dragon-baccarat' } });
  });

  it('moves cash to the casino wallet and shows the result in the alert', async () => {
    const { shell, gateway } = await openLobby();
    await act(async () => {
      fireEvent.change(screen.getByTestId('casino-transfer-amount'), { target: { value: '10000' } });
    });
    await press(screen.getByTestId('casino-transfer-submit'));
    expect(shell.alerts).toEqual(['30,000원 이상 전환 가능합니다.']);
    await act(async () => {
      fireEvent.change(screen.getByTestId('casino-transfer-amount'), { target: { value: '30000' } });
    });
    await press(screen.getByTestId('casino-transfer-submit'));
    expect(shell.alerts.at(-1)).toBe('전환에 성공했습니다.');
    expect(gateway.calls.at(-1)).toEqual({ call: 'transfer', args: { memberId: 7, emoney: 30_000, totalEmoney: 100_000, code: 4 } });
    expect(screen.getByTestId('casino-wallet-cash').textContent).toBe('70,000원');
    expect(screen.getByTestId('casino-wallet-casino').textContent).toBe('30,000원');
  });

  it('switches the direction of the transfer', async () => {
    await openLobby();
    const back = screen.getByTestId('casino-direction-casino-to-cash');
    await press(back);
    expect(back.getAttribute('aria-checked')).toBe('true');
  });

  it('says when the lobby cannot be loaded', async () => {
    await openLobby('casino', MEMBER, true);
    expect(screen.getByRole('alert').textContent).toBe('게임 목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
    expect(screen.queryAllByTestId('casino-game')).toHaveLength(0);
  });

  it('shows a visitor no wallet and asks to log in on a tile', async () => {
    const { shell, windows } = await openLobby('slot', null);
    expect(screen.queryByTestId('casino-wallet')).toBeNull();
    await press(screen.getByRole('button', { name: '골드 러시 게임하기' }));
    expect(shell.alerts).toEqual(['로그인 후 이용해주세요.']);
    expect(windows.opened).toHaveLength(0);
  });
});
