import { periodLabel, rewritePeriodWording } from './period-wording.js';
import { FEED_SPORT_IDS, periodUnitOf } from './sport-ids.js';

describe('period wording', () => {
  it("names a period in each sport's own words", () => {
    expect(periodLabel(1, FEED_SPORT_IDS.basketball)).toBe('1쿼터');
    expect(periodLabel(2, FEED_SPORT_IDS.iceHockey)).toBe('2피리어드');
    expect(periodLabel(3, FEED_SPORT_IDS.volleyball)).toBe('3세트');
    expect(periodLabel(1, FEED_SPORT_IDS.tennis)).toBe('1세트');
    expect(periodLabel(4, FEED_SPORT_IDS.baseball)).toBe('4이닝');
    expect(periodLabel(1, 999)).toBe('1피리어드');
  });

  it('names the half of a baseball inning when known', () => {
    expect(periodLabel(1, FEED_SPORT_IDS.baseball, 'top')).toBe('1회초');
    expect(periodLabel(1, FEED_SPORT_IDS.baseball, 'bottom')).toBe('1회말');
    expect(periodLabel(1, FEED_SPORT_IDS.basketball, 'top')).toBe('1쿼터');
  });

  it('rewrites every generic period word', () => {
    expect(rewritePeriodWording('1피리어드 핸디캡, 2피리어드', FEED_SPORT_IDS.basketball)).toBe('1쿼터 핸디캡, 2쿼터');
    expect(rewritePeriodWording('승무패', FEED_SPORT_IDS.basketball)).toBe('승무패');
    expect(periodUnitOf(FEED_SPORT_IDS.americanFootball)).toBe('quarter');
  });
});
