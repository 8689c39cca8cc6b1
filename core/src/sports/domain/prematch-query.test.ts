import fc from 'fast-check';
import {
  SPORTS_SEARCH_MAX_LENGTH,
  formatPrematchQuery,
  normaliseSportsSearch,
  parsePrematchQuery,
  prematchQueryFilter,
  type PrematchQuery,
} from './prematch-query.js';

describe('parsePrematchQuery', () => {
  it('reads the spec spellings of every filter', () => {
    expect(
      parsePrematchQuery('?sport_id=6046&location_id=5&league=77&game_type=1&fixtureId=12&time=1763780000&search=%EC%84%9C%EC%9A%B8'),
    ).toEqual({
      sportId: 6046,
      locationId: 5,
      leagueId: 77,
      gameType: 1,
      fixtureId: 12,
      time: 1763780000,
      search: '서울',
    });
  });

  it('reads the camel-case spellings the sidebar links use', () => {
    expect(parsePrematchQuery('game_type=1&sportId=48242&location=9&league=3')).toEqual({
      gameType: 1,
      sportId: 48242,
      locationId: 9,
      leagueId: 3,
    });
  });

  it('prefers sportId over sport_id and location over location_id, as the server does', () => {
    expect(parsePrematchQuery('sport_id=1&sportId=2&location_id=3&location=4')).toEqual({ sportId: 2, locationId: 4 });
  });

  it('falls back to the other spelling when the preferred one is garbled', () => {
    expect(parsePrematchQuery('sportId=abc&sport_id=6046')).toEqual({ sportId: 6046 });
  });

  it('ignores unknown keys, garbled escapes and values that are not valid numbers', () => {
    expect(parsePrematchQuery('?mtpt=1763780000&sportId=-3&league=1.5&fixtureId=0&location=%E0%A4%A&time=soon&game_type=1000')).toEqual({});
    expect(parsePrematchQuery('league=99999999999999999999')).toEqual({});
    expect(parsePrematchQuery('league=9999999999999999')).toEqual({});
  });

  it('takes the first valid value of a repeated key', () => {
    expect(parsePrematchQuery('league=x&league=7&league=8')).toEqual({ leagueId: 7 });
  });

  it('reads plus signs as spaces and trims the search text', () => {
    expect(parsePrematchQuery('search=+Manchester+United+')).toEqual({ search: 'Manchester United' });
    expect(parsePrematchQuery('search=%20%20')).toEqual({});
  });

  it('cuts a search longer than the server accepts', () => {
    const long = '가'.repeat(SPORTS_SEARCH_MAX_LENGTH + 10);
    expect(parsePrematchQuery(`search=${encodeURIComponent(long)}`).search).toBe('가'.repeat(SPORTS_SEARCH_MAX_LENGTH));
  });

  it('reads a router record with single or repeated values', () => {
    expect(parsePrematchQuery({ sportId: '6046', league: ['bad', '77'], search: null, location: undefined, time: [null, '5'] })).toEqual({
      sportId: 6046,
      leagueId: 77,
      time: 5,
    });
  });

  it('reads an empty query as no filter', () => {
    expect(parsePrematchQuery('')).toEqual({});
    expect(parsePrematchQuery('?')).toEqual({});
    expect(parsePrematchQuery('&&sportId')).toEqual({});
  });
});

describe('formatPrematchQuery', () => {
  it('writes keys in the order of the spec links and encodes the search', () => {
    expect(formatPrematchQuery({ search: 'a b&c', time: 10, gameType: 1, sportId: 6046, locationId: 5, leagueId: 77, fixtureId: 3 })).toBe(
      'game_type=1&sportId=6046&location=5&league=77&fixtureId=3&time=10&search=a%20b%26c',
    );
  });

  it('writes nothing for an empty query or a blank search', () => {
    expect(formatPrematchQuery({})).toBe('');
    expect(formatPrematchQuery({ search: '   ' })).toBe('');
  });

  it('drops lone surrogates instead of failing to encode them', () => {
    expect(normaliseSportsSearch('ab\uD800')).toBe('ab');
    expect(formatPrematchQuery({ search: '\uDC00x' })).toBe('search=x');
  });
});

describe('prematchQueryFilter', () => {
  it('keeps only what the server filters on', () => {
    expect(prematchQueryFilter({ gameType: 1, time: 5, sportId: 1, search: 'x' })).toEqual({ sportId: 1, search: 'x' });
  });
});

const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const searchText = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
  .map((s) => normaliseSportsSearch(s))
  .filter((s): s is string => s !== undefined);

const queryArb: fc.Arbitrary<PrematchQuery> = fc.record(
  {
    sportId: id,
    locationId: id,
    leagueId: id,
    fixtureId: id,
    gameType: fc.integer({ min: 0, max: 999 }),
    time: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    search: searchText,
  },
  { requiredKeys: [] },
);

describe('PrematchQuery round trip', () => {
  it('parsing a formatted query gives the same query back', () => {
    fc.assert(
      fc.property(queryArb, (q) => expect(parsePrematchQuery(formatPrematchQuery(q))).toEqual(q)),
      { numRuns: 300 },
    );
  });

  it('formatting any parsed text is stable (parse then format is a fixed point)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const once = formatPrematchQuery(parsePrematchQuery(text));
        expect(formatPrematchQuery(parsePrematchQuery(once))).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});

describe('parsePrematchQuery on garbage', () => {
  const keys = fc.constantFrom('sport_id', 'sportId', 'location_id', 'location', 'league', 'game_type', 'fixtureId', 'time', 'search', 'x');
  const pair = fc.tuple(keys, fc.string({ unit: 'binary', maxLength: 12 })).map(([k, v]) => `${k}=${v}`);

  it('never throws and yields only valid values', () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), (pairs) => {
        const q = parsePrematchQuery(pairs.join('&'));
        for (const k of ['sportId', 'locationId', 'leagueId', 'fixtureId'] as const) {
          if (q[k] !== undefined) expect(Number.isSafeInteger(q[k]) && (q[k] as number) > 0).toBe(true);
        }
        if (q.gameType !== undefined) expect(q.gameType >= 0 && q.gameType <= 999).toBe(true);
        if (q.search !== undefined) expect(q.search).toBe(normaliseSportsSearch(q.search));
        expect(() => formatPrematchQuery(q)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
