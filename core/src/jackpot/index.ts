export * from './domain/jackpot.js';
export * from './application/jackpot.gateway.js';
export * from './application/api-jackpot-gateway.js';
export * from './application/jackpot.view-model.js';
