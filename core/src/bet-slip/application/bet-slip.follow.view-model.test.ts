import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import { fail, ok } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import type { LiveFeedSignal } from '../../shared/application/live-price-freshness.js';
import type { BetSlipOddsUpdate } from '../domain/live-odds.js';
import { FakeBetSlipGateway, oddsMovedError, slipEntry } from '../testing/bet-slip-fixtures.js';
import type { BetSlipContext, BetSlipOddsFeed } from './bet-slip.ports.js';
import type { BetSlipView } from './bet-slip.view.js';
import { BetSlipViewModel } from './bet-slip.view-model.js';

const MEMBER: BetSlipContext = { loggedIn: true, memberId: 7, userId: 'tester', role: 2, cash: 1_000_000 };
const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A live feed the test drives: remembers the ids the slip follows and pushes frames. */
class FakeOddsFeed implements BetSlipOddsFeed {
  readonly frames = new Subject<BetSlipOddsUpdate | LiveFeedSignal>();
  readonly linkUp$ = new BehaviorSubject(true);
  followed: readonly number[] = [];
  follow(oddsIds$: Observable<readonly number[]>): Observable<BetSlipOddsUpdate | LiveFeedSignal> {
    oddsIds$.subscribe((ids) => (this.followed = ids));
    return this.frames;
  }
  push(oddsId: number, price: number, version: number, suspended: boolean | null = null): void {
    this.frames.next({ oddsId, price: odds(price), version, suspended });
  }
}

function setup(context: BetSlipContext = MEMBER, bonus = true) {
  const clock = new FakeClock(0);
  const gateway = new FakeBetSlipGateway(clock);
  if (bonus) {
    (gateway as { loadBonusOffers?: unknown }).loadBonusOffers = async () =>
      ok([
        { folders: 3, price: odds(103) },
        { folders: 5, price: odds(105) },
      ]);
  }
  const feed = new FakeOddsFeed();
  const context$ = new BehaviorSubject<BetSlipContext>(context);
  const vm = new BetSlipViewModel({ gateway, context$, oddsFeed: feed });
  let view!: BetSlipView;
  vm.state$.subscribe((v) => (view = v));
  return { gateway, feed, context$, vm, view: (): BetSlipView => view };
}

const home = slipEntry({ id: 501, fixtureId: 10, price: 185, version: 3, betNameKorean: '홈승' });
const away = slipEntry({ id: 601, fixtureId: 20, price: 240, version: 5, betNameKorean: '원정승' });

describe('BetSlipViewModel: the typed stake', () => {
  it('keeps every keystroke of 10000 and 5000.5 as typed (no rounding to 10, no cap)', async () => {
    const t = setup();
    await flush();
    t.vm.addBet(home);
    const typed: string[] = [];
    for (const text of ['1', '10', '100', '1000', '10000']) {
      t.vm.setStakeText(text);
      typed.push(t.view().stakeText);
    }
    expect(typed).toEqual(['1', '10', '100', '1000', '10000']);
    expect(t.view()).toMatchObject({ stake: 10_000, expectedPayoutText: '18,500' });
    for (const text of ['5', '50', '500', '5000', '5000.', '5000.5']) t.vm.setStakeText(text);
    expect(t.view()).toMatchObject({ stakeText: '5000.5', stake: 5_000.5 });
  });

  it("names a decimal stake at submit with '소수점으로 베팅 불가합니다.' and sends nothing", async () => {
    const t = setup();
    await flush();
    t.vm.addBet(home);
    t.vm.setStakeText('5000.5');
    t.vm.submit();
    expect(t.view()).toMatchObject({
      status: 'error',
      error: { kind: 'decimalAmount', message: '소수점으로 베팅 불가합니다.' },
      stakeText: '5000.5',
    });
    expect(t.gateway.placed()).toEqual([]);
  });

  it('refuses a stake above the cash instead of rewriting it', async () => {
    const t = setup({ ...MEMBER, cash: 20_000 });
    await flush();
    t.vm.addBet(home);
    t.vm.setStakeText('30000');
    expect(t.view().stakeCapHint).toBe('베팅 가능 최대금액은 20,000원입니다.');
    t.vm.submit();
    expect(t.view()).toMatchObject({ status: 'error', error: { message: '보유 캐쉬가 부족합니다.' }, stakeText: '30000' });
    expect(t.gateway.placed()).toEqual([]);
  });

  it("names the max bet with the spec's message and hints max bet minus 1", async () => {
    const t = setup({ ...MEMBER, cash: 50_000_000 });
    await flush();
    t.vm.addBet(home);
    t.vm.setStakeText('6000000');
    expect(t.view()).toMatchObject({ stakeText: '6000000', stakeCapHint: '베팅 가능 최대금액은 5,999,990원입니다.' });
    t.vm.submit();
    expect(t.view()).toMatchObject({ status: 'error', error: { message: '최대베팅금 6,000,000이상 베팅하실수 없습니다.' } });
  });
});

