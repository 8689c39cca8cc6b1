export * from './domain/inbox-message.js';
export * from './domain/inbox.messages.js';
export * from './application/inbox.gateway.js';
export * from './application/inbox.view-model.js';
export * from './application/inbox.commands.js';
export * from './application/api-inbox-gateway.js';
