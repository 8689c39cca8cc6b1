import { memo, type ReactNode } from 'react';
import type { SportsLivePrices, SportsOddsView } from '@bet/core/sports';
import { PREMATCH_TEXTS as T } from './texts.js';
import { MoveMark, OddsBox, OddsName, OddsPrice } from './OddsButton.styles.js';
import { useOddsCell } from './use-odds-cell.js';

/** A click on an odds button: which pick, and whether it is already in the slip. */
export type PickHandler = (fixtureId: number, oddsId: number, selected: boolean) => void;

export interface OddsButtonProps {
  readonly fixtureId: number;
  /** The pick as the list's structure names it. */
  readonly odds: SportsOddsView;
  /** The list's live prices: the button reads its own cell (price, mark, lock, selection). */
  readonly prices: SportsLivePrices;
  /** What the button names: the pick, a team, or nothing (the Korean rows name the team beside it). */
  readonly label: ReactNode;
  readonly onPick: PickHandler;
}

const ARROW = { up: '▲', down: '▼' } as const;

/**
 * One price: highlighted while in the slip (a second click takes it out), disabled while the
 * market or the price is suspended, red up or blue down for a few seconds after a move, its mark
 * fading (a newer move restarts the fade: the mark is keyed by version).
 * Memoised on its (stable) props: only a change of its own cell re-renders it.
 */
export const OddsButton = memo(function OddsButton({ fixtureId, odds, prices, label, onPick }: OddsButtonProps) {
  const cell = useOddsCell(prices, odds.id);
  if (!cell) return null;
  const movement = cell.movement;
  return (
    <OddsBox
      type="button"
      data-testid="odds-button"
      data-fixture-id={fixtureId}
      data-odds-id={odds.id}
      data-movement={movement ?? undefined}
      aria-pressed={cell.selected}
      disabled={!cell.selectable}
      title={cell.selectable ? undefined : T.suspended}
      $selected={cell.selected}
      $movement={movement}
      onClick={() => onPick(fixtureId, odds.id, cell.selected)}
    >
      <OddsName>{label}</OddsName>
      <OddsPrice $movement={movement}>
        {movement && (
          <MoveMark key={cell.version} aria-label={movement === 'up' ? T.up : T.down}>
            {ARROW[movement]}
          </MoveMark>
        )}
        {cell.priceText}
      </OddsPrice>
    </OddsBox>
  );
});

/** The pick's Korean name with its line ('오버 2.5'). */
export function oddsLabel(odds: SportsOddsView): string {
  const line = odds.line ?? odds.baseline;
  return line && !odds.nameKorean.includes(line) ? `${odds.nameKorean} ${line}` : odds.nameKorean;
}
