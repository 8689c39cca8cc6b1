export * from './domain/password-change.messages.js';
export * from './domain/password-change.js';
export * from './application/password-change.view-model.js';
export * from './application/api-password-change-gateway.js';
