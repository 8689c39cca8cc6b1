import fc from 'fast-check';
import {
  BET_HISTORY_TABS,
  MINIGAME_ALL_HISTORY_CODES,
  MINIGAME_HISTORY_MAX_PAGES,
  MINIGAME_PROVIDERS,
  MINIGAME_PROVIDER_CODES,
  betHistoryDetailTypes,
  betHistoryGameType,
  betHistoryMaxPages,
  betHistorySelectionOf,
  betHistoryTabLabel,
  betHistoryTabOfGameType,
  minigameProviderLabel,
  showsLiveHistory,
} from './history-tabs.js';

describe('bet history tabs', () => {
  it('labels the tabs in order', () => {
    expect(BET_HISTORY_TABS.map(betHistoryTabLabel)).toEqual(['스포츠', '라이브', '카지노', '가상게임', '미니게임']);
  });

  it('maps game types: 1 sports, 2 live, 3 mini-game, 4 virtual, other casino', () => {
    expect([1, 2, 3, 4, 5, 0, 77].map(betHistoryTabOfGameType)).toEqual([
      'sports',
      'live',
      'minigame',
      'bet365',
      'casino',
      'casino',
      'casino',
    ]);
  });

  it('lists the provider codes of spec 9, leading zeros kept', () => {
    expect(MINIGAME_PROVIDER_CODES).toEqual({
      lotus: ['301', '303', '304', '308'],
      token: ['1008', '1009', '1010', '1019'],
      evolution: ['501'],
      ntry: ['08', '09', '10', '11', '215'],
      next: ['13', '14', '15', '39'],
    });
    expect(['all', ...MINIGAME_PROVIDERS].map((p) => minigameProviderLabel(p as never))).toEqual([
      '전체',
      '로투스',
      '토큰',
      '에볼루션',
      '엔트리',
      '넥스트',
    ]);
  });

  it("asks the mini-game 'all' history for 301, 303, 308 and at most 3 pages", () => {
    const sel = betHistorySelectionOf('minigame');
    expect(betHistoryDetailTypes(sel)).toEqual(MINIGAME_ALL_HISTORY_CODES);
    expect(MINIGAME_ALL_HISTORY_CODES).toEqual(['301', '303', '308']);
    expect(betHistoryMaxPages(sel)).toBe(MINIGAME_HISTORY_MAX_PAGES);
    expect(MINIGAME_HISTORY_MAX_PAGES).toBe(3);
    expect(betHistoryDetailTypes(betHistorySelectionOf('minigame', 'ntry'))).toEqual(['08', '09', '10', '11', '215']);
    expect(betHistoryDetailTypes(betHistorySelectionOf('sports'))).toEqual([]);
    expect(betHistoryMaxPages(betHistorySelectionOf('sports'))).toBe(Number.POSITIVE_INFINITY);
  });

  it("shows live history for a provider name containing 'live'", () => {
    expect(showsLiveHistory('evolution-live')).toBe(true);
    expect(showsLiveHistory('LiveCasino')).toBe(true);
    expect(showsLiveHistory('lotus')).toBe(false);
    expect(betHistorySelectionOf('minigame', 'powerlive')).toEqual({ tab: 'live', provider: 'all' });
  });

  it('falls back to sports for an unknown tab and to all for an unknown provider', () => {
    expect(betHistorySelectionOf('poker')).toEqual({ tab: 'sports', provider: 'all' });
    expect(betHistorySelectionOf(undefined)).toEqual({ tab: 'sports', provider: 'all' });
    expect(betHistorySelectionOf('minigame', 'mystery')).toEqual({ tab: 'minigame', provider: 'all' });
    expect(betHistorySelectionOf('casino', 'lotus')).toEqual({ tab: 'casino', provider: 'all' });
  });

  it('property: a tab survives the round trip through its game type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BET_HISTORY_TABS), (tab) => {
        expect(betHistoryTabOfGameType(betHistoryGameType(tab))).toBe(tab);
      }),
    );
  });
});
