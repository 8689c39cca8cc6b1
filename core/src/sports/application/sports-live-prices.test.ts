import { produce } from 'immer';
import { odds } from '../../shared/domain/odds.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeFrameScheduler } from '../../shared/testing/fake-frame-scheduler.js';
import { sportsFixtureFromRecord, type SportsFixture } from '../domain/sports-fixture.js';
import { fixtureRecord } from '../testing/sports-test-kit.js';
import { SportsLivePriceStore } from './sports-live-prices.js';
import { SPORTS_ODDS_FLASH_MS, SPORTS_ODDS_FLASH_SWEEP_MS } from './sports.timing.js';

const inPlay = (id: number): SportsFixture => sportsFixtureFromRecord(fixtureRecord(id, { status: 'inPlay' }));
const move = (oddsId: number, price: number, version: number, suspended: boolean | null = null) =>
  ({ kind: 'odds', oddsId, price: odds(price), version, suspended }) as const;

function setup() {
  const clock = new FakeClock();
  const frames = new FakeFrameScheduler();
  const store = new SportsLivePriceStore({ kind: 'inplay', clock, frames });
  const fixtures = [inPlay(3), inPlay(4)];
  store.sync(fixtures);
  /** Notifications per odds id, in order. */
  const told: number[] = [];
  const watch = (...ids: number[]) => ids.map((id) => store.subscribe(id, () => told.push(id)));
  return { clock, frames, store, fixtures, told, watch };
}

describe('SportsLivePriceStore', () => {
  it('holds a cell per odds id of the list: price text, version, no mark, open', () => {
    const t = setup();
    expect(t.store.get(31)).toEqual({
      id: 31,
      price: 185,
      priceText: '1.85',
      version: 1,
      movement: null,
      selected: false,
      selectable: true,
    });
    expect(t.store.get(45)).toMatchObject({ priceText: '1.88' });
    expect(t.store.get(999)).toBeUndefined();
  });

  it('tells a change of one key to that key subscribers only, on the next frame', () => {
    const t = setup();
    t.watch(31, 32, 41);
    expect(t.store.applyOdds(move(31, 170, 2))).toBe(true);
    expect(t.told).toEqual([]);
    expect(t.store.get(31)).toMatchObject({ priceText: '1.70', movement: 'down', version: 2 });
    t.frames.frame();
    expect(t.told).toEqual([31]);
    expect(t.store.applyOdds(move(999, 170, 2))).toBe(false);
  });

  it('coalesces every change of a frame: one request, one call per key however often it moved', () => {
    const t = setup();
    t.watch(31, 42);
    for (let v = 2; v < 50; v++) t.store.applyOdds(move(31, 150 + v, v));
    t.store.applyOdds(move(42, 500, 2));
    expect(t.frames.requests).toBe(1);
    t.frames.frame();
    expect(t.told).toEqual([31, 42]);
    expect(t.store.get(31)).toMatchObject({ priceText: '1.99', version: 49, movement: 'up' });
    t.frames.frame();
    expect(t.told).toEqual([31, 42]);
    t.store.applyOdds(move(31, 100, 60));
    expect(t.frames.pending).toBe(1);
  });

  it('keeps the same cell object while nothing of it changes (what useSyncExternalStore compares)', () => {
    const t = setup();
    t.watch(31);
    const cell = t.store.get(31);
    t.store.applyOdds(move(31, 300, 1)); // same version, same suspension: nothing
    t.store.applyOdds(move(31, 300, 0)); // older version: never back
    t.store.sync(t.fixtures);
    expect(t.store.get(31)).toBe(cell);
    expect(t.frames.pending).toBe(0);
  });

  it('ends the up/down mark after the flash, and a newer move restarts it', () => {
    const t = setup();
    t.watch(31);
    t.store.applyOdds(move(31, 200, 2));
    t.clock.advance(SPORTS_ODDS_FLASH_MS - 1);
    t.store.applyOdds(move(31, 190, 3));
    t.clock.advance(SPORTS_ODDS_FLASH_MS - 1);
    expect(t.store.get(31)?.movement).toBe('down');
    t.clock.advance(1);
    expect(t.store.get(31)).toMatchObject({ movement: null, priceText: '1.90' });
    t.frames.frame();
    expect(t.told).toEqual([31]);
  });

  it('ends flashes that fall due close together in one sweep, at most SPORTS_ODDS_FLASH_SWEEP_MS late', () => {
    const t = setup();
    t.watch(31, 42);
    t.store.applyOdds(move(31, 200, 2));
    t.clock.advance(10);
    t.store.applyOdds(move(42, 200, 2));
    t.clock.advance(SPORTS_ODDS_FLASH_MS - 10);
    expect(t.store.get(31)?.movement).toBeNull();
    expect(t.store.get(42)?.movement).not.toBeNull();
    // Due 10 ms later, it waits for the next sweep rather than a timer of its own.
    t.clock.advance(SPORTS_ODDS_FLASH_SWEEP_MS - 1);
    expect(t.store.get(42)?.movement).not.toBeNull();
    t.clock.advance(1);
    expect(t.store.get(42)?.movement).toBeNull();
  });

  it('locks a cell when its price, its market or its game closes, and tells only the cells concerned', () => {
    const t = setup();
    t.watch(31, 32, 34, 41);
    t.store.applyOdds(move(31, 185, 1, true));
    expect(t.store.get(31)?.selectable).toBe(false);
    const held = produce(t.fixtures, (d) => {
      d[0]!.markets[1]!.suspended = true;
    });
    t.store.sync(held);
    t.frames.frame();
    expect(t.told.sort()).toEqual([31, 34]);
    expect([t.store.get(34)?.selectable, t.store.get(35)?.selectable, t.store.get(32)?.selectable]).toEqual([false, false, true]);
  });

  it('keeps a live price newer than a refetched page, drops rows that left the list', () => {
    const t = setup();
    t.store.applyOdds(move(31, 250, 5));
    t.store.sync([inPlay(3)]);
    expect(t.store.get(31)).toMatchObject({ priceText: '2.50', version: 5 });
    expect(t.store.get(41)).toBeUndefined();
    expect(t.store.pick(3, 31)?.odds).toMatchObject({ price: 250, version: 5 });
    expect(t.store.pick(4, 31)).toBeNull();
  });

  it('marks the slip picks: only the ids that joined or left it are told', () => {
    const t = setup();
    t.watch(31, 32, 33);
    t.store.setSelected(new Set([31, 32]));
    t.frames.frame();
    t.store.setSelected(new Set([32, 33]));
    t.frames.frame();
    expect(t.told).toEqual([31, 32, 31, 33]);
    expect([31, 32, 33].map((id) => t.store.get(id)?.selected)).toEqual([false, true, true]);
  });

  it('stops telling an unsubscribed cell, and tells nothing after dispose', () => {
    const t = setup();
    const [off31] = t.watch(31, 32);
    off31?.();
    t.store.applyOdds(move(31, 200, 2));
    t.store.applyOdds(move(32, 200, 2));
    t.store.dispose();
    t.frames.frame();
    t.clock.advance(SPORTS_ODDS_FLASH_MS);
    expect(t.told).toEqual([]);
  });

  it('without a scheduler tells at once', () => {
    const store = new SportsLivePriceStore({ kind: 'inplay', clock: new FakeClock() });
    store.sync([inPlay(3)]);
    const told: number[] = [];
    store.subscribe(31, () => told.push(31));
    store.applyOdds(move(31, 200, 2));
    store.applyOdds(move(31, 210, 3));
    expect(told).toEqual([31, 31]);
  });
});
