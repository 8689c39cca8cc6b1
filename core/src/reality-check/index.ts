export * from './domain/reality-check.js';
export * from './application/reality-check.gateway.js';
export * from './application/api-reality-check-gateway.js';
export * from './application/reality-check.view-model.js';
