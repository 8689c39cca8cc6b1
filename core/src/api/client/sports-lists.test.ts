import {
  bonusOffersCall,
  inplayFixturesCall,
  prematchFixturesCall,
  sportsFixtureStatusWire,
  type SportsFixtureRowDto,
} from '../contracts/sports.js';
import { odds } from '../../shared/domain/odds.js';
import type { SportsFixtureRecord } from '../../sports/domain/sports-fixture.js';
import { describeCalls } from '../testing/api-test-kit.js';

/** A row exactly as server/src/routes/sports/store/fixture-list-store.ts `listFixtures` writes it (through the contract). */
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
        { id: 9002, betName: '2', betNameKorean: '패', betLine: '3.5', betBaseline: '-3.5', betPrice: 1.15, version: 4, suspended: true },
      ],
    },
  ],
};

const decodedRow: SportsFixtureRowDto = {
  ...serverRow,
  status: 'inPlay',
  markets: [
    {
      ...serverRow.markets[0]!,
      odds: [
        { ...serverRow.markets[0]!.odds[0]!, betPrice: odds(190) },
        { ...serverRow.markets[0]!.odds[1]!, betPrice: odds(115) },
      ],
    },
  ],
};

const minimalRow = { id: 1, sportId: 6046, leagueId: 2, startDate: '2026-11-22 19:00:00', status: 1 };
const rowsCall = inplayFixturesCall.response;

describe('API client: sports lists and bonuses', () => {
  const query = { sportId: 6046, location: 243, league: 67, fixtureId: 5, search: '서울', page: 2, perpage: 15 };
  const filters = { sportId: 6046, location: 243, league: 67, fixtureId: 5, search: '서울' };
  describeCalls([
    {
      name: 'sports.prematchFixtures',
      invoke: (api) => api.sports.prematchFixtures(query),
      request: { method: 'GET', path: '/sports-prematch/fixtures', query },
      response: [{ ...serverRow, status: 1 }],
      decoded: [{ ...decodedRow, status: 'notStarted' }],
      bad: {
        body: [{ ...serverRow, markets: [{ ...serverRow.markets[0], odds: [{ id: 1, betName: '1', betPrice: '1.9' }] }] }],
        path: '$[0].markets[0].odds[0].betPrice',
      },
    },
    {
      name: 'sports.prematchFixtureCount',
      invoke: (api) => api.sports.prematchFixtureCount(filters),
      request: { method: 'GET', path: '/sports-prematch/fixtures/count', query: filters },
      response: { count: 31 },
      decoded: { count: 31 },
      bad: { body: { count: -1 }, path: '$.count' },
    },
    {
      name: 'sports.inplayFixtures',
      invoke: (api) => api.sports.inplayFixtures({ page: 1, perpage: 15 }),
      request: { method: 'GET', path: '/sports-inplay/fixtures', query: { page: 1, perpage: 15 } },
      response: [serverRow],
      decoded: [decodedRow],
      bad: { body: [{ ...serverRow, id: 'x' }], path: '$[0].id' },
    },
    {
      name: 'sports.inplayFixtureCount',
      invoke: (api) => api.sports.inplayFixtureCount({}),
      request: { method: 'GET', path: '/sports-inplay/fixtures/count', query: {} },
      response: { count: 3 },
      decoded: { count: 3 },
    },
    {
      name: 'sports.bonusOffers',
      invoke: (api) => api.sports.bonusOffers(),
      request: { method: 'GET', path: '/sports-prematch/bonus' },
      response: [
        { id: 3, marketId: -1, marketName: 'Bonus', betName: '3폴더 이상 보너스', betPrice: 1.03 },
        { id: 5, betPrice: 1.05 },
      ],
      decoded: [
        { id: 3, marketId: -1, marketName: 'Bonus', betName: '3폴더 이상 보너스', betPrice: 103 },
        { id: 5, betPrice: 105 },
      ],
      bad: { body: [{ id: 3, betPrice: -1 }], path: '$[0].betPrice' },
    },
  ]);
});

