import { fixtureRecord } from '../testing/sports-test-kit.js';
import {
  findSportsPick,
  sportsBetNameKorean,
  sportsFixtureFromRecord,
  sportsFixtureStatusOf,
  sportsMarketNameKorean,
  sportsOddsIdsOf,
  sportsPhaseLabel,
  sportsScoreText,
  sportsStartTime,
} from './sports-fixture.js';

describe('sportsFixtureFromRecord', () => {
  it('maps a server row to the list model with Korean labels', () => {
    const f = sportsFixtureFromRecord(fixtureRecord(1));
    expect(f).toMatchObject({
      id: 1,
      sportId: 6046,
      leagueNameKorean: 'K리그1',
      startsAt: Date.UTC(2026, 10, 22, 10, 0, 0),
      status: 'notStarted',
      home: { name: 'Seoul', nameKorean: '서울' },
      away: { name: 'Busan', nameKorean: '부산' },
    });
    expect(f.markets[0]).toMatchObject({ id: 10, marketId: 1, name: '1X2', baseline: null, suspended: false });
    expect(f.markets[0]?.odds.map((o) => [o.id, o.nameKorean, o.price, o.movement])).toEqual([
      [11, '승', 185, null],
      [12, '무', 320, null],
      [13, '패', 410, null],
    ]);
    expect(f.markets[1]?.odds[0]).toMatchObject({ name: 'Over', nameKorean: '오버', line: '2.5' });
  });

  it('falls back to the feed names when the Korean ones are empty', () => {
    const f = sportsFixtureFromRecord(fixtureRecord(1, { homeParticipantsNameKorean: ' ', leagueNameKorean: '' }));
    expect(f.home.nameKorean).toBe('Seoul');
    expect(f.leagueNameKorean).toBe('K League 1');
  });

  it('lists every odds id in screen order', () => {
    expect(sportsOddsIdsOf([sportsFixtureFromRecord(fixtureRecord(1)), sportsFixtureFromRecord(fixtureRecord(2))])).toEqual([
      11, 12, 13, 14, 15, 21, 22, 23, 24, 25,
    ]);
  });

  it('finds a pick by fixture and odds id', () => {
    const list = [sportsFixtureFromRecord(fixtureRecord(1))];
    expect(findSportsPick(list, 1, 14)?.market.name).toBe('Under/Over');
    expect(findSportsPick(list, 1, 99)).toBeNull();
    expect(findSportsPick(list, 2, 11)).toBeNull();
  });
});

describe('Korean names', () => {
  it('takes market names from the label table, with the sport period word', () => {
    expect(sportsMarketNameKorean('1X2', '', 6046)).toBe('승무패');
    expect(sportsMarketNameKorean('Asian Handicap 1st Period', '', 48242)).toContain('1쿼터');
  });

  it('uses the server Korean, then the feed name, for markets the table does not know', () => {
    expect(sportsMarketNameKorean('Zzz Special', '특수', 6046)).toBe('특수');
    expect(sportsMarketNameKorean('Zzz Special', '', 6046)).toBe('Zzz Special');
  });

  it('labels picks from the table, else the server Korean, else the name', () => {
    expect(sportsBetNameKorean('Over 2.5', '')).toBe('오버 2.5');
    expect(sportsBetNameKorean('Lee', '이')).toBe('이');
    expect(sportsBetNameKorean('Lee', '')).toBe('Lee');
  });
});

describe('fixture status and phase', () => {
  it('reads the feed status codes', () => {
    expect([1, 2, 3, 4, 9].map(sportsFixtureStatusOf)).toEqual(['notStarted', 'inPlay', 'finished', 'cancelled', 'unknown']);
  });

  it('labels the phase through core/src/labels', () => {
    expect(sportsPhaseLabel({ status: 'notStarted', periodCode: null, sportId: 6046 })).toBe('경기전');
    expect(sportsPhaseLabel({ status: 'inPlay', periodCode: 20, sportId: 6046 })).toBe('후반전');
    expect(sportsPhaseLabel({ status: 'inPlay', periodCode: 3, sportId: 48242 })).toBe('3쿼터');
    expect(sportsPhaseLabel({ status: 'inPlay', periodCode: null, sportId: 48242 })).toBe('경기중');
    expect(sportsPhaseLabel({ status: 'finished', periodCode: null, sportId: 6046 })).toBe('경기종료');
    expect(sportsPhaseLabel({ status: 'finished', periodCode: 102, sportId: 6046 })).toBe('승부차기 포함 종료');
    expect(sportsPhaseLabel({ status: 'cancelled', periodCode: null, sportId: 6046 })).toBe('경기취소');
  });

  it('writes the score as "home : away"', () => {
    expect(sportsScoreText({ home: 2, away: 1 })).toBe('2 : 1');
    expect(sportsScoreText(null)).toBe('');
  });
});

describe('sportsStartTime', () => {
  it('reads ISO times and zone-less KST times', () => {
    expect(sportsStartTime('2026-11-22T10:00:00.000Z')).toBe(Date.UTC(2026, 10, 22, 10));
    expect(sportsStartTime('2026-11-22 19:00:00')).toBe(Date.UTC(2026, 10, 22, 10));
    expect(sportsStartTime('tomorrow')).toBeNull();
  });
});
