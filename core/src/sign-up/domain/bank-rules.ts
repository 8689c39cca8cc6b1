import { ok } from '../../shared/domain/result.js';
import { charCount, requireValue, ruleFailure, type SignUpRuleResult } from './field-rule.js';
import { ACCOUNT_HOLDER_MAX_LENGTH, ACCOUNT_NUMBER_MAX_LENGTH, BANK_CODE_MAX, BANK_CODE_MIN } from './sign-up-policy.js';
import { SIGN_UP_MESSAGES } from './sign-up.messages.js';

/** Bank code: a whole number from 1 to 39. */
export function validateBankCode(value: string): SignUpRuleResult<number> {
  const required = requireValue(value);
  if (!required.ok) return required;
  const code = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  return code >= BANK_CODE_MIN && code <= BANK_CODE_MAX ? ok(code) : ruleFailure('outOfRange', SIGN_UP_MESSAGES.bankCode);
}

/** Account number: digits only, at most 14. */
export function validateAccountNumber(value: string): SignUpRuleResult<string> {
  const required = requireValue(value);
  if (!required.ok) return required;
  const pattern = new RegExp(`^\\d{1,${ACCOUNT_NUMBER_MAX_LENGTH}}$`);
  return pattern.test(value) ? ok(value) : ruleFailure('format', SIGN_UP_MESSAGES.accountNumber);
}

/** Account holder: Korean syllables only, at most 80. */
export function validateAccountHolder(value: string): SignUpRuleResult<string> {
  const required = requireValue(value);
  if (!required.ok) return required;
  if (!/^[가-힣]+$/u.test(value)) return ruleFailure('format', SIGN_UP_MESSAGES.accountHolderKorean);
  if (charCount(value) > ACCOUNT_HOLDER_MAX_LENGTH) {
    return ruleFailure('length', SIGN_UP_MESSAGES.accountHolderLength(ACCOUNT_HOLDER_MAX_LENGTH));
  }
  return ok(value);
}

/** Deposit (withdrawal) password: exactly 4 digits, no spaces. */
export function validateDepositPassword(value: string): SignUpRuleResult<string> {
  const required = requireValue(value);
  if (!required.ok) return required;
  return /^\d{4}$/.test(value) ? ok(value) : ruleFailure('format', SIGN_UP_MESSAGES.depositPassword);
}
