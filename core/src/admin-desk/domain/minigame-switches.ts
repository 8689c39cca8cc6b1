import { MINIGAME_MESSAGES } from '../../minigame/domain/minigame.messages.js';
import type { AdminMinigame } from '../application/admin-desk.gateway.js';

/** One mini-game's maintenance switch as /admin/settings shows it. */
export interface MinigameSwitch {
  readonly id: number;
  /** '{provider} {game name}', the switch's accessible name. */
  readonly label: string;
  readonly maintenance: boolean;
}

/** The switches of one provider's games, under the provider's Korean name. */
export interface MinigameSwitchGroup {
  readonly provider: string;
  readonly games: readonly MinigameSwitch[];
}

const providerLabel = (provider: string): string => (MINIGAME_MESSAGES.provider as Readonly<Record<string, string>>)[provider] ?? provider;

/**
 * '{provider} {game name}'; the catalogue's names mostly begin with the provider already
 * ('엔트리 파워볼'), and those are not prefixed twice.
 */
export function minigameSwitchLabel(game: Pick<AdminMinigame, 'provider' | 'name'>): string {
  const provider = providerLabel(game.provider);
  return game.name.startsWith(`${provider} `) ? game.name : `${provider} ${game.name}`;
}

/** The games grouped by provider, providers and games in the server's order (the members' menu order). */
export function minigameSwitchGroups(games: readonly AdminMinigame[]): MinigameSwitchGroup[] {
  const groups = new Map<string, MinigameSwitch[]>();
  for (const game of games) {
    const provider = providerLabel(game.provider);
    const group = groups.get(provider) ?? [];
    group.push({ id: game.id, label: minigameSwitchLabel(game), maintenance: game.maintenance });
    groups.set(provider, group);
  }
  return [...groups].map(([provider, switches]) => ({ provider, games: switches }));
}
