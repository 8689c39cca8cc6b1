import { ok } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeSportsGateway, FakeSse, fixtureRecord, flush } from '../testing/sports-test-kit.js';
import { InplayListViewModel, type InplayListView } from './inplay-list.view-model.js';
import { INPLAY_LIST_REFRESH_MS, INPLAY_LIVE_BATCH_MS, SPORTS_LIST_REFETCH_COALESCE_MS, SPORTS_ODDS_FLASH_MS } from './sports.timing.js';

const live = (id: number, sportId = 6046) => fixtureRecord(id, { sportId, status: 'inPlay', score: { home: 0, away: 0 }, periodCode: 10 });

function setup(liveBatchMs?: number) {
  const gateway = new FakeSportsGateway();
  gateway.inplay = ok({ rows: [live(3), live(4, 48242)], totalCount: 2 });
  const sse = new FakeSse();
  const clock = new FakeClock();
  const vm = new InplayListViewModel({ gateway, sse, clock, ...(liveBatchMs === undefined ? {} : { liveBatchMs }) });
  let view!: InplayListView;
  let views = 0;
  vm.state$.subscribe((v) => {
    view = v;
    views += 1;
  });
  return { gateway, sse, clock, vm, view: () => view, views: () => views };
}

/** The price cell of an odds id (the list's `prices`, not its structure). */
const priceOf = (vm: InplayListViewModel, oddsId: number) => vm.prices.get(oddsId);

