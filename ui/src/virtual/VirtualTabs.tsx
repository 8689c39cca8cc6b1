import type { VirtualBoardView } from '@bet/core/virtual';
import type { VirtualGameKind } from '@bet/core/bet-slip';
import { TabButton, TabRow } from './Virtual.styles.js';
import { VIRTUAL_TEXTS as T } from './texts.js';

export interface VirtualTabsProps {
  readonly view: Pick<VirtualBoardView, 'games' | 'leagues'>;
  readonly onGame: (game: VirtualGameKind) => void;
  readonly onLeague: (league: string | null) => void;
}

/** The four games of spec 2 (/bet365/soccer...) and, for soccer, its leagues. */
export function VirtualTabs({ view, onGame, onLeague }: VirtualTabsProps) {
  return (
    <>
      <TabRow role="tablist" aria-label={T.gameTabs}>
        {view.games.map((g) => (
          <TabButton
            key={g.game}
            type="button"
            role="tab"
            aria-selected={g.active}
            $selected={g.active}
            data-testid="virtual-game-tab"
            onClick={() => onGame(g.game)}
          >
            {g.label}
          </TabButton>
        ))}
      </TabRow>
      {view.leagues.length > 0 && (
        <TabRow role="group" aria-label={T.leagueTabs}>
          {view.leagues.map((l) => (
            <TabButton
              key={l.id ?? 'all'}
              type="button"
              aria-pressed={l.active}
              $selected={l.active}
              $small
              data-testid="virtual-league"
              onClick={() => onLeague(l.id)}
            >
              {l.name}
            </TabButton>
          ))}
        </TabRow>
      )}
    </>
  );
}
