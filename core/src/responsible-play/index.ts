export * from './domain/responsible-play.messages.js';
export * from './domain/limits.js';
export * from './domain/exclusions.js';
export * from './application/responsible-play.gateway.js';
export * from './application/api-responsible-play-gateway.js';
export * from './application/responsible-play.view-model.js';
