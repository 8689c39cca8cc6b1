import fc from 'fast-check';
import {
  CASINO_ALL_PROVIDERS,
  normalizeCasinoSearch,
  providersOfCategory,
  visibleCasinoGames,
  type CasinoLobbyGame,
} from './casino-lobby.js';

const providers = [
  { code: 'lucky', name: '럭키 스튜디오' },
  { code: 'dragon', name: '드래곤 라이브' },
  { code: 'idle', name: '빈 공급사' },
];
const game = (id: string, provider: string, name: string, category: 'casino' | 'slot'): CasinoLobbyGame => ({
  id,
  provider,
  name,
  category,
  thumbnail: `/t/${id}.svg`,
});
const games = [
  game('a', 'lucky', '스위트 보난자', 'slot'),
  game('b', 'dragon', '드래곤 바카라', 'casino'),
  game('c', 'lucky', 'Gold Rush', 'slot'),
  game('d', 'dragon', '하이로우', 'casino'),
];
const ids = (list: readonly CasinoLobbyGame[]) => list.map((g) => g.id);

describe('the lobby filter', () => {
  it('shows the category, then the chosen provider, then names or provider names containing the search', () => {
    expect(ids(visibleCasinoGames(games, providers, { category: 'slot', provider: CASINO_ALL_PROVIDERS, search: '' }))).toEqual(['a', 'c']);
    expect(ids(visibleCasinoGames(games, providers, { category: 'casino', provider: 'dragon', search: '바카' }))).toEqual(['b']);
    expect(ids(visibleCasinoGames(games, providers, { category: 'slot', provider: CASINO_ALL_PROVIDERS, search: ' gold ' }))).toEqual([
      'c',
    ]);
    expect(ids(visibleCasinoGames(games, providers, { category: 'slot', provider: CASINO_ALL_PROVIDERS, search: '스위트보난자' }))).toEqual(
      ['a'],
    );
    expect(ids(visibleCasinoGames(games, providers, { category: 'slot', provider: CASINO_ALL_PROVIDERS, search: '럭키' }))).toEqual([
      'a',
      'c',
    ]);
  });

  it('offers tabs only for providers with games in the category', () => {
    expect(providersOfCategory(games, providers, 'casino').map((p) => p.code)).toEqual(['dragon']);
  });

  it('keeps the lobby order and shows only games that match', () => {
    const arbGame: fc.Arbitrary<CasinoLobbyGame> = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      provider: fc.constantFrom('lucky', 'dragon'),
      name: fc.string({ maxLength: 6 }),
      category: fc.constantFrom<'casino' | 'slot'>('casino', 'slot'),
      thumbnail: fc.constant(''),
    });
    fc.assert(
      fc.property(
        fc.array(arbGame, { maxLength: 20 }),
        fc.string({ maxLength: 3 }),
        fc.constantFrom('all', 'lucky', 'dragon'),
        (list, search, provider) => {
          const shown = visibleCasinoGames(list, providers, { category: 'slot', provider, search });
          const positions = shown.map((g) => list.indexOf(g));
          expect([...positions].sort((x, y) => x - y)).toEqual(positions);
          for (const g of shown) {
            expect(g.category).toBe('slot');
            if (provider !== 'all') expect(g.provider).toBe(provider);
            const providerName = providers.find((p) => p.code === g.provider)?.name ?? '';
            const wanted = normalizeCasinoSearch(search);
            expect(normalizeCasinoSearch(g.name).includes(wanted) || normalizeCasinoSearch(providerName).includes(wanted)).toBe(true);
          }
          if (normalizeCasinoSearch(search) === '' && provider === 'all')
            expect(shown).toHaveLength(list.filter((g) => g.category === 'slot').length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
