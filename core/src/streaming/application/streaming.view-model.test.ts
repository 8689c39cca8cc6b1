import { ok } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeSportsGateway, FakeSse, fixtureRecord, flush, problem } from '../../sports/testing/sports-test-kit.js';
import { INPLAY_LIST_REFRESH_MS, SPORTS_LIST_REFETCH_COALESCE_MS } from '../../sports/application/sports.timing.js';
import { STREAMING_BET_PATH, STREAMING_MAX_CHANNELS, StreamingViewModel, type StreamingView } from './streaming.view-model.js';

const live = (id: number, o: Parameters<typeof fixtureRecord>[1] = {}) =>
  fixtureRecord(id, { status: 'inPlay', score: { home: 1, away: 0 }, periodCode: 10, ...o });

function setup() {
  const gateway = new FakeSportsGateway();
  gateway.inplay = ok({
    rows: [live(3), live(4, { sportId: 48242, sportNameKorean: '농구', score: { home: 24, away: 19 }, periodCode: 2 })],
    totalCount: 2,
  });
  const sse = new FakeSse();
  const clock = new FakeClock();
  const vm = new StreamingViewModel({ gateway, sse, clock });
  let view!: StreamingView;
  let completed = false;
  vm.state$.subscribe({
    next: (v) => {
      view = v;
    },
    complete: () => {
      completed = true;
    },
  });
  return { gateway, sse, clock, vm, view: () => view, completed: () => completed };
}

async function opened() {
  const t = setup();
  t.vm.open();
  await flush();
  return t;
}

describe('StreamingViewModel', () => {
  it('lists the matches in play as channels, with score and the spec phase wording, none chosen yet', async () => {
    const t = setup();
    expect(t.view()).toMatchObject({ status: 'loading', channels: [], selected: null });
    t.vm.open();
    await flush();
    expect(t.gateway.calls.at(-1)).toEqual({ method: 'loadInplayFixtures', arg: { filter: {}, page: 1, perpage: STREAMING_MAX_CHANNELS } });
    expect(t.view()).toMatchObject({ status: 'ready', totalCount: 2, selected: null });
    expect(t.view().channels).toEqual([
      {
        id: 3,
        sportId: 6046,
        sportNameKorean: '축구',
        leagueNameKorean: 'K리그1',
        homeName: '서울',
        awayName: '부산',
        scoreText: '1 : 0',
        phaseLabel: '전반전',
        hasStream: false,
        selected: false,
      },
      expect.objectContaining({ id: 4, sportNameKorean: '농구', scoreText: '24 : 19', phaseLabel: '2쿼터' }),
    ]);
  });

  it('opens no odds stream: the page shows no prices, only the event source', async () => {
    const t = await opened();
    expect(t.sse.openStreams()).toEqual([]);
  });

  it('shows the chosen match with its live state and the way to bet on it', async () => {
    const t = await opened();
    t.vm.select(4);
    expect(t.view().channels.map((c) => c.selected)).toEqual([false, true]);
    expect(t.view().selected).toEqual({
      id: 4,
      sportNameKorean: '농구',
      leagueNameKorean: 'K리그1',
      homeName: '서울',
      awayName: '부산',
      score: { home: 24, away: 19 },
      scoreText: '24 : 19',
      phaseLabel: '2쿼터',
      stream: null,
      ended: false,
      betPath: STREAMING_BET_PATH,
    });
  });

  it("follows the chosen match's score and phase as the feed moves", async () => {
    const t = await opened();
    t.vm.select(3);
    t.sse.emit('event', 'fixture', { id: 3, status: 2, score: { home: 2, away: 0 }, periodCode: 20 });
    expect(t.view().selected).toMatchObject({ scoreText: '2 : 0', phaseLabel: '후반전', ended: false });
    expect(t.view().channels[0]).toMatchObject({ scoreText: '2 : 0', phaseLabel: '후반전' });
  });

  it('plays the stream the feed gives (web addresses only)', async () => {
    const t = setup();
    t.gateway.inplay = ok({
      rows: [live(3, { streamUrl: 'https://cdn.example/live/3.m3u8' }), live(4, { streamUrl: 'javascript:alert(1)' })],
      totalCount: 2,
    });
    t.vm.open();
    await flush();
    expect(t.view().channels.map((c) => c.hasStream)).toEqual([true, false]);
    t.vm.select(3);
    expect(t.view().selected?.stream).toEqual({ url: 'https://cdn.example/live/3.m3u8', format: 'video' });
    t.vm.select(4);
    expect(t.view().selected?.stream).toBeNull();
  });

  it('keeps an ended match on screen with its last state, without the bet link', async () => {
    const t = await opened();
    t.vm.select(3);
    t.sse.emit('event', 'fixture', { id: 3, status: 2, score: { home: 3, away: 1 }, periodCode: 20 });
    t.sse.emit('event', 'fixtureFinished', { id: 3, score: { home: 3, away: 1 }, periodCode: 100 });
    expect(t.view().channels.map((c) => c.id)).toEqual([4]);
    expect(t.view().selected).toMatchObject({ id: 3, scoreText: '3 : 1', ended: true, betPath: null });
  });

  it('ignores a choice that is not a live match, and clears the choice on request', async () => {
    const t = await opened();
    t.vm.select(99);
    expect(t.view().selected).toBeNull();
    t.vm.select(3);
    t.vm.clearSelection();
    expect(t.view().selected).toBeNull();
    expect(t.view().channels.every((c) => !c.selected)).toBe(true);
  });

  it('fetches a match that goes live, and refreshes in the background', async () => {
    const t = await opened();
    const loads = t.gateway.count('loadInplayFixtures');
    t.gateway.inplay = ok({ rows: [live(3), live(4), live(5)], totalCount: 3 });
    t.sse.emit('event', 'fixture', { id: 5, status: 2, score: { home: 0, away: 0 }, periodCode: 10 });
    t.clock.advance(SPORTS_LIST_REFETCH_COALESCE_MS);
    await flush();
    expect(t.gateway.count('loadInplayFixtures')).toBe(loads + 1);
    expect(t.view().channels.map((c) => c.id)).toEqual([3, 4, 5]);
    t.clock.advance(INPLAY_LIST_REFRESH_MS);
    await flush();
    expect(t.gateway.count('loadInplayFixtures')).toBe(loads + 2);
  });

  it('shows a failed load with its message and loads again on refresh', async () => {
    const t = setup();
    t.gateway.inplay = { ok: false, error: problem('목록을 불러오지 못했습니다.') };
    t.vm.open();
    await flush();
    expect(t.view()).toMatchObject({ status: 'error', message: '목록을 불러오지 못했습니다.', channels: [] });
    t.gateway.inplay = ok({ rows: [live(3)], totalCount: 1 });
    t.vm.refresh();
    await flush();
    expect(t.view()).toMatchObject({ status: 'ready', totalCount: 1 });
  });

  it('ends its streams and completes on dispose', async () => {
    const t = await opened();
    t.vm.dispose();
    expect(t.completed()).toBe(true);
  });
});
