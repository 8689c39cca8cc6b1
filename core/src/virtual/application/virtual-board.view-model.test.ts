import { apiError } from '../../shared/domain/api-error.js';
import { fail, ok } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { fakeVirtualBoard, fakeVirtualRound, FakeVirtualGateway, FakeVirtualSlip } from '../testing/fake-virtual-gateway.js';
import { VIRTUAL_POLL_MS, VirtualBoardViewModel, type VirtualBoardView } from './virtual-board.view-model.js';
import { VIRTUAL_RESULT_SHOW_MS } from './virtual-board.view.js';

const flush = () => new Promise((resolve) => setImmediate(resolve));
const NOW = Date.UTC(2026, 10, 25, 3, 0, 5);
const STARTS = NOW + 150_000;

function setUp() {
  const clock = new FakeClock(NOW);
  const gateway = new FakeVirtualGateway();
  gateway.setBoard('soccer', fakeVirtualBoard([fakeVirtualRound(42, STARTS), fakeVirtualRound(43, STARTS + 180_000, '슈퍼리그', 201)]));
  const slip = new FakeVirtualSlip();
  const vm = new VirtualBoardViewModel({ gateway, clock, slip });
  let view: VirtualBoardView | null = null;
  vm.state$.subscribe((v) => (view = v));
  return { vm, clock, gateway, slip, view: () => view! };
}

