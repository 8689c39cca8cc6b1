import { LEAGUES } from './catalogue.js';
import type { FeedEvent } from './odds-feed.js';
import { FIXTURE_STATUS } from './odds-feed.js';
import { OddsFeedSimulator } from './simulator.js';

const START = Date.UTC(2025, 0, 1, 12);
const football = LEAGUES.filter((l) => l.id === 67);

function run(seed: number, ticks: number[]): FeedEvent[] {
  const sim = new OddsFeedSimulator({ seed, now: START, leagues: football, fixturesPerLeague: 3, speed: 60, liveShare: 1, horizonMs: 60_000 });
  const events: FeedEvent[] = [];
  sim.subscribe((e) => events.push(e));
  for (const t of ticks) sim.tick(t);
  return events;
}

describe('OddsFeedSimulator', () => {
  it('tells the same story, event for event, from the same seed and ticks', () => {
    const a = run(7, [30_000, 45_000, 60_000]);
    const b = run(7, [30_000, 45_000, 60_000]);
    expect(a.length).toBeGreaterThan(0);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('tells a different story from another seed', () => {
    expect(JSON.stringify(run(7, [60_000]))).not.toBe(JSON.stringify(run(8, [60_000])));
  });

  it('starts with fixtures that carry Korean team names, markets with baselines and priced odds', () => {
    const sim = new OddsFeedSimulator({ seed: 1, now: START });
    const snap = sim.snapshot();
    expect(new Set(snap.fixtures.map((f) => f.sportId))).toEqual(new Set([6046, 48242, 154914, 154830, 35232, 131506, 687890]));
    const fixture = snap.fixtures.find((f) => f.sportId === 6046 && f.status === FIXTURE_STATUS.notStarted);
    expect(fixture?.home.nameKorean).toMatch(/[가-힣]/);
    expect(fixture!.startDate).toBeGreaterThan(START);
    const markets = snap.markets.filter((m) => m.fixtureId === fixture!.id);
    expect(markets.map((m) => m.name)).toEqual(expect.arrayContaining(['1X2', 'Under/Over', 'Asian Handicap', 'Odd/Even', 'Double Chance']));
    expect(markets.find((m) => m.name === 'Under/Over')?.baseline).toMatch(/^\d+\.\d+$/);
    for (const o of snap.odds) {
      expect(Number.isInteger(o.price)).toBe(true);
      expect(o.price).toBeGreaterThanOrEqual(101);
    }
  });

  it('moves in-play odds with increasing versions, changes scores and phases, then finishes with results', () => {
    const events = run(3, Array.from({ length: 12 }, () => 15_000));
    const versions = new Map<number, number>();
    for (const e of events) {
      if (e.kind !== 'oddsChanged') continue;
      for (const o of e.odds) {
        const last = versions.get(o.id) ?? -1;
        expect(o.version).toBeGreaterThanOrEqual(last);
        versions.set(o.id, o.version);
      }
    }
    expect(versions.size).toBeGreaterThan(0);
    const phases = new Set(events.flatMap((e) => (e.kind === 'fixtureChanged' ? [e.fixture.periodCode] : [])));
    expect([...phases]).toEqual(expect.arrayContaining([10, 20]));
    const settled = events.filter((e) => e.kind === 'fixtureSettled');
    expect(settled.length).toBeGreaterThan(0);
    const first = settled[0]!;
    if (first.kind !== 'fixtureSettled') throw new Error('unreachable');
    expect(first.fixture.status).toBe(FIXTURE_STATUS.finished);
    expect(first.fixture.periodCode).toBe(100);
    expect(first.results.length).toBeGreaterThan(10);
    expect(events.some((e) => e.kind === 'marketsChanged')).toBe(true);
  });

  it('adds new fixtures when old ones finish, so every league stays stocked', () => {
    const events = run(3, Array.from({ length: 12 }, () => 15_000));
    const added = events.filter((e) => e.kind === 'fixtureAdded').length;
    const settled = events.filter((e) => e.kind === 'fixtureSettled').length;
    expect(added).toBe(settled);
  });

  it('lets an operator set a price, suspend a market and end a fixture', () => {
    const sim = new OddsFeedSimulator({ seed: 5, now: START, leagues: football, fixturesPerLeague: 1, liveShare: 0 });
    const events: FeedEvent[] = [];
    sim.subscribe((e) => events.push(e));
    const odds = sim.snapshot().odds[0]!;
    expect(sim.setPrice(odds.id, 250)).toBe(true);
    expect(events.at(-1)).toEqual({ kind: 'oddsChanged', odds: [expect.objectContaining({ id: odds.id, price: 250, version: odds.version + 1 })] });
    expect(sim.setMarketSuspended(odds.marketId, true)).toBe(true);
    expect(events.at(-2)).toEqual({ kind: 'marketsChanged', markets: [expect.objectContaining({ id: odds.marketId, suspended: true })] });
    expect(sim.finishFixture(odds.fixtureId, { home: 2, away: 1 })).toBe(true);
    expect(events.find((e) => e.kind === 'fixtureSettled')).toBeDefined();
    expect(sim.finishFixture(odds.fixtureId, { home: 2, away: 1 })).toBe(false);
    expect(sim.setPrice(-1, 200)).toBe(false);
    expect(sim.setMarketSuspended(-1, true)).toBe(false);
  });

  it('continues ids above a given base so restarts never reuse stored ids', () => {
    const sim = new OddsFeedSimulator({ seed: 1, now: START, leagues: football, fixturesPerLeague: 1, idBase: { fixture: 500, market: 7000, odds: 90000 } });
    const snap = sim.snapshot();
    expect(snap.fixtures[0]!.id).toBe(501);
    expect(Math.min(...snap.markets.map((m) => m.id))).toBe(7001);
    expect(Math.min(...snap.odds.map((o) => o.id))).toBe(90001);
  });
});
