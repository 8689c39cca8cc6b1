import { ok } from '../../shared/domain/result.js';
import { requireValue, ruleFailure, type SignUpRuleResult } from './field-rule.js';
import { BIRTH_YEAR_MIN } from './sign-up-policy.js';
import { SIGN_UP_MESSAGES } from './sign-up.messages.js';

/** Spec 3 carrier codes: 1 SK, 2 KT, 3 LG, 4 SK budget, 5 KT budget, 6 LG budget. */
export const CARRIER_CODES = { 1: 'SKT', 2: 'KT', 3: 'LG U+', 4: 'SKT 알뜰폰', 5: 'KT 알뜰폰', 6: 'LG U+ 알뜰폰' } as const;
export type CarrierCode = keyof typeof CARRIER_CODES;

/** Spec 3: sex 0 male, 1 female. */
export const SEX_LABELS = { 0: '남성', 1: '여성' } as const;
export type SignUpSex = keyof typeof SEX_LABELS;

/** The latest birth year allowed: the current (KST) year minus the minimum age. */
export const latestBirthYear = (currentYear: number, minimumAge: number): number => currentYear - minimumAge;

/**
 * Birth date typed as YYYYMMDD (the join payload's format): a real calendar date whose year
 * lies from 1950 to the current year minus the minimum age (the spec checks the year only).
 */
export function validateBirthDate(value: string, currentYear: number, minimumAge: number): SignUpRuleResult<string> {
  const required = requireValue(value);
  if (!required.ok) return required;
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!m) return ruleFailure('format', SIGN_UP_MESSAGES.birthDateFormat);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return ruleFailure('format', SIGN_UP_MESSAGES.birthDateFormat);
  }
  const latest = latestBirthYear(currentYear, minimumAge);
  if (year < BIRTH_YEAR_MIN || year > latest) {
    return ruleFailure('outOfRange', SIGN_UP_MESSAGES.birthYearRange(BIRTH_YEAR_MIN, latest));
  }
  return ok(value);
}

/**
 * The exact age on `today` (KST calendar date) from a valid YYYYMMDD birth date: at least
 * `minimumAge` full years (issue 13: the server checks it at sign-up; the form's year rule above
 * is the spec's and lets a member born late in the year through too early). A 29 February
 * birthday counts from 1 March in other years.
 */
export function validateMinimumAge(
  birthDate: string,
  today: { readonly year: number; readonly month: number; readonly day: number },
  minimumAge: number,
): SignUpRuleResult<string> {
  const [year, month, day] = [Number(birthDate.slice(0, 4)), Number(birthDate.slice(4, 6)), Number(birthDate.slice(6, 8))];
  const hadBirthday = today.month > month || (today.month === month && today.day >= day);
  const age = today.year - year - (hadBirthday ? 0 : 1);
  return age >= minimumAge ? ok(birthDate) : ruleFailure('outOfRange', SIGN_UP_MESSAGES.underMinimumAge(minimumAge));
}

/** Sex: '0' or '1'. */
export function validateSex(value: string): SignUpRuleResult<SignUpSex> {
  const required = requireValue(value);
  if (!required.ok) return required;
  return value === '0' || value === '1' ? ok(Number(value) as SignUpSex) : ruleFailure('format', SIGN_UP_MESSAGES.sex);
}

/** Carrier: one of the codes 1..6. */
export function validateCarrier(value: string): SignUpRuleResult<CarrierCode> {
  const required = requireValue(value);
  if (!required.ok) return required;
  return /^[1-6]$/.test(value) ? ok(Number(value) as CarrierCode) : ruleFailure('format', SIGN_UP_MESSAGES.carrier);
}

/**
 * Phone: digits only (no hyphen), an optional 010/011/016/017/018/019 prefix, then 3-4 and 4
 * digits.
 */
export function validatePhoneNumber(value: string): SignUpRuleResult<string> {
  const required = requireValue(value);
  if (!required.ok) return required;
  if (!/^\d+$/.test(value)) return ruleFailure('format', SIGN_UP_MESSAGES.phoneDigits);
  return /^(?:01[016789])?\d{3,4}\d{4}$/.test(value) ? ok(value) : ruleFailure('format', SIGN_UP_MESSAGES.phoneFormat);
}
