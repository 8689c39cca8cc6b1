import { act, fireEvent, screen, within } from '@testing-library/react';
import { ok } from '@bet/core/shared';
import { VirtualBoardViewModel } from '@bet/core/virtual';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import {
  fakeVirtualBoard,
  fakeVirtualRound,
  FakeVirtualGateway,
  FakeVirtualSlip,
} from '../../../core/src/virtual/testing/fake-virtual-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { VirtualPage } from './VirtualPage.js';

const NOW = Date.UTC(2026, 10, 25, 3, 0, 5);
const STARTS = NOW + 150_000;

async function openPage(board = fakeVirtualBoard([fakeVirtualRound(42, STARTS), fakeVirtualRound(43, STARTS + 180_000, '슈퍼리그', 201)])) {
  const clock = new FakeClock(NOW);
  const gateway = new FakeVirtualGateway();
  gateway.setBoard('soccer', board);
  const slip = new FakeVirtualSlip();
  const vm = new VirtualBoardViewModel({ gateway, clock, slip });
  const shell = shellCallbacks(() => true);
  const paths: string[] = [];
  renderFeature(<VirtualPage viewModel={vm} game="soccer" onAlert={shell.onAlert} onNavigate={(p) => paths.push(p)} />);
  await act(flush);
  return { clock, gateway, slip, shell, paths };
}
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('VirtualPage', () => {
  it('shows the game tabs, the leagues, the placeholder counting down, the rounds with their markets and the results', async () => {
    await openPage();
    expect(screen.getAllByTestId('virtual-game-tab').map((t) => t.textContent)).toEqual(['축구', '농구', '개경주', '경마']);
    expect(screen.getAllByTestId('virtual-league').map((t) => t.textContent)).toEqual(['전체', '프리미어십', '슈퍼리그']);
    expect(screen.getByTestId('virtual-placeholder').getAttribute('data-stage')).toBe('countdown');
    expect(screen.getByTestId('virtual-stage-countdown').textContent).toBe('02:30');
    expect(screen.getAllByTestId('virtual-countdown').map((c) => c.textContent)).toEqual(['02:30', '05:30']);
    const market = screen.getByRole('group', { name: '200회차 승무패' });
    expect(
      within(market)
        .getAllByTestId('virtual-pick')
        .map((b) => b.textContent),
    ).toEqual(['승2.10', '무3.20', '패3.30']);
    expect(screen.getAllByTestId('virtual-result').map((r) => r.textContent)).toEqual(['199회차2:1']);
  });

  it('puts a pressed pick into the slip and marks it; a league tab filters the rounds', async () => {
    const { slip } = await openPage();
    await press(screen.getByRole('button', { name: '200회차 승무패 무 3.20' }));
    expect(slip.added.map((e) => e.id)).toEqual([42_002]);
    expect(screen.getByRole('button', { name: '200회차 승무패 무 3.20' }).getAttribute('aria-pressed')).toBe('true');
    await press(screen.getByRole('button', { name: '슈퍼리그' }));
    expect(screen.getAllByTestId('virtual-round').map((r) => r.getAttribute('data-round-id'))).toEqual(['43']);
  });

  it('plays the round in the placeholder once it starts and takes it off the open rounds', async () => {
    const { clock } = await openPage();
    await act(async () => clock.advance(155_000));
    expect(screen.getByTestId('virtual-placeholder').getAttribute('data-stage')).toBe('playing');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getAllByTestId('virtual-round').map((r) => r.getAttribute('data-round-id'))).toEqual(['43']);
  });

  it('shows the result on the placeholder, and the stream instead when the provider gives one', async () => {
    const { clock } = await openPage(fakeVirtualBoard([], { results: [{ id: 7, dayRound: 199, endsAt: NOW - 1_000, text: '2:1' }] }));
    expect(screen.getByTestId('virtual-stage-result').textContent).toBe('2:1');
    await act(async () => clock.advance(60_000));
    expect(screen.getByTestId('virtual-placeholder').getAttribute('data-stage')).toBe('waiting');
    expect(screen.getByTestId('virtual-no-rounds')).toBeTruthy();
  });

  it('plays a video stream or the provider page', async () => {
    await openPage(fakeVirtualBoard([], { streams: [{ name: 'a', url: 'https://v.example/a.mp4' }] }));
    expect(screen.getByTestId('virtual-stream').tagName).toBe('VIDEO');
    expect(screen.queryByTestId('virtual-placeholder')).toBeNull();
  });

  it('navigates with the game tabs', async () => {
    const { paths } = await openPage();
    await press(screen.getByRole('tab', { name: '경마' }));
    expect(paths).toEqual(['/bet365/horse']);
  });
});

describe('VirtualPage team ranking (spec 9: Premiership, Superleague, EuroCup, WorldCup)', () => {
  it('shows one table per group and, with a league tab, only that league’s', async () => {
    const clock = new FakeClock(NOW);
    const gateway = new FakeVirtualGateway();
    gateway.setBoard('soccer', fakeVirtualBoard([fakeVirtualRound(42, STARTS)]));
    const row = (rank: number, team: string, won: number, drawn: number, lost: number, goalsFor: number, goalsAgainst: number) => ({
      rank,
      team,
      played: won + drawn + lost,
      won,
      drawn,
      lost,
      goalsFor,
      goalsAgainst,
      points: won * 3 + drawn,
    });
    gateway.rankingAnswer = ok({
      rounds: 3,
      groups: [
        { id: 'premiership', name: '프리미어십', teams: [row(1, '런던', 2, 0, 0, 5, 1), row(2, '파리', 0, 0, 2, 1, 5)] },
        { id: 'superleague', name: '슈퍼리그', teams: [row(1, '서울', 0, 1, 0, 1, 1), row(1, '도쿄', 0, 1, 0, 1, 1)] },
        { id: 'eurocup', name: '유로컵', teams: [] },
        { id: 'worldcup', name: '월드컵', teams: [] },
      ],
    });
    const vm = new VirtualBoardViewModel({ gateway, clock, slip: new FakeVirtualSlip() });
    renderFeature(<VirtualPage viewModel={vm} game="soccer" onAlert={() => undefined} onNavigate={() => undefined} />);
    await act(flush);
    const ranking = screen.getByRole('region', { name: '팀 순위' });
    expect(
      within(ranking)
        .getAllByTestId('virtual-ranking-group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['프리미어십', '슈퍼리그', '유로컵', '월드컵']);
    const london = within(ranking).getAllByTestId('virtual-ranking-row')[0]!;
    expect([...london.children].map((c) => c.textContent)).toEqual(['1', '런던', '2', '2', '0', '0', '5:1', '6']);
    expect(within(ranking).getAllByText('아직 정산된 경기가 없습니다.')).toHaveLength(2);
    await press(screen.getAllByTestId('virtual-league').find((t) => t.textContent === '슈퍼리그')!);
    expect(
      within(screen.getByRole('region', { name: '팀 순위' }))
        .getAllByTestId('virtual-ranking-group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['슈퍼리그']);
  });
});
