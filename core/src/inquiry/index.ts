export * from './domain/inquiry-charset.js';
export * from './domain/inquiry.messages.js';
export * from './domain/customer-inquiry.js';
export * from './domain/account-inquiry.js';
export * from './domain/non-member-inquiry.js';
export * from './application/inquiry.gateway.js';
export * from './application/inquiry.view-model.js';
export * from './application/non-member-inquiry.view-model.js';
