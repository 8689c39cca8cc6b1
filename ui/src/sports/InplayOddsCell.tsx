import { memo, Profiler, type ReactNode } from 'react';
import type { SportsLivePrices, SportsOddsView } from '@bet/core/sports';
import { OddsButton, type PickHandler } from './OddsButton.js';

export interface InplayOddsCellProps {
  readonly fixtureId: number;
  readonly odds: SportsOddsView;
  readonly prices: SportsLivePrices;
  readonly label: ReactNode;
  readonly onPick: PickHandler;
  /** A render probe (tests): when given, the cell reports each of its renders with its odds id. */
  readonly onRender?: (oddsId: number) => void;
}

/** One in-play price: the live `OddsButton`, with a render probe for tests. */
export const InplayOddsCell = memo(function InplayOddsCell({ onRender, ...button }: InplayOddsCellProps) {
  if (!onRender) return <OddsButton {...button} />;
  return (
    <Profiler id={`odds-${button.odds.id}`} onRender={() => onRender(button.odds.id)}>
      <OddsButton {...button} />
    </Profiler>
  );
});
