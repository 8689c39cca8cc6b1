/** The lobby's games as the member filters them: provider tab, then a search by name. */
export type CasinoCategory = 'casino' | 'slot';

export interface CasinoLobbyProvider {
  readonly code: string;
  readonly name: string;
}

export interface CasinoLobbyGame {
  readonly id: string;
  readonly provider: string;
  readonly name: string;
  readonly category: CasinoCategory;
  readonly thumbnail: string;
}

/** The tab that shows every provider. */
export const CASINO_ALL_PROVIDERS = 'all';
export type CasinoProviderTab = typeof CASINO_ALL_PROVIDERS | string;

/** Search text as compared: trimmed, lower case, inner spaces ignored ('스위트 보난자' finds '스위트보난자'). */
export const normalizeCasinoSearch = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, '');

/**
 * The games of one category shown for a tab and a search: the lobby's order kept, a game
 * matches when its name or its provider's name contains the search.
 */
export function visibleCasinoGames(
  games: readonly CasinoLobbyGame[],
  providers: readonly CasinoLobbyProvider[],
  filter: { readonly category: CasinoCategory; readonly provider: CasinoProviderTab; readonly search: string },
): readonly CasinoLobbyGame[] {
  const wanted = normalizeCasinoSearch(filter.search);
  const providerName = new Map(providers.map((p) => [p.code, p.name]));
  return games.filter(
    (g) =>
      g.category === filter.category &&
      (filter.provider === CASINO_ALL_PROVIDERS || g.provider === filter.provider) &&
      (wanted === '' ||
        normalizeCasinoSearch(g.name).includes(wanted) ||
        normalizeCasinoSearch(providerName.get(g.provider) ?? '').includes(wanted)),
  );
}

/** The provider tabs of a category: only providers with at least one game in it, lobby order. */
export function providersOfCategory(
  games: readonly CasinoLobbyGame[],
  providers: readonly CasinoLobbyProvider[],
  category: CasinoCategory,
): readonly CasinoLobbyProvider[] {
  const used = new Set(games.filter((g) => g.category === category).map((g) => g.provider));
  return providers.filter((p) => used.has(p.code));
}
