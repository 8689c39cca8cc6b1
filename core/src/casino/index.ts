export * from './domain/casino.messages.js';
export * from './domain/casino-lobby.js';
export * from './domain/casino-transfer.js';
