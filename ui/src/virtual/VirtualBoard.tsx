import type { VirtualBoardView } from '@bet/core/virtual';
import type { VirtualGameKind } from '@bet/core/bet-slip';
import { BoardGrid, GamePageBox as VirtualPageBox, Note, PageHeader } from '../design-system/game-board.styles.js';
import { Column } from './Virtual.styles.js';
import { VirtualRanking } from './VirtualRanking.js';
import { VirtualResults } from './VirtualResults.js';
import { VirtualRounds } from './VirtualRounds.js';
import { VirtualTabs } from './VirtualTabs.js';
import { VirtualVideo } from './VirtualVideo.js';
import { VIRTUAL_TEXTS as T } from './texts.js';

export interface VirtualBoardActions {
  selectGame(game: VirtualGameKind): void;
  selectLeague(league: string | null): void;
  pick(oddsId: number): void;
}

export interface VirtualBoardProps {
  readonly view: VirtualBoardView;
  readonly actions: VirtualBoardActions;
}

/** /bet365 and /bet365/{game}: game tabs, leagues, the video area, the open rounds, the last results and soccer's team ranking. */
export function VirtualBoard({ view, actions }: VirtualBoardProps) {
  return (
    <VirtualPageBox aria-label={T.title} data-testid="virtual-page">
      <PageHeader>
        <h2>
          {T.title}
          {view.gameName && ` · ${view.gameName}`}
        </h2>
        <p>{T.lead}</p>
      </PageHeader>
      <VirtualTabs view={view} onGame={(g) => actions.selectGame(g)} onLeague={(l) => actions.selectLeague(l)} />
      {view.status === 'loading' && <Note>{T.loading}</Note>}
      {view.status === 'failed' && <Note role="alert">{T.failed}</Note>}
      {view.status === 'ready' && (
        <BoardGrid>
          <Column>
            <VirtualVideo view={view} />
            <VirtualRounds rounds={view.rounds} onPick={(oddsId) => actions.pick(oddsId)} />
          </Column>
          <VirtualResults results={view.results} />
        </BoardGrid>
      )}
      {view.status === 'ready' && view.ranking && <VirtualRanking ranking={view.ranking} />}
    </VirtualPageBox>
  );
}
