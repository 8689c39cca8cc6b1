import { fail, ok, type Result } from '../../shared/domain/result.js';
import { validateUserId, validatePassword, validatePasswordConfirm, validateNickname } from './account-rules.js';
import { validateAccountHolder, validateAccountNumber, validateBankCode, validateDepositPassword } from './bank-rules.js';
import { validateCaptcha } from './captcha.js';
import { ruleFailure, type SignUpRuleResult } from './field-rule.js';
import {
  validateBirthDate,
  validateCarrier,
  validatePhoneNumber,
  validateSex,
  type CarrierCode,
  type SignUpSex,
} from './personal-rules.js';
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
}

/** One message per failing field. */
export type SignUpFieldErrors = Partial<Record<SignUpField, string>>;

export interface SignUpFormContext {
  readonly policy: SignUpPolicy;
  readonly bannedWords: readonly string[];
  /** The current year in KST (from the Clock). */
  readonly currentYear: number;
  /** The code the captcha image shows (ignored when the policy has no captcha). */
  readonly captchaCode: string;
}

/** Runs every field rule; either all pass (typed form) or each failing field has its message. */
export function validateSignUpForm(values: SignUpFormValues, ctx: SignUpFormContext): Result<ValidSignUpForm, SignUpFieldErrors> {
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
  const bankCode = take('bankCode', validateBankCode(values.bankCode));
  const bankAccountNumber = take('bankAccountNumber', validateAccountNumber(values.bankAccountNumber));
  const accountHolder = take('accountHolder', validateAccountHolder(values.accountHolder));
  const bankAccountPssword = take('bankAccountPssword', validateDepositPassword(values.bankAccountPssword));
  if (ctx.policy.captchaRequired) take('captcha', validateCaptcha(values.captcha, ctx.captchaCode));
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
  });
}
