import { BehaviorSubject, of } from 'rxjs';
import { BetSlipViewModel } from '../../bet-slip/application/bet-slip.view-model.js';
import { GUEST_BET_SLIP_CONTEXT } from '../../bet-slip/application/bet-slip.ports.js';
import { FakeBetSlipGateway } from '../../bet-slip/testing/bet-slip-fixtures.js';
import { ok, fail } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeSportsGateway, FakeSse, deferred, fixtureRecord, flush, problem } from '../testing/sports-test-kit.js';
import { PrematchListViewModel, type PrematchListView } from './prematch-list.view-model.js';
import { sportsSelectedOddsIds } from './sports-selection.js';
import { PREMATCH_LIST_REFRESH_MS, SPORTS_LIST_REFETCH_COALESCE_MS, SPORTS_ODDS_FLASH_MS } from './sports.timing.js';

function setup(selected$?: BehaviorSubject<ReadonlySet<number>>) {
  const gateway = new FakeSportsGateway();
  const sse = new FakeSse();
  const clock = new FakeClock();
  const vm = new PrematchListViewModel({ gateway, sse, clock, ...(selected$ ? { selectedOddsIds$: selected$ } : {}) });
  let view!: PrematchListView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  return { gateway, sse, clock, vm, view: () => view };
}

/** The price cell of an odds id (the list's `prices`, not its structure). */
const oddsView = (vm: PrematchListViewModel, id: number) => vm.prices.get(id);

