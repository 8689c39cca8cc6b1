import { BehaviorSubject } from 'rxjs';
import { apiError } from '../../shared/domain/api-error.js';
import { won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import { fail } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { bonusEntry, FakeBetSlipGateway, miniEntry, oddsMovedError, slipEntry } from '../testing/bet-slip-fixtures.js';
import { GUEST_BET_SLIP_CONTEXT, type BetSlipContext } from './bet-slip.ports.js';
import type { BetSlipView } from './bet-slip.view.js';
import { BetSlipViewModel } from './bet-slip.view-model.js';

const MEMBER: BetSlipContext = { loggedIn: true, memberId: 7, userId: 'tester', role: 2, cash: 1_000_000 };
/** Lets resolved promises run (the gateway answers through promises). */
const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function setup(context: BetSlipContext = MEMBER, prepare: (g: FakeBetSlipGateway) => void = () => undefined) {
  const clock = new FakeClock(0);
  const gateway = new FakeBetSlipGateway(clock);
  prepare(gateway);
  const context$ = new BehaviorSubject<BetSlipContext>(context);
  let placedCalls = 0;
  const vm = new BetSlipViewModel({ gateway, context$, onPlaced: () => placedCalls++ });
  let view!: BetSlipView;
  vm.state$.subscribe((v) => (view = v));
  return { clock, gateway, context$, vm, view: (): BetSlipView => view, placedCalls: (): number => placedCalls };
}

const home = slipEntry({ id: 501, fixtureId: 10, price: 185, version: 3, betNameKorean: '홈승' });
const over = slipEntry({ id: 502, fixtureId: 11, sportId: 48242, price: 210, version: 4, betNameKorean: '오버' });

describe('BetSlipViewModel', () => {
  it('loads the limits of the member level at login and forgets them at logout', async () => {
    const t = setup();
    await flush();
    expect(t.gateway.calls[0]).toEqual({ method: 'loadLimitSettings', body: 'tester' });
    expect(t.view().limits).toEqual({ minBet: 5_000, maxBet: 6_000_000, maxWinnings: 20_000_000 });
    t.context$.next(GUEST_BET_SLIP_CONTEXT);
    await flush();
    expect(t.view().limits).toBeNull();
  });

  it("shows the page's game-type limits, named; on a page without a game type an empty slip shows none, a slip with picks keeps theirs", async () => {
    const mini = { gameType: 3, role: 2, maxBet: won(500_000), maxWinnings: won(3_000_000) };
    const sports = { gameType: 1, role: 2, maxBet: won(1_000_000), maxWinnings: won(5_000_000) };
    const t = setup(MEMBER, (g) => (g.limits = { ok: true, value: [sports, mini] }));
    await flush();
    t.vm.routeChanged('/korea', '/korea');
    expect(t.view()).toMatchObject({ limits: { maxBet: 1_000_000, maxWinnings: 5_000_000 }, limitsGameName: '스포츠' });
    t.vm.routeChanged('/korea', '/minigame/lotus');
    expect(t.view()).toMatchObject({ limits: { maxBet: 500_000, maxWinnings: 3_000_000 }, limitsGameName: '미니게임' });
    // Leaving the mini-games for the history: the empty slip no longer shows the mini-game limits.
    t.vm.routeChanged('/minigame/lotus', '/bet_result');
    expect(t.view()).toMatchObject({ limits: null, limitsGameName: null });
    // Sports picks carried to the history keep the sports limits they are checked against.
    t.vm.routeChanged('/bet_result', '/korea');
    t.vm.addBet(home);
    t.vm.routeChanged('/korea', '/bet_result');
    expect(t.view()).toMatchObject({ count: 1, limits: { maxBet: 1_000_000 }, limitsGameName: '스포츠' });
  });

  it('shows picks, total odds, stake and expected payout', async () => {
    const t = setup();
    await flush();
    t.vm.addBet(home);
    t.vm.addBet(over);
    t.vm.setStakeText('10000');
    expect(t.view()).toMatchObject({
      status: 'idle',
      count: 2,
      totalOdds: 388,
      totalOddsText: '3.88',
      stakeText: '10000',
      stake: 10_000,
      expectedPayout: 38_800,
      expectedPayoutText: '38,800',
      cash: 1_000_000,
      quickAmounts: [10_000, 50_000, 100_000, 500_000, 1_000_000],
    });
    expect(t.view().entries.map((e) => [e.entry.id, e.priceText, e.isBonus])).toEqual([
      [501, '1.85', false],
      [502, '2.10', false],
    ]);
  });

  it('keeps a typed stake as typed, hints the cash cap, and keeps invalid text for submit to name', async () => {
    const t = setup();
    await flush();
    t.vm.setStakeText('3,000,005');
    expect(t.view()).toMatchObject({ stake: 3_000_005, stakeText: '3,000,005', stakeCapHint: '베팅 가능 최대금액은 1,000,000원입니다.' });
    t.vm.setStakeText('-5');
    expect(t.view()).toMatchObject({ stake: -5, stakeText: '-5' });
    t.vm.setStakeText('');
    expect(t.view()).toMatchObject({ stake: null, stakeText: '' });
  });

  it("adds quick amounts, says '보유 캐쉬가 부족합니다.' beyond the cash and fills MAX", async () => {
    const t = setup({ ...MEMBER, cash: 120_000 });
    await flush();
    t.vm.addBet(home);
    t.vm.quickAdd(won(50_000));
    t.vm.quickAdd(won(50_000));
    expect(t.view().stake).toBe(100_000);
    t.vm.quickAdd(won(50_000));
    expect(t.view()).toMatchObject({ stake: 100_000, notice: '보유 캐쉬가 부족합니다.' });
    t.vm.dismiss();
    expect(t.view().notice).toBeNull();
    t.vm.max();
    expect(t.view()).toMatchObject({ stake: 120_000, stakeText: '120,000' });
  });

  it('shows a bonus refusal as a notice and leaves the slip as it was', async () => {
    const t = setup();
    t.vm.addBet(slipEntry({ id: 101, fixtureId: 1, price: 150 }));
    t.vm.addBet(bonusEntry(1));
    t.vm.addBet(slipEntry({ id: 102, fixtureId: 2, price: 120 }));
    expect(t.view().notice).toBe('보너스 배당이 추가되어 1.3 이하 배당은 베팅할 수 없습니다.');
    expect(t.view().entries.map((e) => [e.entry.id, e.isBonus])).toEqual([
      [101, false],
      [1, true],
    ]);
    t.vm.changeBet(slipEntry({ id: 103, fixtureId: 1, price: 125 }));
    expect(t.view().notice).toBe('보너스 배당이 추가되어 1.3 이하 배당으로 변경할 수 없습니다.');
  });

  it('opens the login dialog for a guest (error kind loginRequired)', () => {
    const t = setup(GUEST_BET_SLIP_CONTEXT);
    t.vm.addBet(home);
    t.vm.submit();
    expect(t.view()).toMatchObject({ status: 'error', error: { kind: 'loginRequired', message: '로그인 후 이용해주세요.' } });
    expect(t.gateway.placed()).toEqual([]);
  });

  it("refuses an empty slip with '베팅을 선택해주세요.' and a missing stake with '베팅액수를 입력해주세요.'", async () => {
    const t = setup();
    await flush();
    t.vm.submit();
    expect(t.view()).toMatchObject({ status: 'error', error: { message: '베팅을 선택해주세요.' } });
    t.vm.addBet(home);
    expect(t.view().status).toBe('idle');
    t.vm.submit();
    expect(t.view()).toMatchObject({ status: 'error', error: { message: '베팅액수를 입력해주세요.' } });
  });

  it('places a prematch bet, then empties the slip and shows the success texts', async () => {
    const t = setup();
    await flush();
    t.vm.addBet(home);
    t.vm.addBet(over);
    t.vm.setStakeText('10,000');
    t.vm.submit();
    await flush();
    expect(t.gateway.placed()).toEqual([
      {
        method: 'placePrematchBet',
        body: {
          memberId: 7,
          totalRatio: 3.88,
          amounts: 10_000,
          bettings: [
            { betPrice: 1.85, fixtureId: 10, oddsId: 501, sportId: 6046, marketId: 1, version: 3, betNameKorean: '홈승' },
            { betPrice: 2.1, fixtureId: 11, oddsId: 502, sportId: 48242, marketId: 1, version: 4, betNameKorean: '오버' },
          ],
          gameDetailType: 92,
          gameStyle: 'PRE',
          changeFlag: true,
        },
      },
    ]);
    expect(t.view()).toMatchObject({
      status: 'done',
      success: { title: '베팅이 완료 되었습니다.', detail: '[베팅] K리그1 - 홈승 외 1폴더 (10,000원)' },
      count: 0,
      stake: null,
      stakeText: '',
    });
    // The stake left the cash on the server: the session reloads the balances now.
    expect(t.placedCalls()).toBe(1);
    t.vm.dismiss();
    expect(t.view().status).toBe('idle');
  });

  it("sends once on a double submit and says '베팅 진행중입니다.' meanwhile", async () => {
    const t = setup();
    await flush();
    t.gateway.latencyMs = 500;
    t.vm.addBet(home);
    t.vm.setStakeText('5000');
    t.vm.submit();
    t.vm.submit();
    expect(t.view()).toMatchObject({ status: 'submitting', notice: '베팅 진행중입니다.' });
    await flush();
    t.clock.advance(499);
    await flush();
    expect(t.view().status).toBe('submitting');
    t.clock.advance(1);
    await flush();
    expect(t.view().status).toBe('done');
    expect(t.gateway.placed()).toHaveLength(1);
  });

  it('keeps the slip on a prematch rejection and shows the new odds beside the old', async () => {
    const t = setup();
    await flush();
    t.gateway.answer = fail(oddsMovedError(501, 1.7, 9));
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({
      status: 'rejected',
      message: '배당이 변경되었습니다.',
      moves: [{ oddsId: 501, betNameKorean: '홈승', oldPrice: 185, newPrice: 170 }],
      count: 1,
      stake: 10_000,
    });
    expect(t.view().entries[0]?.entry).toMatchObject({ betPrice: 170, betChangedPrice: 170, version: 9 });
  });

  it("shows the server's comment of a rejection when it sends one", async () => {
    const t = setup();
    await flush();
    t.gateway.answer = fail(oddsMovedError(501, 1.7, 9, '배당 변경: 다시 확인해주세요'));
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({ status: 'rejected', message: '배당 변경: 다시 확인해주세요' });
  });

  it('falls back to a default text for a rejection without a message', async () => {
    const t = setup();
    await flush();
    t.gateway.answer = fail(apiError('http', '', { status: 409, body: { odds: [{ oddsId: 501, betPrice: 1.7 }] } }));
    t.vm.toggleAutoChange(false);
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({ status: 'rejected', message: '배당이 변경되었습니다. 변경된 배당을 확인 후 다시 베팅해주세요.' });
    expect(t.view().entries[0]).toMatchObject({ priceText: '1.85', changedPriceText: '1.70' });
  });

  it('shows the server text of any other failure and keeps the slip', async () => {
    const t = setup();
    await flush();
    t.gateway.answer = fail(apiError('http', '보유머니가 부족합니다.', { status: 400 }));
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({ status: 'error', error: { kind: 'http', message: '보유머니가 부족합니다.' }, count: 1 });
    expect(t.placedCalls()).toBe(0);
  });

  it('treats a throwing gateway as no answer with the default problem text', async () => {
    const t = setup();
    await flush();
    t.gateway.throwOnPlace = true;
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({
      status: 'error',
      error: { kind: 'transport', message: '문제가 발생했습니다. 관리자에게 문의해주세요.' },
    });
  });

  it('retries loading the limits on submit and refuses while they stay unknown', async () => {
    const t = setup(MEMBER, (g) => (g.limits = fail(apiError('transport', 'x'))));
    await flush();
    expect(t.view().limits).toBeNull();
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({
      status: 'error',
      error: { message: '베팅 한도 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.' },
    });
    expect(t.gateway.calls.filter((c) => c.method === 'loadLimitSettings')).toHaveLength(2);
    t.gateway.limits = { ok: true, value: [{ gameType: 1, role: 2, maxBet: won(10_000), maxWinnings: won(1_000_000) }] };
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({ status: 'error', error: { message: '최대베팅금 10,000이상 베팅하실수 없습니다.' } });
  });

  it("checks a stake at the max bet by the operator's reading in the context, switched while the slip is open", async () => {
    const t = setup({ ...MEMBER, maxBetBoundary: 'inclusive' }, (g) => {
      g.limits = { ok: true, value: [{ gameType: 1, role: 2, maxBet: won(10_000), maxWinnings: won(1_000_000) }] };
    });
    await flush();
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({ status: 'done' });
    expect(t.gateway.placed()).toHaveLength(1);
    t.vm.dismiss();
    t.context$.next({ ...MEMBER, maxBetBoundary: 'exclusive' });
    await flush();
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({ status: 'error', error: { message: '최대베팅금 10,000이상 베팅하실수 없습니다.' } });
    expect(t.gateway.placed()).toHaveLength(1);
  });

  it("fills MAX up to the max bet under the operator's 'inclusive' reading, and to max bet minus 1 (floored to 10) otherwise", async () => {
    const t = setup({ ...MEMBER, maxBetBoundary: 'inclusive' }, (g) => {
      g.limits = { ok: true, value: [{ gameType: 1, role: 2, maxBet: won(10_000), maxWinnings: won(1_000_000) }] };
    });
    await flush();
    t.vm.addBet(home);
    t.vm.max();
    expect(t.view()).toMatchObject({ stakeText: '10,000', stakeCapHint: null });
    t.context$.next({ ...MEMBER, maxBetBoundary: 'exclusive' });
    await flush();
    t.vm.max();
    expect(t.view().stakeText).toBe('9,990');
    t.vm.setStakeText('10000');
    expect(t.view().stakeCapHint).toBe('베팅 가능 최대금액은 9,990원입니다.');
  });

  it('hands an in-play slip to the in-play flow and keeps it when the countdown is cancelled', async () => {
    const t = setup();
    await flush();
    t.vm.setGamePath('inplay');
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.gateway.answer = fail({ kind: 'cancelled', message: '' });
    t.vm.submit();
    await flush();
    expect(t.gateway.placed()[0]).toEqual({
      method: 'placeInplayBet',
      body: { memberId: 7, userId: 'tester', amount: 10_000, entries: [home], totalOdds: 185, autoChangeOdds: true },
    });
    expect(t.view()).toMatchObject({ status: 'idle', count: 1 });
  });

  it('places a virtual bet with the game of the route', async () => {
    const t = setup();
    await flush();
    t.vm.routeChanged('/europe', '/bet365/horse');
    t.vm.addBet(home);
    t.vm.setStakeText('5000');
    t.vm.submit();
    await flush();
    expect(t.gateway.placed()[0]).toMatchObject({ method: 'placeVirtualBet', body: { gameDetailType: 65, amounts: 5_000 } });
    expect(t.view()).toMatchObject({ status: 'done', success: { detail: null } });
  });

  it("refuses a second mini-game bet on the same round with '미니게임은 회차당 1회만 베팅가능합니다.'", async () => {
    const t = setup();
    await flush();
    t.vm.setGamePath('minigame');
    const bet = (): void => {
      t.vm.addBet(miniEntry({ id: 9001, gameId: 303, round: 42 }));
      t.vm.setStakeText('5000');
      t.vm.submit();
    };
    bet();
    await flush();
    expect(t.gateway.placed()[0]).toMatchObject({ method: 'placeMiniGameBet', body: { gameDetailType: 303 } });
    expect(t.view().status).toBe('done');
    bet();
    await flush();
    expect(t.view()).toMatchObject({ status: 'error', error: { message: '미니게임은 회차당 1회만 베팅가능합니다.' } });
    expect(t.gateway.placed()).toHaveLength(1);
  });

  it('applies odds events, the auto-change switch, change, remove and clear', () => {
    const t = setup();
    t.vm.addBet(home);
    t.vm.toggleAutoChange();
    t.vm.applyOddsChange(501, odds(200), 4);
    expect(t.view()).toMatchObject({ autoChangeOdds: false, totalOddsText: '1.85' });
    expect(t.view().entries[0]?.changedPriceText).toBe('2.00');
    t.vm.toggleAutoChange(true);
    expect(t.view()).toMatchObject({ autoChangeOdds: true, totalOddsText: '2.00' });
    t.vm.changeBet(slipEntry({ id: 505, fixtureId: 10, marketName: 'Handicap', price: 150 }), 'sameFixtureAndMarket');
    expect(t.view().entries.map((e) => e.entry.id)).toEqual([505]);
    t.vm.addBet(over);
    t.vm.removeBet(505);
    expect(t.view().entries.map((e) => e.entry.id)).toEqual([502]);
    t.vm.clear();
    expect(t.view()).toMatchObject({ count: 0, revision: expect.any(Number) });
    t.vm.addBet(home);
    t.vm.routeChanged('/europe', '/korea');
    expect(t.view()).toMatchObject({ gamePath: 'korea', count: 0 });
  });

  it('treats accepting new odds during a submit as a second press', async () => {
    const t = setup();
    await flush();
    t.gateway.latencyMs = 500;
    t.vm.addBet(home);
    t.vm.setStakeText('5000');
    t.vm.submit();
    t.vm.acceptOddsChanges();
    expect(t.view()).toMatchObject({ status: 'submitting', notice: '베팅 진행중입니다.' });
    t.clock.advance(500);
    await flush();
    expect(t.gateway.placed()).toHaveLength(1);
  });

  it('keeps working when the limits or bonus calls throw instead of answering', async () => {
    const t = setup(MEMBER, (g) => {
      g.loadLimitSettings = () => Promise.reject(new Error('network down'));
      (g as { loadBonusOffers?: unknown }).loadBonusOffers = () => Promise.reject(new Error('network down'));
    });
    await flush();
    expect(t.view()).toMatchObject({ limits: null, bonusOffers: [] });
    t.vm.addBet(home);
    expect(t.view().count).toBe(1);
  });

  it('stops publishing after dispose and completes its state', () => {
    const t = setup();
    let completed = false;
    t.vm.state$.subscribe({ complete: () => (completed = true) });
    t.vm.dispose();
    expect(completed).toBe(true);
    t.vm.addBet(home);
    expect(t.view().count).toBe(0);
  });
});
