import { useEffect, useState } from 'react';
import { betHistoryRangeLabel, type BetHistoryRangeChoice, type BetHistoryRangePreset } from '@bet/core/history';
import type { PartnerDayRange } from '@bet/core/partner-desk';
import { ButtonRow, ChoiceButton, DateInput, RowLabel } from '../history/BetHistoryControls.styles.js';
import { PARTNER_TEXTS as T } from './texts.js';

const PRESETS: readonly BetHistoryRangePreset[] = ['today', 'week', 'halfMonth', 'month', 'threeMonths'];

export interface PartnerRangeBarProps {
  readonly choice: BetHistoryRangeChoice;
  readonly range: PartnerDayRange;
  readonly onPreset: (preset: BetHistoryRangePreset) => void;
  readonly onCustom: (from: string, to: string) => void;
}

/** The period of a partner screen: the bet history's presets, or two days and 조회. */
export function PartnerRangeBar({ choice, range, onPreset, onCustom }: PartnerRangeBarProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);
  return (
    <>
      <ButtonRow role="group" aria-label={T.range.label}>
        <RowLabel>{T.range.label}</RowLabel>
        {PRESETS.map((preset) => (
          <ChoiceButton
            key={preset}
            type="button"
            aria-pressed={choice === preset}
            $active={choice === preset}
            onClick={() => onPreset(preset)}
          >
            {betHistoryRangeLabel(preset)}
          </ChoiceButton>
        ))}
      </ButtonRow>
      <ButtonRow>
        <DateInput type="date" aria-label={T.range.from} value={from} onChange={(e) => setFrom(e.target.value)} />~
        <DateInput type="date" aria-label={T.range.to} value={to} onChange={(e) => setTo(e.target.value)} />
        <ChoiceButton type="button" $active={choice === 'custom'} onClick={() => onCustom(from, to)}>
          {T.range.search}
        </ChoiceButton>
      </ButtonRow>
    </>
  );
}
