import { memo, Profiler, type ReactNode } from 'react';
import type { SportsOddsView } from '@bet/core';
import { OddsButton, type PickHandler } from './OddsButton.js';

export interface InplayOddsCellProps {
  readonly fixtureId: number;
  readonly odds: SportsOddsView;
  readonly label: ReactNode;
  readonly onPick: PickHandler;
  /** A render probe (tests): when given, the cell reports each of its renders with its odds id. */
  readonly onRender?: (oddsId: number) => void;
}

const sameOdds = (a: SportsOddsView, b: SportsOddsView): boolean =>
  a === b || (Object.keys(a) as (keyof SportsOddsView)[]).every((k) => Object.is(a[k], b[k]));

/**
 * core rebuilds every odds view object on each live frame, so a plain memo would re-render every
 * cell; this one compares the odds field by field, so a price change re-renders only its cell.
 */
export const sameInplayOddsCell = (a: InplayOddsCellProps, b: InplayOddsCellProps): boolean =>
  a.fixtureId === b.fixtureId && a.label === b.label && a.onPick === b.onPick && a.onRender === b.onRender && sameOdds(a.odds, b.odds);

/** One in-play price, memoised on its own props (price, movement mark, selected, suspended). */
export const InplayOddsCell = memo(function InplayOddsCell({ fixtureId, odds, label, onPick, onRender }: InplayOddsCellProps) {
  const button = <OddsButton fixtureId={fixtureId} odds={odds} label={label} onPick={onPick} />;
  if (!onRender) return button;
  return (
    <Profiler id={`odds-${odds.id}`} onRender={() => onRender(odds.id)}>
      {button}
    </Profiler>
  );
}, sameInplayOddsCell);
