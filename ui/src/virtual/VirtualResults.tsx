import type { VirtualBoardView } from '@bet/core/virtual';
import { Card, Note, ResultList } from '../design-system/game-board.styles.js';
import { VIRTUAL_TEXTS as T } from './texts.js';

/** The last 10 drawn rounds, newest first. */
export function VirtualResults({ results }: Pick<VirtualBoardView, 'results'>) {
  return (
    <Card aria-label={T.results} data-testid="virtual-results">
      <h3>{T.results}</h3>
      {results.length === 0 ? (
        <Note>{T.noResults}</Note>
      ) : (
        <ResultList>
          {results.map((r) => (
            <li key={r.id} data-testid="virtual-result" data-round-id={r.id}>
              <strong>{r.roundText}</strong>
              {r.title && <span>{r.title}</span>}
              <b>{r.text}</b>
            </li>
          ))}
        </ResultList>
      )}
    </Card>
  );
}
