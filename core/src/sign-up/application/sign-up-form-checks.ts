// The join form's checks before it asks the server: a field's rule before its availability check, the form's before the submit.
import { fail, type Result } from '../../shared/domain/result.js';
import { validateNicknameForCheck, validateUserId } from '../domain/account-rules.js';
import type { SignUpPolicy } from '../domain/sign-up-policy.js';
import { validateSignUpForm, type SignUpFieldErrors, type SignUpFormContext, type ValidSignUpForm } from '../domain/sign-up-form.js';
import type { SignUpRuleResult } from '../domain/field-rule.js';
import { SIGN_UP_MESSAGES } from '../domain/sign-up.messages.js';
import type { SignUpFormStep } from './sign-up-view.js';

/** The fields whose availability the server checks (중복확인). */
export type SignUpCheckedField = 'userId' | 'nickname';

/** The field's own rule: a value it refuses is not sent for the availability check. */
export const checkedFieldRule = (
  field: SignUpCheckedField,
  value: string,
  policy: SignUpPolicy,
  bannedWords: readonly string[],
): SignUpRuleResult<string> =>
  field === 'userId' ? validateUserId(value, policy, bannedWords) : validateNicknameForCheck(value, policy, bannedWords);

/**
 * The whole form's rules, plus what only the step knows: the id and nickname were checked, and a
 * picture was shown when one is required. Sent only when no field has a message.
 */
export function signUpSubmitCheck(step: SignUpFormStep, context: SignUpFormContext): Result<ValidSignUpForm, SignUpFieldErrors> {
  const validated = validateSignUpForm(step.values, context, step.variant);
  const errors: SignUpFieldErrors = validated.ok ? {} : { ...validated.error };
  if (errors.userId === undefined && !step.userIdCheck.isValid) errors.userId = SIGN_UP_MESSAGES.userIdNotChecked;
  if (errors.nickname === undefined && !step.nicknameCheck.isValid) errors.nickname = SIGN_UP_MESSAGES.nicknameNotChecked;
  // A code typed before any picture arrived answers nothing the server showed.
  if (errors.captcha === undefined && step.captchaRequired && step.captcha === null) errors.captcha = SIGN_UP_MESSAGES.captchaMismatch;
  if (!validated.ok || Object.keys(errors).length > 0) return fail(errors);
  return validated;
}
