import type { CarrierCode, SignUpSex } from './personal-rules.js';
import type { SignUpReferral } from './referral.js';
import type { ValidSignUpForm } from './sign-up-form.js';

/** 'standard' is the normal join form; 'usdtSimple' the USD-only simple sign-up (userType T). */
export type SignUpVariant = 'standard' | 'usdtSimple';

/** POST /member/join body (spec 3, Join payload). */
export interface JoinPayload {
  readonly userId: string;
  readonly password: string;
  readonly nickname: string;
  readonly phoneNumber: string;
  readonly managementTarget1UserId: string | null;
  readonly bankAccountPssword: string;
  readonly accountHolder: string;
  readonly bankAccountNumber: string;
  readonly bankCode: number;
  readonly phoneAuthenticationFlag: 0;
  readonly type: 0;
  readonly userType: 'A' | 'T';
  readonly suggestionCode1: string | null;
  readonly suggestionCode2: string | null;
  readonly recommenderId: number;
  readonly depositType: 0;
  readonly boardPointFlag: 0;
  readonly goldShopCoinFlag: 0;
  readonly messageReceiveFlag: 0;
  readonly namedFlag: 0;
  readonly suggestionType: 1;
  readonly telegramSigninFlag: 0;
  readonly withdrawalType: 0;
  readonly withdrawalDate: null;
  readonly banType: 0;
  readonly banDate: null;
  readonly managementType: 99;
  readonly managementStatus: 99;
  readonly casinoSignupFlag: 0;
  readonly casinoUseFlag: 1;
  readonly slotUseFlag: 1;
  readonly carrierCode: CarrierCode;
  /** YYYYMMDD. */
  readonly birthDate: string;
  /** The form shows no province or city fields. */
  readonly province: null;
  readonly city: null;
  readonly sex: SignUpSex;
}

/**
 * The spec's defaults of the join payload (spec 3), plus null for the fields the form never shows.
 * The one copy: the API contract (api/contracts/member.ts) reuses it.
 */
export const JOIN_PAYLOAD_DEFAULTS = {
  managementTarget1UserId: null,
  phoneAuthenticationFlag: 0,
  type: 0,
  userType: 'A',
  suggestionCode1: null,
  suggestionCode2: null,
  recommenderId: null,
  depositType: 0,
  boardPointFlag: 0,
  goldShopCoinFlag: 0,
  messageReceiveFlag: 0,
  namedFlag: 0,
  suggestionType: 1,
  telegramSigninFlag: 0,
  withdrawalType: 0,
  withdrawalDate: null,
  banType: 0,
  banDate: null,
  managementType: 99,
  managementStatus: 99,
  casinoSignupFlag: 0,
  casinoUseFlag: 1,
  slotUseFlag: 1,
  province: null,
  city: null,
} as const;

/**
 * The join body with every default of spec 3. The spec gives no client-side source for the
 * upline partner (managementTarget1UserId), so the client sends null and leaves it to the
 * server (which knows the recommender).
 */
export function buildJoinPayload(form: ValidSignUpForm, referral: SignUpReferral, variant: SignUpVariant = 'standard'): JoinPayload {
  return {
    ...JOIN_PAYLOAD_DEFAULTS,
    userId: form.userId,
    password: form.password,
    nickname: form.nickname,
    phoneNumber: form.phoneNumber,
    bankAccountPssword: form.bankAccountPssword,
    accountHolder: form.accountHolder,
    bankAccountNumber: form.bankAccountNumber,
    bankCode: form.bankCode,
    userType: variant === 'usdtSimple' ? 'T' : 'A',
    suggestionCode1: referral.suggestionCode1,
    suggestionCode2: referral.suggestionCode2,
    recommenderId: referral.recommenderId,
    carrierCode: form.carrierCode,
    birthDate: form.birthDate,
    sex: form.sex,
  };
}
