import { BehaviorSubject } from 'rxjs';
import { apiError } from '../../shared/domain/api-error.js';
import { fail } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { fakeMinigameRound, FakeMinigameGateway, FakeMinigameSlip } from '../testing/fake-minigame-gateway.js';
import type { MinigameMember } from './minigame.gateway.js';
import { MINIGAME_POLL_MS, MinigameBoardViewModel, type MinigameBoardView } from './minigame-board.view-model.js';

const flush = () => new Promise((resolve) => setImmediate(resolve));
const NOW = Date.UTC(2026, 10, 25, 3, 0, 5);
const CLOSES = NOW + 155_000;

function setUp(member: MinigameMember | null = { userId: 'member01' }) {
  const clock = new FakeClock(NOW);
  const gateway = new FakeMinigameGateway();
  gateway.setBoard(301, [fakeMinigameRound(42, CLOSES)]);
  gateway.setBoard(1008, [fakeMinigameRound(77, NOW + 50_000, 1_000)]);
  const slip = new FakeMinigameSlip();
  const member$ = new BehaviorSubject(member);
  const vm = new MinigameBoardViewModel({ gateway, clock, member$, slip });
  let view: MinigameBoardView | null = null;
  vm.state$.subscribe((v) => (view = v));
  return { vm, clock, gateway, slip, member$, view: () => view! };
}

