import {
  inplayGameDetailType,
  miniGameDetailType,
  prematchGameDetailType,
  VIRTUAL_GAME_DETAIL_TYPE,
  virtualGameOfRoute,
} from './game-detail-type.js';

describe('gameDetailType', () => {
  it('prematch EU style is 91/92/93 for 1/2/3+ picks', () => {
    expect([1, 2, 3, 7].map((n) => prematchGameDetailType(n, 'europe'))).toEqual([91, 92, 93, 93]);
  });

  it('prematch KR style is 94/95/96 and event style 999', () => {
    expect([1, 2, 3, 4].map((n) => prematchGameDetailType(n, 'korea'))).toEqual([94, 95, 96, 96]);
    expect(prematchGameDetailType(2, 'event')).toBe(999);
  });

  it('in-play is 97/98/99 for 1/2/3+ picks', () => {
    expect([1, 2, 3, 10].map(inplayGameDetailType)).toEqual([97, 98, 99, 99]);
  });

  it('virtual games are 50/55/60/65 and mini-games use their game id', () => {
    expect(VIRTUAL_GAME_DETAIL_TYPE).toEqual({ soccer: 50, basketball: 55, dog: 60, horse: 65 });
    expect(miniGameDetailType(303)).toBe(303);
  });

  it('reads the virtual game of a /bet365 route, soccer by default', () => {
    expect(virtualGameOfRoute('/bet365/horse?x=1')).toBe('horse');
    expect(virtualGameOfRoute('/bet365')).toBe('soccer');
    expect(virtualGameOfRoute('/bet365/unknown')).toBe('soccer');
  });
});
