/** One countdown step: the dialog counts down in whole seconds (spec section 9: clock 1 s). */
export const INPLAY_TICK_MS = 1_000;

/** Size of the countdown dialog's circular timer widget, in px (spec section 9). */
export const INPLAY_COUNTDOWN_WIDGET_PX = 200;

/** A live-bet delay below this many seconds is not used as the global delay (spec section 9). */
export const MIN_LIVE_BET_DELAY_SECONDS = 3;

/** Timer colour thresholds in whole seconds left (spec section 4, 'Timer'). */
export const TIMER_ORANGE_AT_SECONDS = 10;
export const TIMER_RED_AT_SECONDS = 5;

/** The server's `result` when the odds moved before the bet was taken. */
export const INPLAY_ODDS_CHANGED_RESULT = '10';

/** How many times a bet answered with result '10' is posted again with the change flag set. */
export const INPLAY_MAX_ODDS_CHANGE_RETRIES = 1;
