import type { ReactNode } from 'react';
import type { SportsOddsView } from '@bet/core';
import { PREMATCH_TEXTS as T } from './texts.js';
import { OddsBox, OddsName, OddsPrice } from './OddsButton.styles.js';

/** A click on an odds button: which pick, and whether it is already in the slip. */
export type PickHandler = (fixtureId: number, oddsId: number, selected: boolean) => void;

export interface OddsButtonProps {
  readonly fixtureId: number;
  readonly odds: SportsOddsView;
  /** What the button names: the pick, a team, or nothing (the Korean rows name the team beside it). */
  readonly label: ReactNode;
  readonly onPick: PickHandler;
}

const ARROW = { up: '▲', down: '▼' } as const;

/**
 * One price: highlighted while in the slip (a second click takes it out), disabled while the
 * market or the price is suspended, flashing red up or blue down for a few seconds after a move.
 */
export function OddsButton({ fixtureId, odds, label, onPick }: OddsButtonProps) {
  const movement = odds.movement;
  return (
    <OddsBox
      type="button"
      data-testid="odds-button"
      data-fixture-id={fixtureId}
      data-odds-id={odds.id}
      data-movement={movement ?? undefined}
      aria-pressed={odds.selected}
      disabled={!odds.selectable}
      title={odds.selectable ? undefined : T.suspended}
      $selected={odds.selected}
      $movement={movement}
      onClick={() => onPick(fixtureId, odds.id, odds.selected)}
    >
      <OddsName>{label}</OddsName>
      <OddsPrice $movement={movement}>
        {movement && <span aria-label={movement === 'up' ? T.up : T.down}>{ARROW[movement]}</span>}
        {odds.priceText}
      </OddsPrice>
    </OddsBox>
  );
}

/** The pick's Korean name with its line ('오버 2.5'). */
export function oddsLabel(odds: SportsOddsView): string {
  const line = odds.line ?? odds.baseline;
  return line && !odds.nameKorean.includes(line) ? `${odds.nameKorean} ${line}` : odds.nameKorean;
}
