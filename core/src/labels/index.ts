export * from './domain/sport-ids.js';
export * from './domain/period-wording.js';
export * from './domain/market-label-table.js';
export * from './domain/market-labels.js';
export * from './domain/bet-name-labels.js';
export * from './domain/virtual-league-labels.js';
export * from './domain/game-phase-labels.js';
export * from './domain/market-prefix.js';
