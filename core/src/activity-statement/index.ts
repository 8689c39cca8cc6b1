export * from './domain/activity-statement.js';
export * from './application/activity-statement.gateway.js';
export * from './application/api-activity-statement-gateway.js';
export * from './application/activity-statement.view-model.js';
