import { TIMER_ORANGE_AT_SECONDS, TIMER_RED_AT_SECONDS } from './inplay.constants.js';

export type TimerColour = 'green' | 'orange' | 'red';

/** Countdown colour: green, orange at 10 s or less, red at 5 s or less (spec section 4). */
export function timerColour(remainingSeconds: number): TimerColour {
  if (remainingSeconds <= TIMER_RED_AT_SECONDS) return 'red';
  if (remainingSeconds <= TIMER_ORANGE_AT_SECONDS) return 'orange';
  return 'green';
}

/** Whole seconds shown for a remaining time: 4.2 s left shows 5, as a countdown clock does. */
export const inplayRemainingSeconds = (remainingMs: number): number => Math.max(0, Math.ceil(remainingMs / 1000));
