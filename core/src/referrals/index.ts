export { maskUserId } from './domain/mask-user-id.js';
export { JOIN_CODE_QUERY, joinLinkOf } from './domain/join-link.js';
export type { JoinLink } from './domain/join-link.js';
export { REFERRALS_MESSAGES, REFERRALS_PER_PAGE } from './domain/referrals.messages.js';
export { ReferralsGateway } from './application/referrals.gateway.js';
export type { MyReferral, MyReferralsPage } from './application/referrals.gateway.js';
export { createApiReferralsGateway } from './application/api-referrals-gateway.js';
export { MyReferralsViewModel } from './application/my-referrals.view-model.js';
export type { MyReferralsView, MyReferralsViewModelDeps } from './application/my-referrals.view-model.js';
