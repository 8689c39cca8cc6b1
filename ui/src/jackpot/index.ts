// The progressive jackpot counter of the top page and the casino and slot lobbies.
export { JackpotCounter, JackpotCounterView, useRollingFigure, type JackpotCounterModel } from './JackpotCounter.js';
export { JACKPOT_TEXTS } from './texts.js';
