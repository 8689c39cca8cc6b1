import { FEED_SPORT_IDS } from './sport-ids.js';
import { MARKET_LABELS } from './market-label-table.js';
import { hasMarketLabel, marketLabel, normaliseMarketName } from './market-labels.js';

describe('marketLabel', () => {
  it.each([
    ['1X2', '승무패'],
    ['Under/Over', '언더오버'],
    ['Asian Handicap', '핸디캡'],
    ['HT/FT', '전반/풀타임'],
    ['Odd/Even', '홀짝'],
    ['Correct Score', '정확한 스코어'],
    ['Double Chance', '더블찬스'],
    ['12', '승패'],
    ['Both Teams To Score', '양팀 모두 득점'],
    ['Draw No Bet', '무승부 시 환불'],
    ['First Team To Score', '첫 득점 팀'],
    ['Winning Margin', '승리 점수차'],
    ['Home Team Under/Over', '홈팀 언더오버'],
    ['Away Team Total Goals', '원정팀 총 득점'],
    ['Under/Over Including Overtime', '언더오버 (연장포함)'],
    ['Asian Handicap Halftime', '전반전 핸디캡'],
    ['Under/Over 2nd Half', '후반전 언더오버'],
    ['Set Spread', '세트 핸디캡'],
    ['1st 5 Innings Under/Over', '5이닝 언더오버'],
    ['Bonus', '보너스 배당'],
  ])('labels %s as %s', (english, korean) => {
    expect(marketLabel(english)).toBe(korean);
  });

  it('holds at least sixty market names, each with a non-empty Korean label', () => {
    expect(MARKET_LABELS.size).toBeGreaterThanOrEqual(60);
    for (const [english, korean] of MARKET_LABELS) {
      expect(korean.trim()).not.toBe('');
      expect(marketLabel(english)).toBe(korean);
    }
  });

  it('ignores case, extra spaces and word ordinals', () => {
    expect(marketLabel('  under/over   HALFTIME ')).toBe('전반전 언더오버');
    expect(marketLabel('Under/Over First Period')).toBe('1피리어드 언더오버');
    expect(marketLabel('Over/Under')).toBe('언더오버');
    expect(marketLabel('Asian Handicap Half Time')).toBe('전반전 핸디캡');
    expect(normaliseMarketName(' Second  Period Winner')).toBe('2nd period winner');
  });

  it('rewrites the period word for the sport when given one', () => {
    expect(marketLabel('Asian Handicap 1st Period', FEED_SPORT_IDS.basketball)).toBe('1쿼터 핸디캡');
    expect(marketLabel('Under/Over 2nd Period', FEED_SPORT_IDS.iceHockey)).toBe('2피리어드 언더오버');
    expect(marketLabel('3rd Period Winner', FEED_SPORT_IDS.volleyball)).toBe('3세트 승무패');
    expect(marketLabel('Odd/Even 1st Period', FEED_SPORT_IDS.baseball)).toBe('1이닝 홀짝');
    expect(marketLabel('Highest Scoring Period', FEED_SPORT_IDS.basketball)).toBe('최다 득점 쿼터');
    expect(marketLabel('1X2', FEED_SPORT_IDS.basketball)).toBe('승무패');
  });

  it('composes period variants the table does not list from their base market', () => {
    expect(marketLabel('Asian Handicap 3rd Quarter')).toBe('3쿼터 핸디캡');
    expect(marketLabel('2nd Half Odd/Even')).toBe('후반전 홀짝');
    expect(marketLabel('Under/Over 5th Period', FEED_SPORT_IDS.tennis)).toBe('5세트 언더오버');
    expect(marketLabel('Double Chance Including Overtime')).toBe('더블찬스 (연장포함)');
    expect(marketLabel('Correct Score 2nd Set')).toBe('2세트 정확한 스코어');
    expect(marketLabel('Home Team Under/Over 1st Half')).toBe('전반전 홈팀 언더오버');
    expect(marketLabel('Under/Over 7th Inning')).toBe('7이닝 언더오버');
  });

  it('falls back to the English name for an unknown market or unknown base', () => {
    expect(marketLabel('Player To Score A Hat-Trick')).toBe('Player To Score A Hat-Trick');
    expect(marketLabel('Hat-Trick 1st Half')).toBe('Hat-Trick 1st Half');
    expect(marketLabel('Hat-Trick Including Overtime')).toBe('Hat-Trick Including Overtime');
    expect(marketLabel('  Spaced Name ')).toBe('Spaced Name');
    expect(marketLabel('')).toBe('');
    expect(hasMarketLabel('Player To Score A Hat-Trick')).toBe(false);
    expect(hasMarketLabel('asian handicap 3rd quarter')).toBe(true);
    expect(hasMarketLabel('1X2')).toBe(true);
  });
});