describe('the fixture row contract', () => {
  it('is the feature’s SportsFixtureRecord once decoded (prices as hundredths, the status named)', () => {
    const r = rowsCall.decode([serverRow]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const record: SportsFixtureRecord = r.value[0]!;
    expect(record).toMatchObject({ id: 1001, status: 'inPlay', score: { home: 55, away: 51 }, periodCode: 3 });
    expect(record.markets[0]?.odds.map((o) => [o.id, o.betPrice, o.betLine, o.suspended])).toEqual([
      [9001, 190, '-3.5', false],
      [9002, 115, '3.5', true],
    ]);
  });

  it('keeps the client lenient: missing fields filled, lines as numbers, 0/1 flags', () => {
    expect(rowsCall.decode([minimalRow])).toEqual({
      ok: true,
      value: [
        {
          ...minimalRow,
          status: 'notStarted',
          sportName: '',
          sportNameKorean: '',
          locationId: 0,
          locationNameKorean: '',
          locationImagePath: null,
          leagueName: '',
          leagueNameKorean: '',
          homeParticipantsName: '',
          homeParticipantsNameKorean: '',
          awayParticipantsName: '',
          awayParticipantsNameKorean: '',
          score: null,
          periodCode: null,
          markets: [],
        },
      ],
    });
    const loose = {
      ...minimalRow,
      markets: [
        { id: 1, marketId: 2, marketName: 'Under/Over', suspended: 1, odds: [{ id: 3, betName: 'Over', betLine: 2.5, betPrice: 2 }] },
      ],
    };
    const r = rowsCall.decode([loose]);
    expect(r.ok && r.value[0]?.markets[0]).toEqual({
      id: 1,
      marketId: 2,
      marketName: 'Under/Over',
      marketNameKorean: '',
      baseline: null,
      suspended: true,
      odds: [{ id: 3, betName: 'Over', betNameKorean: '', betLine: '2.5', betBaseline: null, betPrice: 200, version: 0, suspended: false }],
    });
  });

  it('reads a status code the feed adds later as unknown, and writes the known names back as codes', () => {
    expect([1, 2, 3, 4, 9].map((code) => sportsFixtureStatusWire.decode(code))).toEqual(
      ['notStarted', 'inPlay', 'finished', 'cancelled', 'unknown'].map((value) => ({ ok: true, value })),
    );
    expect((['notStarted', 'inPlay', 'finished', 'cancelled', 'unknown'] as const).map((s) => sportsFixtureStatusWire.encode(s))).toEqual([
      1, 2, 3, 4, 0,
    ]);
    expect(sportsFixtureStatusWire.decode('2').ok).toBe(false);
  });

  it('is what the server writes: its encoder turns the domain row back into the wire row', () => {
    expect(prematchFixturesCall.response.encode([decodedRow])).toEqual([serverRow]);
    expect(rowsCall.decode(rowsCall.encode([decodedRow]))).toEqual({ ok: true, value: [decodedRow] });
  });

  it('validates the query as the server always has: no upper bound on the timestamp, defaults for paging', () => {
    const props = (prematchFixturesCall.query.schema as { properties: Record<string, Record<string, unknown>> }).properties;
    expect(props['time']).toEqual({ type: 'integer', minimum: 0 });
    expect(props['page']).toMatchObject({ default: 1, minimum: 1, maximum: 100_000 });
    expect(props['perpage']).toMatchObject({ default: 15, minimum: 1, maximum: 100 });
    expect(prematchFixturesCall.query.decode({ time: 5 })).toEqual({ ok: true, value: { time: 5 } });
  });
});

describe('the bonus offers contract', () => {
  it('writes the server’s Odds as decimal prices', () => {
    expect(
      bonusOffersCall.response.encode([{ id: 7, marketId: -1, marketName: 'Bonus', betName: '7폴더 이상 보너스', betPrice: odds(107) }]),
    ).toEqual([{ id: 7, marketId: -1, marketName: 'Bonus', betName: '7폴더 이상 보너스', betPrice: 1.07 }]);
  });
});
