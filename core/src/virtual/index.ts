export * from './domain/virtual.messages.js';
export * from './domain/virtual-games.js';
export * from './domain/virtual-round.js';
export * from './domain/virtual-slip-entry.js';
export * from './application/virtual.gateway.js';
export * from './application/api-virtual-gateway.js';
export * from './application/virtual-board.view-model.js';
export * from './domain/team-standings.js';
