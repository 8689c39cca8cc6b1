import { styled } from 'styled-components';
import type { TimerColour } from '@bet/core/inplay';
import { color } from '../design-system/tokens.js';

/** Spec 4 timer colours: green, orange at 10 s or less, red at 5 s or less (core decides which). */
export const TIMER_COLOURS: Readonly<Record<TimerColour, string>> = {
  green: '#2fb36d',
  orange: '#f5a623',
  red: '#e5484d',
};

/** The round timer fills the 200 px widget (spec 9) less the dialog's padding. */
export const Timer = styled.div.attrs<{ $colour: TimerColour }>(({ $colour }) => ({
  style: { color: TIMER_COLOURS[$colour], borderColor: TIMER_COLOURS[$colour] },
}))<{ $colour: TimerColour }>`
  width: 136px;
  height: 136px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 6px solid;
  border-radius: 50%;
  font-size: 40px;
  font-weight: 700;
  transition:
    color 0.2s,
    border-color 0.2s;
`;

export const Status = styled.p`
  margin: 0;
  text-align: center;
  color: ${color('text')};
  font-size: 14px;
`;

export const Hint = styled.p`
  margin: 8px 0 0;
  text-align: center;
  color: ${color('textMuted')};
  font-size: 12px;
`;