describe('BetSlipViewModel: following the live odds', () => {
  it('follows exactly the odds ids of its sports picks, never the bonus', async () => {
    const t = setup();
    await flush();
    t.vm.addBet(away);
    t.vm.addBet(home);
    expect(t.feed.followed).toEqual([501, 601]);
    t.vm.removeBet(601);
    expect(t.feed.followed).toEqual([501]);
  });

  it('takes a moved price with auto-change on: price, mark, total and payout', async () => {
    const t = setup();
    await flush();
    t.vm.addBet(home);
    t.vm.addBet(away);
    t.vm.setStakeText('10000');
    t.feed.push(501, 205, 4);
    expect(t.view()).toMatchObject({ totalOddsText: '4.92', expectedPayoutText: '49,200' });
    expect(t.view().entries[0]).toMatchObject({ priceText: '2.05', movement: 'up', changedPriceText: null, locked: false });
    t.feed.push(501, 190, 5);
    expect(t.view().entries[0]).toMatchObject({ priceText: '1.90', movement: 'down' });
  });

  it('ignores frames older than the pick and frames about other odds', async () => {
    const t = setup();
    await flush();
    t.vm.addBet(home);
    const before = t.view();
    t.feed.push(501, 300, 2);
    t.feed.push(999, 300, 9);
    expect(t.view()).toBe(before);
  });

  it('locks a suspended pick, refuses to send while it is locked, and unlocks on resume', async () => {
    const t = setup();
    await flush();
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.feed.push(501, 185, 3, true);
    expect(t.view()).toMatchObject({ lockedCount: 1 });
    expect(t.view().entries[0]?.locked).toBe(true);
    t.vm.submit();
    expect(t.view()).toMatchObject({
      status: 'error',
      error: { kind: 'oddsSuspended', message: '베팅이 일시 중지된 배당이 포함되어 있습니다.' },
    });
    expect(t.gateway.placed()).toEqual([]);
    t.feed.push(501, 185, 3, false);
    expect(t.view()).toMatchObject({ lockedCount: 0 });
    t.vm.removeBet(501);
    t.feed.push(501, 185, 3, true);
    t.vm.addBet(home);
    expect(t.view().entries[0]).toMatchObject({ locked: false, movement: null });
  });

  it('with auto-change off keeps the shown price, then after the refusal sends exactly the accepted odds', async () => {
    const t = setup();
    await flush();
    t.vm.toggleAutoChange(false);
    t.vm.addBet(home);
    t.vm.setStakeText('10000');
    t.feed.push(501, 210, 4);
    expect(t.view()).toMatchObject({ totalOddsText: '1.85' });
    expect(t.view().entries[0]).toMatchObject({ priceText: '1.85', changedPriceText: '2.10', movement: 'up' });
    t.gateway.answer = fail(oddsMovedError(501, 2.1, 4));
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({ status: 'rejected', moves: [{ oddsId: 501, oldPrice: 185, newPrice: 210 }] });
    expect(t.gateway.placed()[0]?.body).toMatchObject({ bettings: [{ betPrice: 1.85 }] });
    t.gateway.answer = ok({ slipId: 2 });
    t.vm.acceptOddsChanges();
    await flush();
    expect(t.gateway.placed()[1]?.body).toMatchObject({ totalRatio: 2.1, bettings: [{ betPrice: 2.1, version: 4 }] });
    expect(t.view().status).toBe('done');
  });
});

