export * from './domain/partner-calc.js';
export * from './domain/partner-desk.messages.js';
export * from './domain/partner-range.js';
export * from './application/partner-desk.gateway.js';
export * from './application/api-partner-desk-gateway.js';
export * from './application/partner-range.view-model.js';
export * from './application/partner-codes.view-model.js';
export * from './application/partner-login.view-model.js';
