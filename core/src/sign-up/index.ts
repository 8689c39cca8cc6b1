// Public surface of the sign-up feature.
export type { SignUpErrorKind, SignUpFieldError, SignUpRuleResult } from './domain/field-rule.js';
export { SIGN_UP_MESSAGES } from './domain/sign-up.messages.js';
export {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ACCOUNT_NUMBER_MAX_LENGTH,
  BANK_CODE_MAX,
  BANK_CODE_MIN,
  BIRTH_YEAR_MIN,
  DEFAULT_SIGN_UP_POLICY,
  NICKNAME_CHECK_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  signUpPolicyOf,
  USER_ID_MIN_LENGTH,
} from './domain/sign-up-policy.js';
export type { SignUpPolicy, SignUpPolicySettings } from './domain/sign-up-policy.js';
export {
  nicknameWeight,
  validateNickname,
  validateNicknameForCheck,
  validatePassword,
  validatePasswordConfirm,
  validateUserId,
} from './domain/account-rules.js';
export {
  CARRIER_CODES,
  latestBirthYear,
  SEX_LABELS,
  validateBirthDate,
  validateCarrier,
  validateMinimumAge,
  validatePhoneNumber,
  validateSex,
} from './domain/personal-rules.js';
export type { CarrierCode, SignUpSex } from './domain/personal-rules.js';
export { validateAccountHolder, validateAccountNumber, validateBankCode, validateDepositPassword } from './domain/bank-rules.js';
export { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, generateCaptcha, validateCaptchaEntry } from './domain/captcha.js';
export { referralFromLookup, validateReferralCode } from './domain/referral.js';
export type { SignUpReferral, SuggestionCodeOwner } from './domain/referral.js';
export { EMPTY_SIGN_UP_FORM, signUpFieldShown, TETHER_JOIN_OMITTED_FIELDS, validateSignUpForm } from './domain/sign-up-form.js';
export type {
  SignUpField,
  SignUpFieldErrors,
  SignUpFormContext,
  SignUpFormValues,
  SignUpTextField,
  ValidSignUpForm,
} from './domain/sign-up-form.js';
export { buildJoinPayload, JOIN_PAYLOAD_DEFAULTS } from './domain/join-payload.js';
export type { JoinPayload, SignUpVariant } from './domain/join-payload.js';
export { SignUpGateway } from './application/sign-up-gateway.js';
export type { SignUpCaptcha, SignUpCaptchaAnswer, SignUpCheckField, SignUpSettings } from './application/sign-up-gateway.js';
export { SIGN_UP_UNCHECKED } from './application/sign-up-view.js';
export type { SignUpAvailability, SignUpFormStep, SignUpReferralStep, SignUpView } from './application/sign-up-view.js';
export { joinFailureText } from './application/join-failure-text.js';
export { SignUpViewModel } from './application/sign-up-view-model.js';
export type { SignUpViewModelDeps } from './application/sign-up-view-model.js';
export { createApiSignUpGateway } from './application/api-sign-up-gateway.js';
export { MEMBER_API_MESSAGES } from './domain/member-api.messages.js';
