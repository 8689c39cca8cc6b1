import { MINIGAME_MESSAGES } from './minigame.messages.js';

/** The mini-game providers of spec 2 (/minigame/lotus, token, evolution, ntry, next), in the tab order. */
export const MINIGAME_BOARD_PROVIDERS = ['lotus', 'token', 'evolution', 'ntry', 'next'] as const;
export type MinigameBoardProvider = (typeof MINIGAME_BOARD_PROVIDERS)[number];

export const isMinigameBoardProvider = (name: string): name is MinigameBoardProvider =>
  (MINIGAME_BOARD_PROVIDERS as readonly string[]).includes(name);

export const minigameBoardProviderLabel = (provider: MinigameBoardProvider): string => MINIGAME_MESSAGES.provider[provider];

/** One mini-game as GET /settingMinigame lists it (spec 3 "Mini-game setting"). */
export interface MinigameGame {
  readonly id: number;
  readonly providerName: string;
  readonly nameKorean: string;
  readonly maintenance: boolean;
}

/** A provider's games in the server's order. */
export const minigameGamesOf = (games: readonly MinigameGame[], provider: MinigameBoardProvider): MinigameGame[] =>
  games.filter((g) => g.providerName === provider);

/** The game a provider page opens with: the one asked for, else the first one not in maintenance. */
export function minigameDefaultGame(games: readonly MinigameGame[]): MinigameGame | null {
  return games.find((g) => !g.maintenance) ?? null;
}

export type MinigameAccess =
  | { readonly ok: true; readonly game: MinigameGame }
  /** Spec 7: a missing game or one in maintenance is an alert, then the top page. */
  | { readonly ok: false; readonly message: string };

/** May the member enter this game? `null` is a missing game (GET /settingMinigame/{id} said 404). */
export function minigameAccess(game: MinigameGame | null): MinigameAccess {
  if (!game) return { ok: false, message: MINIGAME_MESSAGES.missingGame };
  if (game.maintenance) return { ok: false, message: MINIGAME_MESSAGES.maintenance(game.nameKorean) };
  return { ok: true, game };
}