describe('MinigameBoardViewModel', () => {
  it('opens a provider on its first game: round number, countdown to the close, picks with prefixes and odds, the last results', async () => {
    const { vm, view } = setUp();
    vm.open('lotus');
    await flush();
    expect(view().providers.map((p) => [p.label, p.active])).toEqual([
      ['로투스', true],
      ['토큰', false],
      ['에볼루션', false],
      ['엔트리', false],
      ['넥스트', false],
    ]);
    expect(view().games.map((g) => [g.name, g.maintenance, g.active])).toEqual([
      ['로투스 파워볼', false, true],
      ['로투스 사다리', true, false],
    ]);
    expect(view().gameName).toBe('로투스 파워볼');
    expect(view().round).toMatchObject({ roundText: '241회차', countdownText: '02:35', tone: 'green', alreadyBet: false });
    expect(view().round?.markets.map((m) => m.title)).toEqual(['일반 홀짝', '파워 홀짝']);
    expect(view().round?.markets[0]?.picks[0]).toEqual({ oddsId: 42_001, name: '홀', priceText: '1.95', selected: false });
    expect(view().results.map((r) => r.roundText)).toEqual(['240회차', '239회차']);
    expect(view().rule).toBe('미니게임은 회차당 1회만 베팅가능합니다.');
  });

  it('counts down every second and closes betting at the close: a late pick is refused', async () => {
    const { vm, clock, slip, view } = setUp();
    vm.open('lotus');
    await flush();
    clock.advance(150_000);
    expect(view().round).toMatchObject({ countdownText: '00:05', tone: 'red' });
    clock.advance(5_000);
    await flush();
    expect(view().round).toBeNull();
    vm.pick(42_001);
    expect(view().alert).toBe('베팅이 마감된 회차입니다.');
    expect(slip.added).toEqual([]);
  });

  it('puts a pick into the slip as a mini-game entry and marks it', async () => {
    const { vm, slip, view } = setUp();
    vm.open('lotus');
    await flush();
    vm.pick(42_018);
    expect(slip.added.map((e) => [e.id, e.gameId, e.round, e.marketNameKorean])).toEqual([[42_018, 301, 9_000_042, '파워 홀짝']]);
    expect(view().round?.markets[1]?.picks[0]?.selected).toBe(true);
  });

  it("refuses a second pick in a round the member already bet on: '미니게임은 회차당 1회만 베팅가능합니다.'", async () => {
    const { vm, gateway, slip, view } = setUp();
    vm.open('lotus');
    await flush();
    gateway.betRoundIds = [42];
    slip.placed.next();
    await flush();
    expect(view().round?.alreadyBet).toBe(true);
    vm.pick(42_002);
    expect(view().alert).toBe('미니게임은 회차당 1회만 베팅가능합니다.');
    expect(slip.added).toEqual([]);
    expect(gateway.calls).toContain('betRounds:member01:301');
  });

  it('asks a visitor to log in before a pick', async () => {
    const { vm, slip, view } = setUp(null);
    vm.open('lotus');
    await flush();
    vm.pick(42_001);
    expect(view().alert).toBe('로그인 후 이용해주세요.');
    expect(slip.added).toEqual([]);
  });

  it("alerts '{game} 점검중입니다.' for a game in maintenance, then leaves for the top page", async () => {
    const { vm, view } = setUp();
    vm.open('lotus', 303);
    await flush();
    expect(view()).toMatchObject({ alert: '로투스 사다리 점검중입니다.', leave: true });
  });

  it("alerts '존재하지 않는 게임입니다.' for a missing game or an unknown provider, then leaves for the top page", async () => {
    const missing = setUp();
    missing.vm.open('lotus', 999);
    await flush();
    expect(missing.view()).toMatchObject({ alert: '존재하지 않는 게임입니다.', leave: true });
    const unknown = setUp();
    unknown.vm.open('bet365');
    await flush();
    expect(unknown.view()).toMatchObject({ alert: '존재하지 않는 게임입니다.', leave: true });
  });

  it('switches to a game of another provider and polls its board every 5 seconds', async () => {
    const { vm, clock, gateway, view } = setUp();
    vm.open();
    await flush();
    vm.open('token', 1008);
    await flush();
    expect(view().providers.find((p) => p.active)?.provider).toBe('token');
    expect(view().round?.roundText).toBe('1000회차');
    const boards = gateway.calls.filter((c) => c === 'board:1008').length;
    clock.advance(MINIGAME_POLL_MS);
    await flush();
    expect(gateway.calls.filter((c) => c === 'board:1008').length).toBe(boards + 1);
  });

  it("reads the board for the member's navigation unmarked and for the poll as background polls", async () => {
    const { vm, clock, gateway, slip } = setUp();
    vm.open('lotus');
    await flush();
    clock.advance(MINIGAME_POLL_MS);
    await flush();
    slip.placed.next();
    await flush();
    // Only what the member does counts as activity for the session's idle limit (docs/api-conventions.md).
    expect(gateway.inBackground).toEqual({ board: [false, true], betRounds: [false, true, false] });
  });

  it('leaves when the board says the game went into maintenance meanwhile', async () => {
    const { vm, clock, gateway, view } = setUp();
    vm.open('lotus');
    await flush();
    gateway.boards.delete(301);
    clock.advance(MINIGAME_POLL_MS);
    await flush();
    expect(view()).toMatchObject({ alert: '존재하지 않는 게임입니다.', leave: true });
    vm.dismissAlert();
    expect(view()).toMatchObject({ alert: null, leave: false });
  });

  it("selects another game of the provider through the server's check (a game in maintenance there alerts and leaves)", async () => {
    const { vm, view } = setUp();
    vm.open('lotus');
    await flush();
    expect(view().games.find((g) => g.active)?.id).toBe(301);
    vm.selectGame(303);
    await flush();
    expect(view()).toMatchObject({ alert: '로투스 사다리 점검중입니다.', leave: true });
  });

  it("shows '미니게임 정보를 불러오지 못했습니다.' when the first board cannot be loaded (and keeps the game)", async () => {
    const { vm, gateway, view } = setUp();
    gateway.boards.set(301, fail(apiError('transport', '서버에 연결할 수 없습니다.', {})));
    vm.open('lotus');
    await flush();
    expect(view()).toMatchObject({ round: null, alert: '미니게임 정보를 불러오지 못했습니다.', leave: false });
    expect(view().games.find((g) => g.active)?.id).toBe(301);
  });

  it('stops its timers and completes on dispose', async () => {
    const { vm, clock, gateway } = setUp();
    vm.open('lotus');
    await flush();
    let completed = false;
    vm.state$.subscribe({ complete: () => (completed = true) });
    vm.dispose();
    const calls = gateway.calls.length;
    clock.advance(MINIGAME_POLL_MS * 3);
    await flush();
    expect(gateway.calls.length).toBe(calls);
    expect(completed).toBe(true);
  });
});