describe('InplayListViewModel', () => {
  it('loads the live fixtures with score and phase labels', async () => {
    const t = setup();
    t.vm.setFilter({});
    await flush();
    expect(t.view()).toMatchObject({ status: 'ready', totalCount: 2, pageCount: 1, filter: {} });
    expect(t.view().fixtures.map((f) => [f.id, f.status, f.scoreText, f.phaseLabel])).toEqual([
      [3, 'inPlay', '0 : 0', '전반전'],
      [4, 'inPlay', '0 : 0', '전반전'],
    ]);
    expect(t.gateway.calls.at(-1)).toEqual({ method: 'loadInplayFixtures', arg: { filter: {}, page: 1, perpage: 15 } });
  });

  it('sends a sport tab as the filter and pages within it', async () => {
    const t = setup();
    t.gateway.inplay = ok({ rows: [live(3)], totalCount: 40 });
    t.vm.setFilter({ sportId: 48242 });
    await flush();
    t.vm.setPage(2);
    await flush();
    expect(t.gateway.calls.at(-1)?.arg).toEqual({ filter: { sportId: 48242 }, page: 2, perpage: 15 });
    expect(t.view()).toMatchObject({ page: 2, pageCount: 3, filter: { sportId: 48242 } });
  });

  it('follows scores and phases live', async () => {
    const t = setup();
    t.vm.setFilter({});
    await flush();
    t.sse.emit('event', 'fixture', { id: 4, status: 2, score: { home: 24, away: 19 }, periodCode: 2 });
    expect(t.view().fixtures[1]).toMatchObject({ scoreText: '24 : 19', phaseLabel: '2쿼터' });
  });

  it('suspends and reopens markets live', async () => {
    const t = setup();
    t.vm.setFilter({});
    await flush();
    t.sse.emit('event', 'market', { id: 31, fixtureId: 3, marketId: 2, suspended: true });
    expect(t.vm.entryFor(3, 34)).toMatchObject({ ok: false, error: { kind: 'oddsSuspended' } });
    t.sse.emit('event', 'market', { id: 31, fixtureId: 3, marketId: 2, suspended: false });
    expect(t.vm.entryFor(3, 34)).toMatchObject({ ok: true, value: { id: 34, fixtureId: 3, marketName: 'Under/Over' } });
  });

  it('applies live odds with their version', async () => {
    const t = setup();
    t.vm.setFilter({});
    await flush();
    t.sse.emitOdds({ id: 31, betPrice: 1.7, version: 3 });
    expect(t.vm.entryFor(3, 31)).toMatchObject({ ok: true, value: { betPrice: 170, version: 3 } });
  });

  describe('with structure frames applied in batches (a busy feed)', () => {
    it('applies the structure frames of a batch together once it closes; prices never wait and never change the list', async () => {
      const t = setup(INPLAY_LIVE_BATCH_MS);
      t.vm.setFilter({});
      await flush();
      const before = t.views();
      t.sse.emitOdds({ id: 31, betPrice: 1.7, version: 3 });
      t.sse.emitOdds({ id: 32, betPrice: 3.5, version: 2 });
      t.sse.emitOdds({ id: 31, betPrice: 1.65, version: 4 });
      expect(t.views()).toBe(before);
      expect(priceOf(t.vm, 31)).toMatchObject({ priceText: '1.65', version: 4, movement: 'down' });
      expect(priceOf(t.vm, 32)).toMatchObject({ priceText: '3.50', movement: 'up' });
      t.sse.emit('event', 'fixture', { id: 4, status: 2, score: { home: 10, away: 8 }, periodCode: 2 });
      t.sse.emit('event', 'fixture', { id: 3, status: 2, score: { home: 1, away: 0 }, periodCode: 10 });
      expect(t.views()).toBe(before);
      t.clock.advance(INPLAY_LIVE_BATCH_MS);
      expect(t.views()).toBe(before + 1);
      expect(t.view().fixtures[1]).toMatchObject({ scoreText: '10 : 8', phaseLabel: '2쿼터' });
      expect(t.view().fixtures[0]).toMatchObject({ scoreText: '1 : 0' });
    });

    it('ends the flashes in the cells, without a change of the list, and costs nothing while the feed is quiet', async () => {
      const t = setup(INPLAY_LIVE_BATCH_MS);
      t.vm.setFilter({});
      await flush();
      const before = t.views();
      t.sse.emitOdds({ id: 31, betPrice: 1.7, version: 3 });
      t.sse.emitOdds({ id: 33, betPrice: 4.5, version: 3 });
      t.clock.advance(SPORTS_ODDS_FLASH_MS);
      expect([priceOf(t.vm, 31)?.movement, priceOf(t.vm, 33)?.movement]).toEqual([null, null]);
      t.clock.advance(10 * INPLAY_LIVE_BATCH_MS);
      expect(t.views()).toBe(before);
    });

    it('drops a finished game, refetches after a reset and ignores frames that change nothing, within a batch', async () => {
      const t = setup(INPLAY_LIVE_BATCH_MS);
      t.vm.setFilter({});
      await flush();
      const loads = t.gateway.count('loadInplayFixtures');
      const before = t.views();
      t.sse.emitOdds({ id: 999, betPrice: 2, version: 9 });
      t.clock.advance(INPLAY_LIVE_BATCH_MS);
      expect(t.views()).toBe(before);
      t.sse.emit('event', 'fixtureFinished', { id: 3, score: { home: 2, away: 1 }, periodCode: 100 });
      t.sse.emit('event', 'reset', {});
      t.gateway.inplay = ok({ rows: [live(4, 48242)], totalCount: 1 });
      t.clock.advance(INPLAY_LIVE_BATCH_MS);
      expect(t.view()).toMatchObject({ totalCount: 1, fixtures: [expect.objectContaining({ id: 4 })] });
      await flush();
      expect(t.gateway.count('loadInplayFixtures')).toBe(loads + 1);
    });
  });

  it('drops a game when it finishes', async () => {
    const t = setup();
    t.vm.setFilter({});
    await flush();
    t.sse.emit('event', 'fixtureFinished', { id: 3, score: { home: 2, away: 1 }, periodCode: 100 });
    expect(t.view().fixtures.map((f) => f.id)).toEqual([4]);
    expect(t.view().totalCount).toBe(1);
  });

  it('refetches once when a game it does not hold goes live, and not again for the same game', async () => {
    const t = setup();
    t.vm.setFilter({});
    await flush();
    t.gateway.inplay = ok({ rows: [live(3), live(4, 48242), live(5)], totalCount: 3 });
    t.sse.emit('event', 'fixture', { id: 5, status: 2, score: { home: 0, away: 0 }, periodCode: 10 });
    t.sse.emit('event', 'fixture', { id: 9, status: 1 });
    t.clock.advance(SPORTS_LIST_REFETCH_COALESCE_MS);
    await flush();
    expect(t.view().fixtures.map((f) => f.id)).toEqual([3, 4, 5]);
    const calls = t.gateway.count('loadInplayFixtures');
    t.sse.emit('event', 'fixture', { id: 8, status: 2 });
    t.clock.advance(SPORTS_LIST_REFETCH_COALESCE_MS);
    await flush();
    t.sse.emit('event', 'fixture', { id: 8, status: 2, score: { home: 1, away: 0 } });
    t.clock.advance(SPORTS_LIST_REFETCH_COALESCE_MS);
    await flush();
    expect(t.gateway.count('loadInplayFixtures')).toBe(calls + 1);
  });

  it('refreshes on its own clock and refuses pre-match picks', async () => {
    const t = setup();
    t.vm.setFilter({});
    await flush();
    t.clock.advance(INPLAY_LIST_REFRESH_MS);
    await flush();
    expect(t.gateway.count('loadInplayFixtures')).toBe(2);
    t.sse.emit('event', 'fixture', { id: 3, status: 1 });
    expect(t.view().fixtures.map((f) => f.id)).toEqual([4]);
    t.vm.refresh();
    await flush();
    expect(t.gateway.count('loadInplayFixtures')).toBe(3);
    let completed = false;
    t.vm.state$.subscribe({ complete: () => (completed = true) });
    t.vm.dispose();
    expect(completed).toBe(true);
    t.clock.advance(INPLAY_LIST_REFRESH_MS);
    await flush();
    expect(t.gateway.count('loadInplayFixtures')).toBe(3);
  });
});
