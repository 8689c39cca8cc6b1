import type { GameDef } from './game-types.js';
import { MINIGAMES } from './minigame-catalogue.js';
import { VIRTUAL_GAMES } from './virtual-games.js';

export const ALL_GAMES: readonly GameDef[] = [...MINIGAMES, ...VIRTUAL_GAMES];

export function gameById(id: number): GameDef | undefined {
  return ALL_GAMES.find((g) => g.id === id);
}
