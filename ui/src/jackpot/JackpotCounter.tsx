import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import { jackpotFigureAt, type JackpotCount, type JackpotView } from '@bet/core/jackpot';
import { withThousands } from '@bet/core/shared';
import { useViewOf } from '../design-system/use-view-of.js';
import { Spoken } from '../design-system/parts.styles.js';
import { JackpotBox, JackpotFigure, JackpotLabel, JackpotNote } from './JackpotCounter.styles.js';
import { JACKPOT_TEXTS as T } from './texts.js';

/** JackpotViewModel as the counter reads it (the real class satisfies it). */
export interface JackpotCounterModel {
  readonly state$: Observable<JackpotView>;
}

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The figure to draw now: rolls through core's `jackpotFigureAt` once per animation frame until
 * the roll ends (then nothing runs until the next poll); without motion, the figure read at once.
 */
export function useRollingFigure(count: JackpotCount): number {
  const [figure, setFigure] = useState(() => jackpotFigureAt(count, Date.now()));
  useEffect(() => {
    if (prefersReducedMotion()) {
      setFigure(count.to);
      return;
    }
    let frame = 0;
    const step = () => {
      const now = Date.now();
      setFigure(jackpotFigureAt(count, now));
      if (now < count.startedAt + count.durationMs) frame = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(frame);
  }, [count]);
  return figure;
}

/** Pure counter: the rolling figure is drawn; screen readers hear the figure read, whole. */
export function JackpotCounterView({ view }: { readonly view: Extract<JackpotView, { status: 'shown' }> }) {
  const figure = useRollingFigure(view.count);
  return (
    <JackpotBox aria-labelledby="jackpot-label" data-testid="jackpot-counter" data-amount={view.amount}>
      <JackpotLabel id="jackpot-label">{T.label}</JackpotLabel>
      <JackpotFigure data-testid="jackpot-figure">
        <span aria-hidden="true">
          {withThousands(figure)}
          <small>{T.won}</small>
        </span>
        <Spoken data-testid="jackpot-spoken">{T.spoken(view.amount)}</Spoken>
      </JackpotFigure>
      <JackpotNote>
        {view.stale ? T.stale : T.feed(view.shareBps)}
        <br />
        {T.asOf(view.readAt)}
      </JackpotNote>
    </JackpotBox>
  );
}

/** The counter on its view model: nothing until the first figure arrives. */
export function JackpotCounter({ viewModel }: { readonly viewModel: JackpotCounterModel }) {
  const view = useViewOf(viewModel);
  return view?.status === 'shown' ? <JackpotCounterView view={view} /> : null;
}
