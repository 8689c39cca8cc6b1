import type { MinigameBoardProvider, MinigameBoardView } from '@bet/core/minigame';
import { TabButton, TabRow } from './MinigameBoard.styles.js';
import { MINIGAME_TEXTS as T } from './texts.js';

export interface MinigameTabsProps {
  readonly view: Pick<MinigameBoardView, 'providers' | 'games'>;
  readonly onProvider: (provider: MinigameBoardProvider) => void;
  readonly onGame: (gameId: number) => void;
}

/** The provider tabs of spec 2 (/minigame/lotus...) and the chosen provider's games; a game in maintenance says so. */
export function MinigameTabs({ view, onProvider, onGame }: MinigameTabsProps) {
  return (
    <>
      <TabRow role="tablist" aria-label={T.providerTabs}>
        {view.providers.map((p) => (
          <TabButton
            key={p.provider}
            type="button"
            role="tab"
            aria-selected={p.active}
            $selected={p.active}
            data-testid="minigame-provider-tab"
            onClick={() => onProvider(p.provider)}
          >
            {p.label}
          </TabButton>
        ))}
      </TabRow>
      <TabRow role="group" aria-label={T.gameTabs}>
        {view.games.map((g) => (
          <TabButton
            key={g.id}
            type="button"
            aria-pressed={g.active}
            $selected={g.active}
            $small
            data-testid="minigame-game"
            data-game-id={g.id}
            onClick={() => onGame(g.id)}
          >
            {g.name}
            {g.maintenance && <small>{T.maintenance}</small>}
          </TabButton>
        ))}
      </TabRow>
    </>
  );
}
