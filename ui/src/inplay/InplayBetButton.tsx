import type { InplayBetView } from '@bet/core/inplay';
import { Button } from '../design-system/Button.js';
import { INPLAY_TEXTS as T } from './texts.js';

/** The bet button's text: locked while an in-play bet is under way. */
export const inplayBetButtonText = (view: Pick<InplayBetView, 'buttonLocked'>): string =>
  view.buttonLocked ? T.betButtonLocked : T.betButton;

export interface InplayBetButtonProps {
  readonly view: Pick<InplayBetView, 'buttonLocked'>;
  readonly onPress: () => void;
}

/**
 * The in-play bet button. Locked shows '베팅 진행중...' but stays pressable: core answers a
 * second press with '베팅 진행중입니다.' (spec 4) instead of sending again.
 */
export function InplayBetButton({ view, onPress }: InplayBetButtonProps) {
  return (
    <Button
      type="button"
      $block
      data-testid="inplay-bet-button"
      data-locked={view.buttonLocked ? 'true' : 'false'}
      aria-busy={view.buttonLocked}
      onClick={onPress}
    >
      {inplayBetButtonText(view)}
    </Button>
  );
}
