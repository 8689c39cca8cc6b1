export * from './domain/boards.messages.js';
export * from './domain/board-post.js';
export * from './domain/event-categories.js';
export * from './application/boards.gateway.js';
export * from './application/boards.view-model.js';
export * from './application/api-boards-gateway.js';
