import { act, fireEvent, screen, within } from '@testing-library/react';
import { ok } from '@bet/core/shared';
import { StreamingViewModel } from '@bet/core/streaming';
import { FakeSportsGateway, FakeSse, fixtureRecord, problem } from '../../../core/src/sports/testing/sports-test-kit.js';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { flush, renderFeature } from '../design-system/testing/render-feature.js';
import { ShellNavigationProvider } from '../shell/shell-services.js';
import { StreamingPage } from './StreamingPage.js';

const live = (id: number, o: Parameters<typeof fixtureRecord>[1] = {}) =>
  fixtureRecord(id, { status: 'inPlay', score: { home: 1, away: 0 }, periodCode: 10, ...o });

async function openPage(
  rows = [live(3), live(4, { sportId: 48242, sportNameKorean: '농구', score: { home: 24, away: 19 }, periodCode: 2 })],
) {
  const gateway = new FakeSportsGateway();
  gateway.inplay = ok({ rows, totalCount: rows.length });
  const sse = new FakeSse();
  const viewModel = new StreamingViewModel({ gateway, sse, clock: new FakeClock() });
  const visited: string[] = [];
  renderFeature(
    <ShellNavigationProvider navigation={{ pathname: '/streaming', search: '', navigate: (to) => visited.push(to) }}>
      <StreamingPage viewModel={viewModel} />
    </ShellNavigationProvider>,
  );
  await act(flush);
  return { gateway, sse, viewModel, visited };
}

const channel = (fixtureId: number): HTMLElement => {
  const found = screen.getAllByTestId('streaming-channel').find((c) => c.getAttribute('data-fixture-id') === String(fixtureId));
  if (!found) throw new Error(`no channel ${fixtureId}`);
  return found;
};

describe('StreamingPage', () => {
  it('lists the live matches as channels and asks the member to choose one', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 2, name: 'TV 중계' })).toBeTruthy();
    expect(within(screen.getByTestId('streaming-channels')).getByText('진행 중 2경기')).toBeTruthy();
    const channels = screen.getAllByTestId('streaming-channel');
    expect(channels.map((c) => c.textContent)).toEqual([
      '서울 vs 부산1 : 0축구 · K리그1 · 전반전스코어',
      '서울 vs 부산24 : 19농구 · K리그1 · 2쿼터스코어',
    ]);
    expect(screen.getByTestId('streaming-choose').textContent).toContain('시청할 경기를 선택해 주세요.');
    expect(screen.queryByTestId('streaming-bet')).toBeNull();
  });

  it('shows the chosen match as a live scoreboard when it has no video, and follows its score', async () => {
    const t = await openPage();
    fireEvent.click(channel(4));
    expect(channel(4).getAttribute('aria-pressed')).toBe('true');
    const board = screen.getByTestId('streaming-scoreboard');
    expect(within(board).getByTestId('streaming-score').textContent).toBe('24 : 19');
    expect(within(board).getByTestId('streaming-phase').textContent).toBe('LIVE 2쿼터');
    expect(board.textContent).toContain('영상 중계가 제공되지 않아 실시간 스코어로 중계합니다.');
    act(() => t.sse.emit('event', 'fixture', { id: 4, status: 2, score: { home: 26, away: 19 }, periodCode: 3 }));
    expect(within(board).getByTestId('streaming-score').textContent).toBe('26 : 19');
    expect(within(board).getByTestId('streaming-phase').textContent).toBe('LIVE 3쿼터');
    expect(within(channel(4)).getByTestId('streaming-channel-score').textContent).toBe('26 : 19');
  });

  it('links to the in-play list to bet on the match', async () => {
    const t = await openPage();
    fireEvent.click(channel(3));
    const bet = screen.getByRole('link', { name: '이 경기 베팅하기' });
    expect(bet.getAttribute('href')).toBe('/inplay');
    fireEvent.click(bet);
    expect(t.visited).toEqual(['/inplay']);
  });

  it('plays the video the feed gives, or the player page in a sandboxed frame', async () => {
    await openPage([
      live(3, { streamUrl: 'https://cdn.example/live/3.m3u8' }),
      live(4, { streamUrl: 'https://player.example/watch?id=4' }),
    ]);
    expect(screen.getAllByTestId('streaming-channel').map((c) => c.textContent?.endsWith('영상'))).toEqual([true, true]);
    fireEvent.click(channel(3));
    const video = screen.getByTestId('streaming-stream');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('https://cdn.example/live/3.m3u8');
    expect(screen.queryByTestId('streaming-scoreboard')).toBeNull();
    fireEvent.click(channel(4));
    const frame = screen.getByTestId('streaming-stream');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
  });

  it('says when the chosen match has ended and offers no bet', async () => {
    const t = await openPage();
    fireEvent.click(channel(3));
    act(() => t.sse.emit('event', 'fixtureFinished', { id: 3, score: { home: 1, away: 0 }, periodCode: 100 }));
    expect(screen.getByTestId('streaming-phase').textContent).toBe('경기가 종료되었습니다.');
    expect(screen.queryByTestId('streaming-bet')).toBeNull();
    expect(screen.getAllByTestId('streaming-channel')).toHaveLength(1);
  });

  it('says when no match is live, and shows a failed load with a retry', async () => {
    const t = await openPage([]);
    expect(screen.getByText('지금 진행 중인 경기가 없습니다.')).toBeTruthy();
    t.gateway.inplay = { ok: false, error: problem('목록을 불러오지 못했습니다.') };
    await act(async () => {
      t.viewModel.open();
      await flush();
    });
    expect(screen.getByRole('alert').textContent).toBe('목록을 불러오지 못했습니다.');
    t.gateway.inplay = ok({ rows: [live(3)], totalCount: 1 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '다시 불러오기' }));
      await flush();
    });
    expect(screen.getAllByTestId('streaming-channel')).toHaveLength(1);
  });
});
