import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { SignUpVariant } from '../domain/join-payload.js';
import type { SignUpReferral } from '../domain/referral.js';
import { EMPTY_SIGN_UP_FORM, type SignUpFieldErrors } from '../domain/sign-up-form.js';
import { SIGN_UP_MESSAGES } from '../domain/sign-up.messages.js';
import { joinFailureText } from './join-failure-text.js';
import { SIGN_UP_UNCHECKED, type SignUpAvailability, type SignUpFormStep, type SignUpReferralStep } from './sign-up-view.js';

/** The refusal code of a wrong 자동방지코드 (POST /member/join, like the login's). */
const CAPTCHA_MISMATCH_CODE = 'captchaMismatch';

/** The referral step of a new dialog opening, busy while the settings load. */
export const referralStep = (variant: SignUpVariant, joinCd: string | null): SignUpReferralStep => ({
  status: 'referral',
  variant,
  code: joinCd?.trim() ?? '',
  placeholder: SIGN_UP_MESSAGES.referralPlaceholder,
  error: null,
  busy: true,
  alert: null,
});

/** The empty join form; its picture is loaded from the server right after (captcha null meanwhile). */
export function emptyFormStep(args: {
  readonly variant: SignUpVariant;
  readonly referral: SignUpReferral;
  readonly captchaRequired: boolean;
  readonly birthYears: SignUpFormStep['birthYears'];
}): SignUpFormStep {
  return {
    status: 'form',
    ...args,
    values: EMPTY_SIGN_UP_FORM,
    errors: {},
    userIdCheck: SIGN_UP_UNCHECKED,
    nicknameCheck: SIGN_UP_UNCHECKED,
    captcha: null,
    submitting: false,
    alert: null,
  };
}

/** What an availability answer for `value` shows under its field. */
export const availabilityOf = (answer: Result<boolean, ApiError>, value: string): SignUpAvailability =>
  answer.ok
    ? { isValid: answer.value, checking: false, message: answer.value ? SIGN_UP_MESSAGES.available(value) : SIGN_UP_MESSAGES.taken(value) }
    : { isValid: false, checking: false, message: answer.error.message };

/** Fields found taken at submit: their messages, and their availability checks to be done again. */
export const withDuplicates = (step: SignUpFormStep, duplicates: SignUpFieldErrors): SignUpFormStep => ({
  ...step,
  submitting: false,
  errors: duplicates,
  userIdCheck: duplicates.userId ? SIGN_UP_UNCHECKED : step.userIdCheck,
  nicknameCheck: duplicates.nickname ? SIGN_UP_UNCHECKED : step.nicknameCheck,
});

/**
 * A refused join. A wrong code is the captcha field's message (as the form's own check shows it);
 * anything else is an alert. Either way the server spent the picture: the caller loads the next.
 */
export function refusedJoin(step: SignUpFormStep, error: ApiError): SignUpFormStep {
  const wrongCode = error.code === CAPTCHA_MISMATCH_CODE;
  return {
    ...step,
    submitting: false,
    errors: wrongCode ? { captcha: joinFailureText(error) } : step.errors,
    alert: wrongCode ? null : joinFailureText(error),
  };
}
