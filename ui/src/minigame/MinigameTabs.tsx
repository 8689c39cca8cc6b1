import type { MinigameBoardProvider, MinigameBoardView } from '@bet/core/minigame';
import { GameTabRow } from '../design-system/GameBoardParts.js';
import { MINIGAME_TEXTS as T } from './texts.js';

export interface MinigameTabsProps {
  readonly view: Pick<MinigameBoardView, 'providers' | 'games'>;
  readonly onProvider: (provider: MinigameBoardProvider) => void;
  readonly onGame: (gameId: number) => void;
}

/** The provider tabs of spec 2 (/minigame/lotus...) and the chosen provider's games; a game in maintenance says so. */
export function MinigameTabs({ view, onProvider, onGame }: MinigameTabsProps) {
  const providers = view.providers.map((p) => ({ key: p.provider, label: p.label, active: p.active }));
  const games = view.games.map((g) => ({
    key: g.id,
    label: (
      <>
        {g.name}
        {g.maintenance && <small>{T.maintenance}</small>}
      </>
    ),
    active: g.active,
    data: { 'data-game-id': g.id },
  }));
  return (
    <>
      <GameTabRow tabs={providers} kind="tabs" label={T.providerTabs} testId="minigame-provider-tab" onPick={onProvider} />
      <GameTabRow tabs={games} kind="filters" label={T.gameTabs} testId="minigame-game" onPick={onGame} />
    </>
  );
}
