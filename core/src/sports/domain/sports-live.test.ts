import fc from 'fast-check';
import { odds } from '../../shared/domain/odds.js';
import { fixtureRecord } from '../testing/sports-test-kit.js';
import { sportsFixtureFromRecord, type SportsFixture, type SportsOdds } from './sports-fixture.js';
import { applySportsLiveUpdate, applySportsOddsUpdate, newerSportsOdds, type SportsLiveUpdate } from './sports-live.js';

const list = (): readonly SportsFixture[] => [sportsFixtureFromRecord(fixtureRecord(1)), sportsFixtureFromRecord(fixtureRecord(2))];
const oddsOf = (fixtures: readonly SportsFixture[], id: number): SportsOdds | undefined =>
  fixtures.flatMap((f) => f.markets.flatMap((m) => m.odds)).find((o) => o.id === id);
const oddsUpdate = (oddsId: number, price: number, version: number, suspended: boolean | null = null) =>
  ({ kind: 'odds', oddsId, price: odds(price), version, suspended }) as const;

describe('applySportsOddsUpdate', () => {
  it('takes a newer price and flashes it up or down', () => {
    const up = applySportsOddsUpdate(list(), oddsUpdate(11, 190, 2));
    expect(oddsOf(up.fixtures, 11)).toMatchObject({ price: 190, version: 2, movement: 'up' });
    expect(up.move).toEqual({ fixtureId: 1, oddsId: 11, version: 2, movement: 'up' });
    const down = applySportsOddsUpdate(up.fixtures, oddsUpdate(11, 150, 3));
    expect(oddsOf(down.fixtures, 11)).toMatchObject({ price: 150, version: 3, movement: 'down' });
  });

  it('ignores an older version', () => {
    const moved = applySportsOddsUpdate(list(), oddsUpdate(11, 190, 5)).fixtures;
    const stale = applySportsOddsUpdate(moved, oddsUpdate(11, 120, 4));
    expect(stale.fixtures).toBe(moved);
    expect(stale.move).toBeNull();
  });

  it('at the same version changes only the suspension', () => {
    const before = list();
    const same = applySportsOddsUpdate(before, oddsUpdate(11, 999, 1, true));
    expect(oddsOf(same.fixtures, 11)).toMatchObject({ price: 185, version: 1, suspended: true, movement: null });
    expect(applySportsOddsUpdate(before, oddsUpdate(11, 999, 1)).fixtures).toBe(before);
  });

  it('a newer version at the same price does not flash', () => {
    const r = applySportsOddsUpdate(list(), oddsUpdate(11, 185, 2, true));
    expect(oddsOf(r.fixtures, 11)).toMatchObject({ version: 2, movement: null, suspended: true });
    expect(r.move).toBeNull();
  });

  it('ignores odds that are not on the list', () => {
    const before = list();
    expect(applySportsOddsUpdate(before, oddsUpdate(999, 200, 9)).fixtures).toBe(before);
  });

  it('odds versions never go back and a price changes only with a newer version', () => {
    const ids = [11, 12, 13, 14, 15, 21, 22];
    const update = fc.record({
      oddsId: fc.constantFrom(...ids),
      price: fc.integer({ min: 100, max: 2_000 }),
      version: fc.integer({ min: 0, max: 20 }),
      suspended: fc.option(fc.boolean(), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(update, { maxLength: 40 }), (updates) => {
        let fixtures = list();
        for (const u of updates) {
          const before = oddsOf(fixtures, u.oddsId) as SportsOdds;
          fixtures = applySportsOddsUpdate(fixtures, oddsUpdate(u.oddsId, u.price, u.version, u.suspended)).fixtures;
          const after = oddsOf(fixtures, u.oddsId) as SportsOdds;
          expect(after.version).toBeGreaterThanOrEqual(before.version);
          if (after.version === before.version) expect(after.price).toBe(before.price);
          expect(after.version).toBe(Math.max(before.version, u.version));
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('applySportsLiveUpdate', () => {
  it('suspends and reopens a market by its row id', () => {
    const suspended = applySportsLiveUpdate(list(), { kind: 'market', fixtureId: 1, marketRowId: 11, suspended: true }).fixtures;
    expect(suspended[0]?.markets[1]?.suspended).toBe(true);
    expect(suspended[0]?.markets[0]?.suspended).toBe(false);
    const again = applySportsLiveUpdate(suspended, { kind: 'market', fixtureId: 1, marketRowId: 11, suspended: true });
    expect(again.fixtures).toBe(suspended);
  });

  it('updates status, score and phase of a fixture', () => {
    const u: SportsLiveUpdate = { kind: 'fixture', fixtureId: 2, status: 'inPlay', score: { home: 1, away: 0 }, periodCode: 10 };
    const out = applySportsLiveUpdate(list(), u);
    expect(out.fixtures[1]).toMatchObject({ status: 'inPlay', score: { home: 1, away: 0 }, periodCode: 10 });
    expect(out.unknownFixture).toBe(false);
  });

  it('leaves fields a frame does not carry', () => {
    const live = applySportsLiveUpdate(list(), {
      kind: 'fixture',
      fixtureId: 1,
      status: 'inPlay',
      score: { home: 2, away: 2 },
      periodCode: 20,
    }).fixtures;
    const out = applySportsLiveUpdate(live, { kind: 'fixture', fixtureId: 1, status: null });
    expect(out.fixtures).toBe(live);
    const sameScore = applySportsLiveUpdate(live, { kind: 'fixture', fixtureId: 1, status: 'inPlay', score: { home: 2, away: 2 } });
    expect(sameScore.fixtures).toBe(live);
  });

  it('reports frames about fixtures the list does not hold', () => {
    const before = list();
    expect(applySportsLiveUpdate(before, { kind: 'fixture', fixtureId: 9, status: 'inPlay' })).toEqual({
      fixtures: before,
      move: null,
      unknownFixture: true,
    });
    expect(applySportsLiveUpdate(before, { kind: 'market', fixtureId: 9, marketRowId: 1, suspended: true }).unknownFixture).toBe(true);
    expect(applySportsLiveUpdate(before, { kind: 'fixtureAdded', fixtureId: 9 }).unknownFixture).toBe(true);
    expect(applySportsLiveUpdate(before, { kind: 'fixtureAdded', fixtureId: 1 }).unknownFixture).toBe(false);
    expect(applySportsLiveUpdate(before, { kind: 'reset' }).fixtures).toBe(before);
  });

  it('routes odds frames to the odds rule', () => {
    expect(applySportsLiveUpdate(list(), oddsUpdate(12, 300, 2)).move?.movement).toBe('down');
  });
});

describe('newerSportsOdds (a refetched row against the live one)', () => {
  const row = (version: number, price = 185, movement: SportsOdds['movement'] = null): SportsOdds => ({
    ...oddsOf(list(), 11)!,
    version,
    price: odds(price),
    movement,
  });

  it('keeps a newer live version, takes a newer refetched row, keeps the running flash at the same version', () => {
    expect(newerSportsOdds(row(3, 190, 'up'), row(1))).toMatchObject({ version: 3, price: 190, movement: 'up' });
    expect(newerSportsOdds(row(3, 190, 'up'), row(7, 111))).toMatchObject({ version: 7, price: 111, movement: null });
    expect(newerSportsOdds(row(3, 190, 'up'), row(3, 190))).toMatchObject({ version: 3, movement: 'up' });
    expect(newerSportsOdds(undefined, row(2))).toEqual(row(2));
  });

  it('a refetch never lowers an odds version', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (live, fresh) => {
        expect(newerSportsOdds(row(live), row(fresh)).version).toBe(Math.max(live, fresh));
      }),
      { numRuns: 100 },
    );
  });
});
