export * from './domain/mask-user-id.js';
export * from './domain/join-link.js';
export * from './domain/referrals.messages.js';
export * from './application/referrals.gateway.js';
export * from './application/api-referrals-gateway.js';
export * from './application/my-referrals.view-model.js';
