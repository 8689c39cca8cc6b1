import { useState } from 'react';
import {
  BET_HISTORY_RANGE_CHOICES,
  BET_RESULT_FILTERS,
  betHistoryRangeLabel,
  betResultFilterLabel,
  type BetHistoryDateRange,
  type BetHistoryRangeChoice,
  type BetHistoryRangePreset,
  type BetResultFilter,
} from '@bet/core/history';
import { formatKstDate } from '@bet/core/shared';
import { BET_RESULT_TEXTS as T } from './texts.js';
import { ButtonRow, ChoiceButton, DateInput, RowLabel } from './BetHistoryControls.styles.js';

export interface BetHistoryFiltersProps {
  readonly rangeChoice: BetHistoryRangeChoice;
  readonly range: BetHistoryDateRange;
  readonly result: BetResultFilter;
  readonly onPreset: (preset: BetHistoryRangePreset) => void;
  readonly onCustomRange: (from: string, to: string) => void;
  readonly onResult: (result: BetResultFilter) => void;
}

/**
 * Period (오늘 ... 3개월, 직접입력 with two dates and 조회) and result (전체, 대기, 적중, 미적중).
 * The typed dates are screen state until 조회 hands them to the view model.
 */
export function BetHistoryFilters({ rangeChoice, range, result, onPreset, onCustomRange, onResult }: BetHistoryFiltersProps) {
  const [customOpen, setCustomOpen] = useState(rangeChoice === 'custom');
  const [from, setFrom] = useState(formatKstDate(range.start));
  const [to, setTo] = useState(formatKstDate(range.end));
  const showCustom = customOpen || rangeChoice === 'custom';
  return (
    <>
      <ButtonRow role="group" aria-label={T.period}>
        <RowLabel>{T.period}</RowLabel>
        {BET_HISTORY_RANGE_CHOICES.map((choice) => {
          const active = choice === 'custom' ? showCustom : !showCustom && choice === rangeChoice;
          const pick = (): void => {
            setCustomOpen(choice === 'custom');
            if (choice !== 'custom') onPreset(choice);
          };
          return (
            <ChoiceButton key={choice} type="button" aria-pressed={active} $active={active} onClick={pick}>
              {betHistoryRangeLabel(choice)}
            </ChoiceButton>
          );
        })}
      </ButtonRow>
      {showCustom && (
        <ButtonRow>
          <DateInput type="date" aria-label={T.from} value={from} onChange={(e) => setFrom(e.target.value)} />
          ~
          <DateInput type="date" aria-label={T.to} value={to} onChange={(e) => setTo(e.target.value)} />
          <ChoiceButton type="button" $active={false} onClick={() => onCustomRange(from, to)}>
            {T.search}
          </ChoiceButton>
        </ButtonRow>
      )}
      <ButtonRow role="group" aria-label={T.result}>
        <RowLabel>{T.result}</RowLabel>
        {BET_RESULT_FILTERS.map((f) => (
          <ChoiceButton key={f} type="button" aria-pressed={f === result} $active={f === result} onClick={() => onResult(f)}>
            {betResultFilterLabel(f)}
          </ChoiceButton>
        ))}
      </ButtonRow>
    </>
  );
}
