import * as D from '../../api/decode.js';
import { sportsFixtureListQuery, sportsFixtureRecordDecoder, sportsLiveUpdateOf } from './sports-wire.js';

/** A row exactly as server/src/sports/store/fixture-queries.ts `listFixtures` writes it. */
const serverRow = {
  id: 1001,
  sportId: 48242,
  sportName: 'Basketball',
  sportNameKorean: '농구',
  locationId: 3,
  locationNameKorean: '미국',
  locationImagePath: null,
  leagueId: 30,
  leagueName: 'NBA',
  leagueNameKorean: 'NBA',
  startDate: '2026-11-22T11:30:00.000Z',
  status: 2,
  homeParticipantsName: 'Lakers',
  homeParticipantsNameKorean: '레이커스',
  awayParticipantsName: 'Celtics',
  awayParticipantsNameKorean: '셀틱스',
  score: { home: 55, away: 51 },
  periodCode: 3,
  markets: [
    {
      id: 5001,
      marketId: 3,
      marketName: 'Asian Handicap',
      marketNameKorean: '핸디캡',
      baseline: '-3.5',
      suspended: false,
      odds: [
        { id: 9001, betName: '1', betNameKorean: '승', betLine: '-3.5', betBaseline: '-3.5', betPrice: 1.9, version: 4, suspended: false },
        { id: 9002, betName: '2', betNameKorean: '패', betLine: 3.5, betBaseline: '-3.5', betPrice: 1.15, version: 4, suspended: true },
      ],
    },
  ],
};

describe('sportsFixtureRecordDecoder', () => {
  it('reads the server fixture row, prices as integer hundredths', () => {
    const r = sportsFixtureRecordDecoder.decode(serverRow);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      id: 1001,
      sportId: 48242,
      status: 'inPlay',
      score: { home: 55, away: 51 },
      periodCode: 3,
      leagueNameKorean: 'NBA',
    });
    expect(r.value.markets[0]?.odds.map((o) => [o.id, o.betPrice, o.betLine, o.suspended])).toEqual([
      [9001, 190, '-3.5', false],
      [9002, 115, '3.5', true],
    ]);
    expect('sportName' in r.value).toBe(false);
  });

  it('fills optional fields and names the path of bad data', () => {
    const minimal = { id: 1, sportId: 6046, leagueId: 2, startDate: '2026-11-22 19:00:00', status: 1 };
    expect(sportsFixtureRecordDecoder.decode(minimal)).toMatchObject({
      ok: true,
      value: { locationId: 0, locationImagePath: null, score: null, periodCode: null, markets: [], homeParticipantsNameKorean: '' },
    });
    const bad = { ...serverRow, markets: [{ ...serverRow.markets[0], odds: [{ ...serverRow.markets[0]!.odds[0], betPrice: '1.9' }] }] };
    expect(D.array(sportsFixtureRecordDecoder).decode([bad])).toMatchObject({
      ok: false,
      error: { path: '$[0].markets[0].odds[0].betPrice' },
    });
  });
});

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
