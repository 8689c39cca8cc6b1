export { PASSWORD_CHANGE_MESSAGES } from './domain/password-change.messages.js';
export { DEFAULT_PASSWORD_CHANGE_VARIANT, validatePasswordChange } from './domain/password-change.js';
export type {
  PasswordChangeErrorKind,
  PasswordChangeForm,
  PasswordChangeRequest,
  PasswordChangeVariant,
} from './domain/password-change.js';
export { PasswordChangeViewModel } from './application/password-change.view-model.js';
export type { PasswordChangeDeps, PasswordChangeGateway, PasswordChangeView } from './application/password-change.view-model.js';
export { createApiPasswordChangeGateway } from './application/api-password-change-gateway.js';
