import { virtualLeagueLabel } from './virtual-league-labels.js';

describe('virtualLeagueLabel', () => {
  it.each([
    ['Premiership', '프리미어십'],
    ['Superleague', '슈퍼리그'],
    ['EuroCup', '유로컵'],
    ['Euro Cup', '유로컵'],
    ['WorldCup', '월드컵'],
    ['World Cup', '월드컵'],
    ['Express Cup', '익스프레스컵'],
    ['Soccer', '가상축구'],
    ['Basketball', '가상농구'],
    ['Dog', '개경주'],
    ['Greyhounds', '개경주'],
    ['Horse', '경마'],
    ['Horse Racing', '경마'],
  ])('names %s %s', (english, korean) => {
    expect(virtualLeagueLabel(english)).toBe(korean);
  });

  it('keeps an unknown league name in English', () => {
    expect(virtualLeagueLabel('Martian League')).toBe('Martian League');
  });
});
