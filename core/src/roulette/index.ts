export * from './domain/roulette-outcomes.js';
export * from './domain/roulette-wheel.js';
export * from './domain/roulette-rules.js';
export * from './domain/roulette.messages.js';
export * from './application/roulette.gateway.js';
export * from './application/roulette.view-model.js';
export * from './application/api-roulette-gateway.js';
