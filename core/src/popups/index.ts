export * from './domain/popups.messages.js';
export * from './domain/site-popup.js';
export * from './domain/popup-snooze.js';
export * from './application/popups.gateway.js';
export * from './application/popups.view-model.js';
export * from './application/api-popups-gateway.js';
