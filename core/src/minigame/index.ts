export * from './domain/minigame.messages.js';
export * from './domain/minigame-catalogue.js';
export * from './domain/minigame-round.js';
export * from './domain/minigame-slip-entry.js';
export * from './application/minigame.gateway.js';
export * from './application/api-minigame-gateway.js';
export * from './application/minigame-board.view-model.js';
