import { sportsFixtureListQuery, sportsLiveUpdateOf, sportsLiveUpdatesOf } from './sports-wire.js';

describe('sportsFixtureListQuery', () => {
  it('sends the filters under the link names, with page and perpage', () => {
    expect(sportsFixtureListQuery({ sportId: 1, locationId: 2, leagueId: 3, fixtureId: 4, search: '서울' }, 2, 15)).toEqual({
      sportId: 1,
      location: 2,
      league: 3,
      fixtureId: 4,
      search: '서울',
      page: 2,
      perpage: 15,
    });
    expect(sportsFixtureListQuery({}, 1, 15)).toEqual({ page: 1, perpage: 15 });
  });
});

describe('sportsLiveUpdateOf', () => {
  it('reads the slip-stream odds frame of the server', () => {
    expect(
      sportsLiveUpdateOf({ event: 'odds', data: { id: 9001, betPrice: 1.95, version: 5, suspended: false, fixtureId: 1001, marketId: 3 } }),
    ).toEqual({
      kind: 'odds',
      oddsId: 9001,
      price: 195,
      version: 5,
      suspended: false,
    });
  });

  it('reads the server odds frame of one market as one update per row, skipping a row it cannot read', () => {
    const frame = {
      event: 'odds',
      data: {
        fixtureId: 1001,
        marketId: 3,
        odds: [
          { id: 9001, betPrice: 1.95, version: 5, suspended: false },
          { id: 9002, betPrice: 'x', version: 5 },
          { id: 9003, betPrice: 2.1, version: 6, suspended: true },
        ],
      },
    };
    expect(sportsLiveUpdatesOf(frame)).toEqual([
      { kind: 'odds', oddsId: 9001, price: 195, version: 5, suspended: false },
      { kind: 'odds', oddsId: 9003, price: 210, version: 6, suspended: true },
    ]);
    expect(sportsLiveUpdateOf(frame)).toMatchObject({ oddsId: 9001 });
    expect(sportsLiveUpdatesOf({ event: 'odds', data: { id: 9001, betPrice: 1.95, version: 5 } })).toHaveLength(1);
    expect(sportsLiveUpdatesOf({ event: 'fixtureAdded', data: { id: 6 } })).toEqual([{ kind: 'fixtureAdded', fixtureId: 6 }]);
    expect(sportsLiveUpdatesOf({ event: 'roundDrawn', data: {} })).toEqual([]);
  });

  it('also reads an odds frame written as { oddsId, price }', () => {
    expect(sportsLiveUpdateOf({ event: 'odds', data: { oddsId: 7, price: 2, version: 1 } })).toEqual({
      kind: 'odds',
      oddsId: 7,
      price: 200,
      version: 1,
      suspended: null,
    });
    expect(sportsLiveUpdateOf({ event: 'odds', data: { version: 1, price: 2 } })).toBeNull();
    expect(sportsLiveUpdateOf({ event: 'odds', data: { id: 1, betPrice: 'x', version: 1 } })).toBeNull();
  });

  it('reads fixture, finish, market, added and reset frames of the event source', () => {
    expect(sportsLiveUpdateOf({ event: 'fixture', data: { id: 5, status: 2, score: { home: 1, away: 0 }, periodCode: 10 } })).toEqual({
      kind: 'fixture',
      fixtureId: 5,
      status: 'inPlay',
      score: { home: 1, away: 0 },
      periodCode: 10,
    });
    expect(sportsLiveUpdateOf({ event: 'fixture', data: { id: 5 } })).toEqual({ kind: 'fixture', fixtureId: 5, status: null });
    // The wire's codes are named here; a code the feed adds later reads 'unknown'.
    expect(sportsLiveUpdateOf({ event: 'fixture', data: { id: 5, status: 4 } })).toEqual({
      kind: 'fixture',
      fixtureId: 5,
      status: 'cancelled',
    });
    expect(sportsLiveUpdateOf({ event: 'fixture', data: { id: 5, status: 9 } })).toEqual({
      kind: 'fixture',
      fixtureId: 5,
      status: 'unknown',
    });
    expect(sportsLiveUpdateOf({ event: 'fixtureFinished', data: { id: 5, score: { home: 2, away: 0 }, periodCode: 100 } })).toEqual({
      kind: 'fixture',
      fixtureId: 5,
      status: 'finished',
      score: { home: 2, away: 0 },
      periodCode: 100,
    });
    expect(sportsLiveUpdateOf({ event: 'market', data: { id: 50, fixtureId: 5, marketId: 1, suspended: true } })).toEqual({
      kind: 'market',
      fixtureId: 5,
      marketRowId: 50,
      suspended: true,
    });
    expect(sportsLiveUpdateOf({ event: 'fixtureAdded', data: { id: 6, sportId: 6046, leagueId: 1 } })).toEqual({
      kind: 'fixtureAdded',
      fixtureId: 6,
    });
    expect(sportsLiveUpdateOf({ event: 'reset', data: {} })).toEqual({ kind: 'reset' });
  });

  it('drops frames it cannot read or does not use', () => {
    expect(sportsLiveUpdateOf({ event: 'fixture', data: { id: 'x' } })).toBeNull();
    expect(sportsLiveUpdateOf({ event: 'market', data: { id: 1 } })).toBeNull();
    expect(sportsLiveUpdateOf({ event: 'fixtureAdded', data: null })).toBeNull();
    expect(sportsLiveUpdateOf({ event: 'roundDrawn', data: {} })).toBeNull();
  });
});
