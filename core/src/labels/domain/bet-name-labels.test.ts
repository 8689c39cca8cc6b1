import { betNameLabel } from './bet-name-labels.js';

describe('betNameLabel', () => {
  it.each([
    ['1', '승'],
    ['X', '무'],
    ['2', '패'],
    ['Over', '오버'],
    ['Under', '언더'],
    ['Odd', '홀'],
    ['Even', '짝'],
    ['Yes', '예'],
    ['No', '아니오'],
    ['1X', '승무'],
    ['X2', '무패'],
    ['12', '승패'],
    ['No Goal', '무득점'],
    ['x', '무'],
  ])('labels %s as %s', (name, label) => {
    expect(betNameLabel(name)).toBe(label);
  });

  it('labels half-time/full-time pairs part by part', () => {
    expect(betNameLabel('1/X')).toBe('승/무');
    expect(betNameLabel('2/2')).toBe('패/패');
  });

  it('labels a known word followed by a line', () => {
    expect(betNameLabel('Over 2.5')).toBe('오버 2.5');
    expect(betNameLabel('Under 10.5')).toBe('언더 10.5');
  });

  it('keeps unknown names as sent', () => {
    expect(betNameLabel('2-1')).toBe('2-1');
    expect(betNameLabel('1/Foo')).toBe('1/Foo');
    expect(betNameLabel('Liverpool FC')).toBe('Liverpool FC');
    expect(betNameLabel('')).toBe('');
  });
});
