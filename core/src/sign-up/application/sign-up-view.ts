import type { SignUpVariant } from '../domain/join-payload.js';
import type { SignUpReferral } from '../domain/referral.js';
import type { SignUpFieldErrors, SignUpFormValues } from '../domain/sign-up-form.js';
import type { SignUpCaptcha } from './sign-up-gateway.js';

/** The result of an id or nickname availability check; editing the field resets it. */
export interface SignUpAvailability {
  /** True once the check succeeded for the value now in the field. */
  readonly isValid: boolean;
  readonly checking: boolean;
  /** '{value}는 사용가능합니다.', '{value}는 이미 사용중입니다.' or the rule that failed. */
  readonly message: string | null;
}

export const SIGN_UP_UNCHECKED: SignUpAvailability = { isValid: false, checking: false, message: null };

export interface SignUpReferralStep {
  readonly status: 'referral';
  readonly variant: SignUpVariant;
  readonly code: string;
  readonly placeholder: string;
  /** The message under the code field. */
  readonly error: string | null;
  /** Settings or the code lookup are loading. */
  readonly busy: boolean;
  readonly alert: string | null;
}

export interface SignUpFormStep {
  readonly status: 'form';
  readonly variant: SignUpVariant;
  readonly referral: SignUpReferral;
  readonly values: SignUpFormValues;
  readonly errors: SignUpFieldErrors;
  readonly userIdCheck: SignUpAvailability;
  readonly nicknameCheck: SignUpAvailability;
  /** Whether the form asks for the 자동방지코드 (false in the form variant without one). */
  readonly captchaRequired: boolean;
  /** The server's picture to type the code from; null while it loads (or without a captcha). */
  readonly captcha: SignUpCaptcha | null;
  /** Birth years the form accepts (for the year picker). */
  readonly birthYears: { readonly min: number; readonly max: number };
  readonly submitting: boolean;
  readonly alert: string | null;
}

/**
 * The join flow (spec 4): referral code, join form, then the confirm dialog saying the
 * account awaits approval. 'closed' is no dialog (with an alert when sign-up is refused).
 */
export type SignUpView =
  | { readonly status: 'closed'; readonly alert: string | null }
  | SignUpReferralStep
  | SignUpFormStep
  | { readonly status: 'done'; readonly message: string; readonly alert: null };