describe('VirtualBoardViewModel', () => {
  it('opens a game: game tabs, leagues, rounds with their countdown to the start and markets, the last results', async () => {
    const { vm, view } = setUp();
    expect(view().status).toBe('loading');
    expect(view().stage).toEqual({ kind: 'waiting' });
    vm.open('soccer');
    await flush();
    expect(view().games.map((g) => [g.label, g.active])).toEqual([
      ['축구', true],
      ['농구', false],
      ['개경주', false],
      ['경마', false],
    ]);
    expect(view().gameName).toBe('가상축구');
    expect(view().leagues.map((l) => [l.name, l.active])).toEqual([
      ['전체', true],
      ['프리미어십', false],
      ['슈퍼리그', false],
    ]);
    expect(view().rounds.map((r) => [r.roundText, r.title, r.countdownText, r.tone])).toEqual([
      ['200회차', '프리미어십 런던 vs 파리', '02:30', 'green'],
      ['201회차', '슈퍼리그 런던 vs 파리', '05:30', 'green'],
    ]);
    expect(view().rounds[0]?.markets.map((m) => m.title)).toEqual(['승무패', '언더오버']);
    expect(view().rounds[0]?.markets[0]?.picks[0]).toEqual({ oddsId: 42_001, name: '승', priceText: '2.10', selected: false });
    expect(view().results).toEqual([{ id: 7, roundText: '199회차', title: '', text: '2:1' }]);
    expect(view().stream).toBeNull();
    expect(view().stage).toEqual({
      kind: 'countdown',
      roundText: '200회차',
      title: '프리미어십 런던 vs 파리',
      countdownText: '02:30',
      tone: 'green',
    });
  });

  it('filters the rounds by league', async () => {
    const { vm, view } = setUp();
    vm.open('soccer');
    await flush();
    vm.selectLeague('superleague');
    expect(view().rounds.map((r) => r.id)).toEqual([43]);
    expect(view().leagues.find((l) => l.active)?.name).toBe('슈퍼리그');
    vm.selectLeague(null);
    expect(view().rounds.map((r) => r.id)).toEqual([42, 43]);
  });

  it('puts a pick into the slip as a virtual entry and marks it', async () => {
    const { vm, slip, view } = setUp();
    vm.open('soccer');
    await flush();
    vm.pick(42_002);
    expect(slip.added[0]).toMatchObject({ id: 42_002, fixtureId: 42, betNameKorean: '무', slipName: '가상축구 200회차' });
    expect(view().rounds[0]?.markets[0]?.picks[1]?.selected).toBe(true);
  });

  it('closes betting at the start, plays the round with its progress, then shows its result', async () => {
    const { vm, clock, gateway, slip, view } = setUp();
    vm.open('soccer');
    await flush();
    clock.advance(145_000);
    expect(view().stage).toMatchObject({ kind: 'countdown', countdownText: '00:05', tone: 'red' });
    clock.advance(5_000);
    expect(view().rounds.map((r) => r.id)).toEqual([43]);
    vm.pick(42_001);
    expect(view().alert).toBe('베팅이 마감된 경기입니다.');
    vm.dismissAlert();
    expect(slip.added).toEqual([]);
    // The server drops the started round from the board: the screen keeps playing it.
    gateway.setBoard('soccer', fakeVirtualBoard([fakeVirtualRound(43, STARTS + 180_000, '슈퍼리그', 201)]));
    clock.advance(VIRTUAL_POLL_MS);
    await flush();
    expect(view().stage).toEqual({
      kind: 'playing',
      roundText: '200회차',
      title: '프리미어십 런던 vs 파리',
      home: '런던',
      away: '파리',
      percent: 33,
    });
    const drawn = { id: 42, dayRound: 200, endsAt: STARTS + 15_000, text: '1:0' };
    gateway.setBoard('soccer', fakeVirtualBoard([fakeVirtualRound(43, STARTS + 180_000, '슈퍼리그', 201)], { results: [drawn] }));
    clock.advance(VIRTUAL_POLL_MS * 2);
    await flush();
    expect(view().stage).toEqual({ kind: 'result', roundText: '200회차', title: '프리미어십 런던 vs 파리', text: '1:0' });
    expect(view().results[0]).toEqual({ id: 42, roundText: '200회차', title: '프리미어십 런던 vs 파리', text: '1:0' });
    clock.advance(VIRTUAL_RESULT_SHOW_MS);
    expect(view().stage).toMatchObject({ kind: 'countdown', roundText: '201회차' });
  });

  it('says waiting when no round is open and no result is fresh', async () => {
    const { vm, gateway, view } = setUp();
    gateway.setBoard('soccer', fakeVirtualBoard([]));
    vm.open('soccer');
    await flush();
    expect(view().stage).toEqual({ kind: 'waiting' });
  });

  it('plays a stream when the provider gives a web address, as a video or a page', async () => {
    const { vm, gateway, view } = setUp();
    gateway.setBoard(
      'soccer',
      fakeVirtualBoard([], {
        streams: [
          { name: 'x', url: 'javascript:alert(1)' },
          { name: 'a', url: 'https://v.example/live.m3u8' },
        ],
      }),
    );
    vm.open('soccer');
    await flush();
    expect(view().stream).toEqual({ url: 'https://v.example/live.m3u8', format: 'video' });
    gateway.setBoard('dog', fakeVirtualBoard([], { leagues: [], streams: [{ name: 'a', url: 'https://v.example/player' }] }));
    vm.open('dog');
    await flush();
    expect(view().stream).toEqual({ url: 'https://v.example/player', format: 'frame' });
    expect(view().leagues).toEqual([]);
    expect(view().games.find((g) => g.active)?.game).toBe('dog');
  });

  it('fails a first load with the server text, keeps the board on a failed poll, and drops an answer for a game the member left', async () => {
    const { vm, clock, gateway, view } = setUp();
    gateway.boards.set('horse', fail(apiError('transport', 'x')));
    vm.open('horse');
    await flush();
    expect(view().status).toBe('failed');
    expect(view().alert).toBe('가상게임 정보를 불러오지 못했습니다.');
    gateway.setBoard('horse', fakeVirtualBoard([]));
    vm.open('horse');
    await flush();
    expect(view().status).toBe('ready');
    gateway.boards.set('horse', fail(apiError('transport', 'x')));
    clock.advance(VIRTUAL_POLL_MS);
    await flush();
    expect(view().status).toBe('ready');
    let answer: (value: never) => void = () => undefined;
    gateway.board = () => new Promise((resolve) => (answer = resolve as never));
    vm.open('basketball');
    vm.open('soccer');
    answer(ok(fakeVirtualBoard([])) as never);
    await flush();
    expect(view().games.find((g) => g.active)?.game).toBe('soccer');
  });

  it("reads the board for the member's navigation unmarked and for the poll as a background poll", async () => {
    const { vm, clock, gateway } = setUp();
    vm.open('soccer');
    await flush();
    clock.advance(VIRTUAL_POLL_MS);
    await flush();
    vm.open('soccer');
    await flush();
    // Only what the member does counts as activity for the session's idle limit (docs/api-conventions.md).
    expect(gateway.boardsInBackground).toEqual([false, true, false]);
  });

  it('shows soccer’s team ranking (spec 9), the selected league’s table, and reads it again only after a new result', async () => {
    const { vm, gateway, clock, view } = setUp();
    const standing = (rank: number, team: string, points: number) => ({
      rank,
      team,
      played: 1,
      won: points === 3 ? 1 : 0,
      drawn: points === 1 ? 1 : 0,
      lost: points === 0 ? 1 : 0,
      goalsFor: 1,
      goalsAgainst: 0,
      points,
    });
    gateway.rankingAnswer = ok({
      rounds: 2,
      groups: [
        { id: 'premiership', name: '프리미어십', teams: [standing(1, '런던', 3), standing(2, '파리', 0)] },
        { id: 'superleague', name: '슈퍼리그', teams: [standing(1, '서울', 1), standing(1, '도쿄', 1)] },
      ],
    });
    vm.open('soccer');
    await flush();
    expect(view().ranking?.groups.map((g) => g.name)).toEqual(['프리미어십', '슈퍼리그']);
    expect(gateway.rankingReads).toBe(1);
    vm.selectLeague('superleague');
    expect(view().ranking?.groups.map((g) => [g.name, g.teams.map((t) => t.team)])).toEqual([['슈퍼리그', ['서울', '도쿄']]]);
    // Polls with the same newest result do not read the ranking again; a new result does.
    clock.advance(VIRTUAL_POLL_MS);
    await flush();
    expect(gateway.rankingReads).toBe(1);
    gateway.setBoard(
      'soccer',
      fakeVirtualBoard([fakeVirtualRound(43, STARTS + 180_000)], { results: [{ id: 8, dayRound: 200, endsAt: 0, text: '0:0' }] }),
    );
    clock.advance(VIRTUAL_POLL_MS);
    await flush();
    expect(gateway.rankingReads).toBe(2);
    // The other games have no ranking.
    gateway.setBoard('dog', fakeVirtualBoard([], { leagues: [] }));
    vm.open('dog');
    await flush();
    expect(view().ranking).toBeNull();
  });

  it('stops its timers on dispose', async () => {
    const { vm, clock, gateway } = setUp();
    vm.open('soccer');
    await flush();
    vm.dispose();
    const calls = gateway.calls.length;
    clock.advance(VIRTUAL_POLL_MS * 3);
    await flush();
    expect(gateway.calls.length).toBe(calls);
  });
});