describe('BetSlipViewModel: limits follow the level', () => {
  it('reloads the limits when the level changes, without a new login', async () => {
    const t = setup();
    await flush();
    expect(t.view().limits).toMatchObject({ maxBet: 6_000_000 });
    // The api answers the rows of the member's current level only.
    t.gateway.limits = ok([{ gameType: 1, role: 4, maxBet: won(12_000_000), maxWinnings: won(40_000_000) }]);
    t.context$.next({ ...MEMBER, role: 4 });
    await flush();
    expect(t.view().limits).toEqual({ minBet: 5_000, maxBet: 12_000_000, maxWinnings: 40_000_000 });
    expect(t.gateway.calls.filter((c) => c.method === 'loadLimitSettings')).toHaveLength(2);
    t.context$.next({ ...MEMBER, role: 4, cash: 5 });
    await flush();
    expect(t.gateway.calls.filter((c) => c.method === 'loadLimitSettings')).toHaveLength(2);
  });
});

describe("BetSlipViewModel: limits follow the operator's changes", () => {
  it("reloads the limits when the session's limits key changes, and only then", async () => {
    const t = setup();
    await flush();
    t.context$.next({ ...MEMBER, limitsKey: '1:100:500' });
    await flush();
    expect(t.gateway.calls.filter((c) => c.method === 'loadLimitSettings')).toHaveLength(2);
    t.gateway.limits = ok([{ gameType: 1, role: 2, maxBet: won(20_000), maxWinnings: won(9_000_000) }]);
    t.context$.next({ ...MEMBER, limitsKey: '1:2:900' });
    await flush();
    expect(t.view().limits).toEqual({ minBet: 5_000, maxBet: 20_000, maxWinnings: 9_000_000 });
    t.context$.next({ ...MEMBER, limitsKey: '1:2:900', cash: 7 });
    await flush();
    expect(t.gateway.calls.filter((c) => c.method === 'loadLimitSettings')).toHaveLength(3);
  });
});

describe('BetSlipViewModel: the folder-bonus picker', () => {
  const picks = [301, 302, 303].map((id, i) => slipEntry({ id, fixtureId: 40 + i, price: 150 }));

  it('offers the bonuses on prematch pages and adds or removes one', async () => {
    const t = setup();
    await flush();
    expect(t.view().bonusOffers).toEqual([
      { folders: 3, priceText: '1.03', selected: false },
      { folders: 5, priceText: '1.05', selected: false },
    ]);
    for (const p of picks) t.vm.addBet(p);
    t.vm.addBonus(3);
    expect(t.view().bonusOffers[0]?.selected).toBe(true);
    expect(t.view().entries.at(-1)).toMatchObject({ isBonus: true, entry: { id: 3, marketId: -1, betNameKorean: '3폴더 이상 보너스' } });
    expect(t.view().totalOddsText).toBe('3.47');
    t.vm.addBonus(3);
    expect(t.view().bonusOffers[0]?.selected).toBe(false);
    t.vm.setGamePath('inplay');
    expect(t.view().bonusOffers).toEqual([]);
  });

  it('alerts the bonus rules: too few folders, and no pick below 1.30 once the bonus is in', async () => {
    const t = setup();
    await flush();
    t.vm.addBet(picks[0]!);
    t.vm.addBonus(3);
    expect(t.view().notice).toBe('보너스 배당은 1.3 이상 배당 3폴더 이상 선택 시 추가할 수 있습니다.');
    t.vm.dismiss();
    for (const p of picks.slice(1)) t.vm.addBet(p);
    t.vm.addBonus(3);
    t.vm.addBet(slipEntry({ id: 304, fixtureId: 50, price: 125 }));
    expect(t.view().notice).toBe('보너스 배당이 추가되어 1.3 이하 배당은 베팅할 수 없습니다.');
    expect(t.view().count).toBe(4);
  });

  it('offers nothing when the gateway has no bonus call', async () => {
    const t = setup(MEMBER, false);
    await flush();
    t.vm.addBonus(3);
    expect(t.view()).toMatchObject({ bonusOffers: [], count: 0 });
  });
});
