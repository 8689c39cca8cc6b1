// Feature screens: memo box, site popups, roulette, in-play countdown, money dialogs, customer Q&A.
export * from './inbox/index.js';
export * from './popups/index.js';
export * from './roulette/index.js';
export * from './inplay/index.js';
export * from './money/index.js';
export * from './inquiry/index.js';
