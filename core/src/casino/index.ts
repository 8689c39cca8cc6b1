export * from './domain/casino.messages.js';
export * from './domain/casino-lobby.js';
export * from './domain/casino-transfer.js';
export * from './domain/casino-providers.js';
export * from './application/casino.gateway.js';
export * from './application/api-casino-gateway.js';
export * from './application/casino-lobby.view-model.js';
