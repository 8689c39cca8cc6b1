export * from './domain/points.messages.js';
export * from './domain/point-record.js';
export * from './domain/point-exchange.js';
export * from './application/points.gateway.js';
export * from './application/point-list.js';
export * from './application/point-history.view-model.js';
export * from './application/point-exchange.view-model.js';
export * from './application/api-points-gateway.js';