describe('PrematchListViewModel', () => {
  it('loads the first page of the query and shows paging of 15 per page', async () => {
    const t = setup();
    t.gateway.prematch = ok({ rows: [fixtureRecord(1), fixtureRecord(2)], totalCount: 31 });
    t.vm.setQuery({ gameType: 1, sportId: 6046, time: 5 });
    expect(t.view()).toMatchObject({ status: 'loading', page: 1 });
    await flush();
    expect(t.view()).toMatchObject({
      status: 'ready',
      page: 1,
      pageCount: 3,
      itemsPerPage: 15,
      totalCount: 31,
      query: { gameType: 1, sportId: 6046, time: 5 },
    });
    expect(t.view().fixtures.map((f) => [f.id, f.homeName, f.phaseLabel, f.startText])).toEqual([
      [1, '서울', '경기전', '11/22 19:00'],
      [2, '서울', '경기전', '11/22 19:00'],
    ]);
    expect(t.gateway.calls.at(-1)).toEqual({ method: 'loadPrematchFixtures', arg: { filter: { sportId: 6046 }, page: 1, perpage: 15 } });
  });

  it('goes to another page, clamped to the page count, and back to page 1 on a new query', async () => {
    const t = setup();
    t.gateway.prematch = ok({ rows: [fixtureRecord(1)], totalCount: 31 });
    t.vm.setQuery({});
    await flush();
    t.vm.setPage(9);
    await flush();
    expect(t.view().page).toBe(3);
    expect(t.gateway.calls.at(-1)?.arg).toMatchObject({ page: 3 });
    t.vm.setQuery({ leagueId: 77 });
    await flush();
    expect(t.view()).toMatchObject({ page: 1, query: { leagueId: 77 } });
  });

  it('goes to the last page that still exists when the list shrank under the current one', async () => {
    const t = setup();
    t.gateway.prematch = ok({ rows: [fixtureRecord(1)], totalCount: 31 });
    t.vm.setQuery({});
    await flush();
    t.gateway.prematch = ok({ rows: [], totalCount: 16 });
    t.vm.setPage(3);
    await flush();
    expect(t.gateway.calls.at(-1)?.arg).toMatchObject({ page: 2 });
    expect(t.view().page).toBe(2);
  });

  it('shows the server text when the load fails, and loads again on refresh', async () => {
    const t = setup();
    t.gateway.prematch = fail(problem('목록 조회 실패'));
    t.vm.setQuery({});
    await flush();
    expect(t.view()).toMatchObject({ status: 'error', message: '목록 조회 실패' });
    t.gateway.prematch = ok({ rows: [fixtureRecord(1)], totalCount: 1 });
    t.vm.refresh();
    expect(t.view().status).toBe('loading');
    await flush();
    expect(t.view()).toMatchObject({ status: 'ready', totalCount: 1 });
  });

  it('shows the spec default when the server sent no text', async () => {
    const t = setup();
    t.gateway.prematch = fail(problem(' '));
    t.vm.setQuery({});
    await flush();
    expect(t.view()).toMatchObject({ status: 'error', message: '문제가 발생했습니다. 관리자에게 문의해주세요.' });
  });

  it('does nothing on refresh before any query', async () => {
    const t = setup();
    t.vm.refresh();
    t.clock.advance(PREMATCH_LIST_REFRESH_MS);
    await flush();
    expect(t.gateway.calls).toEqual([]);
  });

  it('lets the newest query win over a slower older answer', async () => {
    const t = setup();
    const slow = deferred<void>();
    t.gateway.hold = slow.promise;
    t.gateway.prematch = ok({ rows: [fixtureRecord(1)], totalCount: 1 });
    t.vm.setQuery({ sportId: 1 });
    await flush();
    t.gateway.prematch = ok({ rows: [fixtureRecord(2)], totalCount: 1 });
    t.vm.setQuery({ sportId: 2 });
    await flush();
    slow.resolve();
    await flush();
    expect(t.view().fixtures.map((f) => f.id)).toEqual([2]);
  });

  it('marks the picks that are in the bet slip', async () => {
    const selected$ = new BehaviorSubject<ReadonlySet<number>>(new Set([12]));
    const t = setup(selected$);
    t.vm.setQuery({});
    await flush();
    expect(oddsView(t.vm, 12)?.selected).toBe(true);
    expect(oddsView(t.vm, 11)?.selected).toBe(false);
    selected$.next(new Set([11]));
    expect(oddsView(t.vm, 11)?.selected).toBe(true);
  });

  it('hands a pick to the real bet slip view model, which then marks it selected', async () => {
    const clock = new FakeClock();
    const slip = new BetSlipViewModel({ gateway: new FakeBetSlipGateway(clock), context$: of(GUEST_BET_SLIP_CONTEXT) });
    const gateway = new FakeSportsGateway();
    const vm = new PrematchListViewModel({ gateway, sse: new FakeSse(), clock, selectedOddsIds$: sportsSelectedOddsIds(slip.state$) });
    const watching = vm.state$.subscribe();
    vm.setQuery({});
    await flush();
    const entry = vm.entryFor(2, 24);
    if (!entry.ok) throw new Error(entry.error.message);
    slip.addBet(entry.value);
    expect(oddsView(vm, 24)?.selected).toBe(true);
    expect(vm.entryFor(2, 404)).toMatchObject({ ok: false, error: { kind: 'pickNotFound' } });
    watching.unsubscribe();
    slip.dispose();
    vm.dispose();
  });

  it('subscribes the slip stream to the odds on screen and flashes a moved price', async () => {
    const t = setup();
    t.vm.setQuery({});
    await flush();
    const [stream] = t.sse.openStreams();
    expect(stream).toMatchObject({ path: '/sports-inplay/slip-stream', query: { betIds: [11, 12, 13, 14, 15, 21, 22, 23, 24, 25] } });
    t.sse.emitOdds({ id: 11, betPrice: 2.05, version: 2, suspended: false });
    expect(oddsView(t.vm, 11)).toMatchObject({ priceText: '2.05', version: 2, movement: 'up' });
    t.sse.emitOdds({ id: 11, betPrice: 1.5, version: 1 });
    expect(oddsView(t.vm, 11)).toMatchObject({ priceText: '2.05', version: 2 });
    t.clock.advance(SPORTS_ODDS_FLASH_MS);
    expect(oddsView(t.vm, 11)?.movement).toBeNull();
  });

  it('greys out a suspended market and refuses its picks', async () => {
    const t = setup();
    t.vm.setQuery({});
    await flush();
    t.sse.emit('event', 'market', { id: 10, fixtureId: 1, marketId: 1, suspended: true });
    expect(t.view().fixtures[0]?.markets[0]).toMatchObject({ suspended: true });
    expect([11, 12, 13].map((id) => oddsView(t.vm, id)?.selectable)).toEqual([false, false, false]);
    expect(oddsView(t.vm, 14)?.selectable).toBe(true);
    expect(t.vm.entryFor(1, 11)).toMatchObject({ ok: false, error: { kind: 'oddsSuspended' } });
    expect(t.vm.entryFor(1, 14).ok).toBe(true);
  });

  it('drops a fixture from the pre-match list when it kicks off', async () => {
    const t = setup();
    t.vm.setQuery({});
    await flush();
    t.sse.emit('event', 'fixture', { id: 1, status: 2, score: { home: 0, away: 0 }, periodCode: 10 });
    expect(t.view().fixtures.map((f) => f.id)).toEqual([2]);
    expect(t.view().totalCount).toBe(1);
    t.sse.emit('event', 'fixture', { id: 2, status: 1 });
    expect(t.view().fixtures.map((f) => f.id)).toEqual([2]);
  });

  it('refetches once, after the coalescing window, for a newly added fixture', async () => {
    const t = setup();
    t.vm.setQuery({});
    await flush();
    const before = t.gateway.count('loadPrematchFixtures');
    t.sse.emit('event', 'fixtureAdded', { id: 3, sportId: 6046, leagueId: 77 });
    t.sse.emit('event', 'fixtureAdded', { id: 4, sportId: 6046, leagueId: 77 });
    t.clock.advance(SPORTS_LIST_REFETCH_COALESCE_MS);
    await flush();
    expect(t.gateway.count('loadPrematchFixtures')).toBe(before + 1);
    expect(t.view().status).toBe('ready');
    t.sse.emit('event', 'fixtureAdded', { id: 3, sportId: 6046, leagueId: 77 });
    t.clock.advance(SPORTS_LIST_REFETCH_COALESCE_MS);
    await flush();
    expect(t.gateway.count('loadPrematchFixtures')).toBe(before + 1);
  });

  it('refreshes in the background on the clock, keeping the list when that fails', async () => {
    const t = setup();
    t.vm.setQuery({});
    await flush();
    t.gateway.prematch = fail(problem());
    t.clock.advance(PREMATCH_LIST_REFRESH_MS);
    await flush();
    expect(t.gateway.count('loadPrematchFixtures')).toBe(2);
    expect(t.view()).toMatchObject({ status: 'ready', totalCount: 2 });
    expect(t.view().fixtures).toHaveLength(2);
  });

  it('refetches when the event stream says frames were lost', async () => {
    const t = setup();
    t.vm.setQuery({});
    await flush();
    t.sse.emit('event', 'reset', {});
    await flush();
    expect(t.gateway.count('loadPrematchFixtures')).toBe(2);
  });

  it('splits more than 100 odds ids over several slip streams and closes them on dispose', async () => {
    // The slip's selection stays open: the view still completes on dispose.
    const t = setup(new BehaviorSubject<ReadonlySet<number>>(new Set()));
    t.gateway.prematch = ok({ rows: Array.from({ length: 15 }, (_, i) => fixtureRecord(i + 1)), totalCount: 15 });
    t.vm.setQuery({});
    await flush();
    const open = t.sse.openStreams();
    expect(open.map((s) => (s.query?.betIds as number[]).length)).toEqual([75]);
    t.gateway.prematch = ok({ rows: Array.from({ length: 25 }, (_, i) => fixtureRecord(i + 1)), totalCount: 25 });
    t.vm.refresh();
    await flush();
    expect(t.sse.openStreams().map((s) => (s.query?.betIds as number[]).length)).toEqual([100, 25]);
    let completed = false;
    t.vm.state$.subscribe({ complete: () => (completed = true) });
    t.vm.dispose();
    expect(completed).toBe(true);
    expect(t.sse.openStreams()).toEqual([]);
  });
});
