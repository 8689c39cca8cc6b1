export * from './domain/holdem.messages.js';
export * from './domain/holdem-launch.js';
export * from './application/holdem.gateway.js';
export * from './application/api-holdem-gateway.js';
export * from './application/holdem.view-model.js';
