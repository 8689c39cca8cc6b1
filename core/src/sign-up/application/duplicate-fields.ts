import type { ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { SignUpFieldErrors, ValidSignUpForm } from '../domain/sign-up-form.js';
import { SIGN_UP_MESSAGES } from '../domain/sign-up.messages.js';
import type { SignUpCheckField, SignUpGateway } from './sign-up-gateway.js';

const UNIQUE_FIELDS: readonly SignUpCheckField[] = ['userId', 'nickname', 'phoneNumber', 'bankAccountNumber'];

const DUPLICATE_MESSAGES: Record<SignUpCheckField, string> = {
  userId: SIGN_UP_MESSAGES.duplicateUserId,
  nickname: SIGN_UP_MESSAGES.duplicateNickname,
  phoneNumber: SIGN_UP_MESSAGES.duplicatePhoneNumber,
  bankAccountNumber: SIGN_UP_MESSAGES.duplicateAccountNumber,
};

/**
 * Re-checks the four unique fields just before joining (someone may have taken the id or
 * nickname since its check; phone and account have no check button). A taken field gets the
 * spec's duplicate message; a failed call fails the whole check.
 */
export async function findDuplicateFields(gateway: SignUpGateway, form: ValidSignUpForm): Promise<Result<SignUpFieldErrors, ApiError>> {
  // The tether short form has no account number: nothing to check there.
  const fields = UNIQUE_FIELDS.filter((field) => form[field] !== '');
  const answers = await Promise.all(fields.map((field) => gateway.checkAvailability(field, form[field])));
  const errors: SignUpFieldErrors = {};
  for (const [i, answer] of answers.entries()) {
    const field = fields[i] as SignUpCheckField;
    if (!answer.ok) return fail(answer.error);
    if (!answer.value) errors[field] = DUPLICATE_MESSAGES[field];
  }
  return ok(errors);
}
