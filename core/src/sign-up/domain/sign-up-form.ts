import { fail, ok, type Result } from '../../shared/domain/result.js';
import { validateUserId, validatePassword, validatePasswordConfirm, validateNickname } from './account-rules.js';
import { validateAccountHolder, validateAccountNumber, validateBankCode, validateDepositPassword } from './bank-rules.js';
import { validateCaptchaEntry } from './captcha.js';
import { ruleFailure, type SignUpRuleResult } from './field-rule.js';
import {
  validateBirthDate,
  validateCarrier,
  validatePhoneNumber,
  validateSex,
  type CarrierCode,
  type SignUpSex,
} from './personal-rules.js';
import type { SignUpVariant } from './join-payload.js';
import type { SignUpPolicy } from './sign-up-policy.js';
import { SIGN_UP_MESSAGES } from './sign-up.messages.js';

/** The join form as typed: text inputs and selects are strings, the terms box a boolean. */
export interface SignUpFormValues {
  readonly userId: string;
  readonly password: string;
  readonly passwordConfirm: string;
  readonly nickname: string;
  /** YYYYMMDD. */
  readonly birthDate: string;
  /** '0' male, '1' female. */
  readonly sex: string;
  /** '1'..'6'. */
  readonly carrierCode: string;
  readonly phoneNumber: string;
  /** '1'..'39'. */
  readonly bankCode: string;
  readonly bankAccountNumber: string;
  readonly accountHolder: string;
  /** 4-digit deposit / withdrawal password. */
  readonly bankAccountPssword: string;
  readonly captcha: string;
  /** The 18+ terms checkbox. */
  readonly adultTermsAgreed: boolean;
}

export type SignUpTextField = Exclude<keyof SignUpFormValues, 'adultTermsAgreed'>;
export type SignUpField = keyof SignUpFormValues;

export const EMPTY_SIGN_UP_FORM: SignUpFormValues = {
  userId: '',
  password: '',
  passwordConfirm: '',
  nickname: '',
  birthDate: '',
  sex: '',
  carrierCode: '',
  phoneNumber: '',
  bankCode: '',
  bankAccountNumber: '',
  accountHolder: '',
  bankAccountPssword: '',
  captcha: '',
  adultTermsAgreed: false,
};

/** A form whose every rule passed, with typed values ready for the join payload. */
export interface ValidSignUpForm {
  readonly userId: string;
  readonly password: string;
  readonly nickname: string;
  readonly birthDate: string;
  readonly sex: SignUpSex;
  readonly carrierCode: CarrierCode;
  readonly phoneNumber: string;
  readonly bankCode: number;
  readonly bankAccountNumber: string;
  readonly accountHolder: string;
  readonly bankAccountPssword: string;
  /** The code typed for the server's picture, in capitals ('' when the policy has no captcha). */
  readonly captcha: string;
}

/**
 * The bank fields the tether join's short form leaves out (issue 10: "tether join as its own
 * short form"): a USD-only member (userType T) deposits and withdraws USDT, never to a bank, and
 * the server accepts a T join with these empty. Every other field (and the captcha) stays.
 */
export const TETHER_JOIN_OMITTED_FIELDS = ['bankCode', 'bankAccountNumber', 'accountHolder'] as const;

/** Whether the join form of this variant shows (and checks) the field. */
export const signUpFieldShown = (field: SignUpField, variant: SignUpVariant): boolean =>
  variant === 'standard' || !(TETHER_JOIN_OMITTED_FIELDS as readonly SignUpField[]).includes(field);

/** What the short form sends for the bank fields it leaves out (the server's "simple" join). */
const NO_BANK = { bankCode: 0, bankAccountNumber: '', accountHolder: '' } as const;

/** One message per failing field. */
export type SignUpFieldErrors = Partial<Record<SignUpField, string>>;

export interface SignUpFormContext {
  readonly policy: SignUpPolicy;
  readonly bannedWords: readonly string[];
  /** The current year in KST (from the Clock). */
  readonly currentYear: number;
}

/**
 * Runs every field rule of the variant's form; either all pass (typed form) or each failing
 * field has its message. The tether short form skips the bank fields and sends them empty.
 */
export function validateSignUpForm(
  values: SignUpFormValues,
  ctx: SignUpFormContext,
  variant: SignUpVariant = 'standard',
): Result<ValidSignUpForm, SignUpFieldErrors> {
  const errors: SignUpFieldErrors = {};
  const take = <T>(field: SignUpField, result: SignUpRuleResult<T>): T | undefined => {
    if (result.ok) return result.value;
    errors[field] = result.error.message;
    return undefined;
  };
  const userId = take('userId', validateUserId(values.userId, ctx.policy, ctx.bannedWords));
  const password = take('password', validatePassword(values.password, ctx.policy));
  take('passwordConfirm', validatePasswordConfirm(values.password, values.passwordConfirm));
  const nickname = take('nickname', validateNickname(values.nickname, ctx.policy, ctx.bannedWords));
  const birthDate = take('birthDate', validateBirthDate(values.birthDate, ctx.currentYear, ctx.policy.minimumAge));
  const sex = take('sex', validateSex(values.sex));
  const carrierCode = take('carrierCode', validateCarrier(values.carrierCode));
  const phoneNumber = take('phoneNumber', validatePhoneNumber(values.phoneNumber));
  const withBank = variant === 'standard';
  const bankCode = withBank ? take('bankCode', validateBankCode(values.bankCode)) : NO_BANK.bankCode;
  const bankAccountNumber = withBank
    ? take('bankAccountNumber', validateAccountNumber(values.bankAccountNumber))
    : NO_BANK.bankAccountNumber;
  const accountHolder = withBank ? take('accountHolder', validateAccountHolder(values.accountHolder)) : NO_BANK.accountHolder;
  const bankAccountPssword = take('bankAccountPssword', validateDepositPassword(values.bankAccountPssword));
  // Only the form of the code here: whether it matches the picture is the server's call (single use).
  const captcha = ctx.policy.captchaRequired ? take('captcha', validateCaptchaEntry(values.captcha)) : '';
  if (!values.adultTermsAgreed) take('adultTermsAgreed', ruleFailure('termsNotAgreed', SIGN_UP_MESSAGES.adultTerms));

  if (
    userId === undefined ||
    password === undefined ||
    nickname === undefined ||
    birthDate === undefined ||
    sex === undefined ||
    carrierCode === undefined ||
    phoneNumber === undefined ||
    bankCode === undefined ||
    bankAccountNumber === undefined ||
    accountHolder === undefined ||
    bankAccountPssword === undefined ||
    captcha === undefined ||
    Object.keys(errors).length > 0
  ) {
    return fail(errors);
  }
  return ok({
    userId,
    password,
    nickname,
    birthDate,
    sex,
    carrierCode,
    phoneNumber,
    bankCode,
    bankAccountNumber,
    accountHolder,
    bankAccountPssword,
    captcha,
  });
}
