// Public surface of the sign-up feature.
export type { SignUpErrorKind, SignUpFieldError, SignUpRuleResult } from './domain/field-rule.js';
export * from './domain/sign-up.messages.js';
export * from './domain/sign-up-policy.js';
export * from './domain/account-rules.js';
export * from './domain/personal-rules.js';
export * from './domain/bank-rules.js';
export * from './domain/captcha.js';
export * from './domain/referral.js';
export * from './domain/sign-up-form.js';
export * from './domain/join-payload.js';
export * from './application/sign-up-gateway.js';
export * from './application/sign-up-view.js';
export * from './application/join-failure-text.js';
export * from './application/sign-up-view-model.js';
export * from './application/api-sign-up-gateway.js';
