import type { MinigameBoardView } from '@bet/core/minigame';
import { Card, Note, ResultList } from '../design-system/game-board.styles.js';
import { MINIGAME_TEXTS as T } from './texts.js';

/** The last 10 drawn rounds, newest first (spec 9: mini-game results 10 at a time). */
export function MinigameResults({ results }: Pick<MinigameBoardView, 'results'>) {
  return (
    <Card aria-label={T.results} data-testid="minigame-results">
      <h3>{T.results}</h3>
      {results.length === 0 ? (
        <Note>{T.noResults}</Note>
      ) : (
        <ResultList>
          {results.map((r) => (
            <li key={r.id} data-testid="minigame-result">
              <strong>{r.roundText}</strong>
              <span>{r.text}</span>
            </li>
          ))}
        </ResultList>
      )}
    </Card>
  );
}
