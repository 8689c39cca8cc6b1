import type { BetSlipBonusOfferView } from '@bet/core/bet-slip';
import { BET_SLIP_TEXTS as T } from './texts.js';
import { BonusButton, BonusGrid, BonusRow, BonusTitle } from './BetSlipExtras.styles.js';

export interface BetSlipBonusPickerProps {
  readonly offers: readonly BetSlipBonusOfferView[];
  readonly onPick: (folders: number) => void;
}

/**
 * The folder-bonus picker (spec 2/5): one button per offer of the server; pressing one adds its
 * bonus entry to the slip (core answers with the bonus rules' alerts), pressing a selected one
 * takes it out. Nothing is drawn where no bonus is offered (in-play, virtual, mini-games).
 */
export function BetSlipBonusPicker({ offers, onPick }: BetSlipBonusPickerProps) {
  if (offers.length === 0) return null;
  return (
    <BonusRow role="group" aria-label={T.bonusTitle} data-testid="bet-slip-bonus-picker">
      <BonusTitle>{T.bonusTitle}</BonusTitle>
      <BonusGrid>
        {offers.map((o) => (
          <BonusButton
            key={o.folders}
            type="button"
            aria-pressed={o.selected}
            $selected={o.selected}
            data-testid="bet-slip-bonus-option"
            data-folders={o.folders}
            onClick={() => onPick(o.folders)}
          >
            {T.bonusOption(o.folders, o.priceText)}
          </BonusButton>
        ))}
      </BonusGrid>
    </BonusRow>
  );
}
