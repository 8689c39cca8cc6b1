import { HISTORY_MESSAGES } from './history.messages.js';

/** The tabs of /bet_result (spec 2). bet365 holds the virtual games. */
export type BetHistoryTab = 'sports' | 'live' | 'casino' | 'bet365' | 'minigame';
export const BET_HISTORY_TABS: readonly BetHistoryTab[] = ['sports', 'live', 'casino', 'bet365', 'minigame'];

/** Game types of spec 9: 1 sports, 2 live, 3 mini-game, 4 virtual; any other number is casino. */
export const GAME_TYPE_SPORTS = 1;
export const GAME_TYPE_LIVE = 2;
export const GAME_TYPE_MINIGAME = 3;
export const GAME_TYPE_VIRTUAL = 4;
/** What the casino tab sends: the spec only says "other"; 5 is the first free number. */
export const GAME_TYPE_CASINO = 5;

export const betHistoryTabLabel = (tab: BetHistoryTab): string => HISTORY_MESSAGES.tab[tab];

export function betHistoryGameType(tab: BetHistoryTab): number {
  return {
    sports: GAME_TYPE_SPORTS,
    live: GAME_TYPE_LIVE,
    minigame: GAME_TYPE_MINIGAME,
    bet365: GAME_TYPE_VIRTUAL,
    casino: GAME_TYPE_CASINO,
  }[tab];
}

export function betHistoryTabOfGameType(gameType: number): BetHistoryTab {
  switch (gameType) {
    case GAME_TYPE_SPORTS:
      return 'sports';
    case GAME_TYPE_LIVE:
      return 'live';
    case GAME_TYPE_MINIGAME:
      return 'minigame';
    case GAME_TYPE_VIRTUAL:
      return 'bet365';
    default:
      return 'casino';
  }
}

export type MinigameProvider = 'lotus' | 'token' | 'evolution' | 'ntry' | 'next';
export const MINIGAME_PROVIDERS: readonly MinigameProvider[] = ['lotus', 'token', 'evolution', 'ntry', 'next'];

/**
 * History codes (gameDetailTypes) per mini-game provider, spec 9. Kept as text: ntry's codes
 * '08' and '09' carry a leading zero that a number would lose.
 */
export const MINIGAME_PROVIDER_CODES: Readonly<Record<MinigameProvider, readonly string[]>> = {
  lotus: ['301', '303', '304', '308'],
  token: ['1008', '1009', '1010', '1019'],
  evolution: ['501'],
  ntry: ['08', '09', '10', '11', '215'],
  next: ['13', '14', '15', '39'],
};

/** The mini-game tab's 'all' button asks for these codes (spec 7). */
export const MINIGAME_ALL_HISTORY_CODES: readonly string[] = ['301', '303', '308'];
/** Mini-game history keeps at most 3 pages of 10 (spec 9). */
export const MINIGAME_HISTORY_MAX_PAGES = 3;

export type MinigameProviderChoice = MinigameProvider | 'all';

export const minigameProviderLabel = (p: MinigameProviderChoice): string => HISTORY_MESSAGES.provider[p];

export const isMinigameProvider = (name: string): name is MinigameProvider => (MINIGAME_PROVIDERS as readonly string[]).includes(name);

/** A provider name containing 'live' (any case) shows the live history instead (spec 2). */
export const showsLiveHistory = (providerName: string): boolean => /live/i.test(providerName);

export interface BetHistorySelection {
  readonly tab: BetHistoryTab;
  /** Only for the mini-game tab. */
  readonly provider: MinigameProviderChoice;
}

/** Reads /bet_result/{tab} and /bet_result/minigame/provider/{provider}; unknown parts fall back to sports / all. */
export function betHistorySelectionOf(tab: string | undefined, provider?: string): BetHistorySelection {
  if (provider !== undefined && showsLiveHistory(provider)) return { tab: 'live', provider: 'all' };
  const known = (BET_HISTORY_TABS as readonly string[]).includes(tab ?? '') ? (tab as BetHistoryTab) : 'sports';
  return { tab: known, provider: known === 'minigame' && provider !== undefined && isMinigameProvider(provider) ? provider : 'all' };
}

/** gameDetailTypes to ask for: mini-game codes on the mini-game tab, none (all of the type) elsewhere. */
export function betHistoryDetailTypes(sel: BetHistorySelection): readonly string[] {
  if (sel.tab !== 'minigame') return [];
  return sel.provider === 'all' ? MINIGAME_ALL_HISTORY_CODES : MINIGAME_PROVIDER_CODES[sel.provider];
}

/** Page cap of the selection: 3 for mini-games, none otherwise. */
export const betHistoryMaxPages = (sel: BetHistorySelection): number =>
  sel.tab === 'minigame' ? MINIGAME_HISTORY_MAX_PAGES : Number.POSITIVE_INFINITY;
