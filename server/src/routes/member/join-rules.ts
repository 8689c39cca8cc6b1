import type { JoinBodyWire } from '@bet/core/api';
import {
  validateNickname,
  validatePassword,
  validateUserId,
  validateAccountHolder,
  validateAccountNumber,
  validateBankCode,
  validateDepositPassword,
  validateBirthDate,
  validateCarrier,
  validateMinimumAge,
  validatePhoneNumber,
  validateSex,
  type SignUpPolicy,
  type SignUpRuleResult,
} from '@bet/core/sign-up';
import { kstParts } from '@bet/core/shared';

/** The join payload of spec section 3 as the join contract declares it (fields with a spec default may be absent). */
export type JoinBody = JoinBodyWire;

export interface JoinFieldError {
  readonly field: keyof JoinBody;
  readonly message: string;
}

/**
 * The sign-up rules of spec section 5 with core's validators, so the server refuses exactly
 * what the form refuses. The USD-only simple sign-up (userType 'T') may leave the bank fields
 * empty. The first failing field is reported.
 */
export function checkJoinFields(
  body: JoinBody,
  ctx: { policy: SignUpPolicy; banned: readonly string[]; now: number; minimumAge: number },
): JoinFieldError | null {
  const checks: [keyof JoinBody, () => SignUpRuleResult<unknown>][] = [
    ['userId', () => validateUserId(body.userId, ctx.policy, ctx.banned)],
    ['password', () => validatePassword(body.password, ctx.policy)],
    ['nickname', () => validateNickname(body.nickname, ctx.policy, ctx.banned)],
    ['phoneNumber', () => validatePhoneNumber(body.phoneNumber)],
    ['birthDate', () => validateBirthDate(body.birthDate, kstParts(ctx.now).year, ctx.minimumAge)],
    ['birthDate', () => validateMinimumAge(body.birthDate, kstParts(ctx.now), ctx.minimumAge)],
    ['sex', () => validateSex(String(body.sex))],
    ['carrierCode', () => validateCarrier(String(body.carrierCode))],
    ['bankAccountPssword', () => validateDepositPassword(body.bankAccountPssword)],
  ];
  const simple = body.userType === 'T' && body.bankAccountNumber === '' && body.accountHolder === '';
  if (!simple) {
    checks.push(
      ['bankCode', () => validateBankCode(String(body.bankCode))],
      ['bankAccountNumber', () => validateAccountNumber(body.bankAccountNumber)],
      ['accountHolder', () => validateAccountHolder(body.accountHolder)],
    );
  }
  for (const [field, check] of checks) {
    const result = check();
    if (!result.ok) return { field, message: result.error.message };
  }
  return null;
}
