import type { MinigameBoardProvider, MinigameBoardView } from '@bet/core/minigame';
import { BoardGrid, GamePageBox as MinigamePageBox, Note, PageHeader } from '../design-system/game-board.styles.js';
import { MinigameResults } from './MinigameResults.js';
import { MinigameRoundCard } from './MinigameRoundCard.js';
import { MinigameTabs } from './MinigameTabs.js';
import { MINIGAME_TEXTS as T } from './texts.js';

export interface MinigameBoardActions {
  selectProvider(provider: MinigameBoardProvider): void;
  selectGame(gameId: number): void;
  pick(oddsId: number): void;
}

export interface MinigameBoardProps {
  readonly view: MinigameBoardView;
  readonly actions: MinigameBoardActions;
}

/** /minigame and /minigame/{provider}: provider tabs, the games, the round board and the last results. */
export function MinigameBoard({ view, actions }: MinigameBoardProps) {
  const hasGame = view.gameName !== null;
  return (
    <MinigamePageBox aria-label={T.title} data-testid="minigame-page">
      <PageHeader>
        <h2>{T.title}</h2>
        <p>{T.lead}</p>
      </PageHeader>
      <MinigameTabs view={view} onProvider={(p) => actions.selectProvider(p)} onGame={(id) => actions.selectGame(id)} />
      {view.status === 'loading' && <Note>{T.loading}</Note>}
      {view.status === 'failed' && <Note role="alert">{T.failed}</Note>}
      {view.status === 'ready' && !hasGame && <Note>{T.noGame}</Note>}
      {view.status === 'ready' && hasGame && (
        <BoardGrid>
          <MinigameRoundCard view={view} onPick={(oddsId) => actions.pick(oddsId)} />
          <MinigameResults results={view.results} />
        </BoardGrid>
      )}
    </MinigamePageBox>
  );
}
