import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { JoinPayload } from '../domain/join-payload.js';
import type { SuggestionCodeOwner } from '../domain/referral.js';
import type { SignUpPolicySettings } from '../domain/sign-up-policy.js';
import { portToken } from '../../shared/ports/port-token.js';

/** Fields the server checks for uniqueness (GET /member/check). */
export type SignUpCheckField = 'userId' | 'nickname' | 'phoneNumber' | 'bankAccountNumber';

/** What the sign-up flow needs from the site settings. */
export interface SignUpSettings {
  /** joinStartEndFlg: sign-up has ended. */
  readonly signUpClosed: boolean;
  /** idNiknameBan: words no user id or nickname may contain. */
  readonly bannedWords: readonly string[];
  /** Minimum age in years; null keeps the policy's default (19). */
  readonly minimumAge: number | null;
  /** The operator's sign-up readings (core's `signUpPolicyOf`); absent = every switch off, the defaults. */
  readonly readings?: SignUpPolicySettings;
}

/** A 자동방지코드 the server issued (GET /auth/captcha): its id and an SVG data URL of the picture. */
export interface SignUpCaptcha {
  readonly id: string;
  readonly image: string;
}

/** The code typed for a shown picture, sent with the join; the server checks it once. */
export interface SignUpCaptchaAnswer {
  readonly id: string;
  readonly code: string;
}

/** Server calls of the join flow; failures are returned as `ApiError`, never thrown. */
export interface SignUpGateway {
  /** Sign-up settings (GET settingSignUp / the site settings). */
  fetchSignUpSettings(): Promise<Result<SignUpSettings, ApiError>>;
  /** The owner of a referral (join) code (GET /suggestioncode?codeEquals); null for an unknown code. */
  lookupSuggestionCode(code: string): Promise<Result<SuggestionCodeOwner | null, ApiError>>;
  /** True when no member uses `value` for `field` yet (GET /member/check). */
  checkAvailability(field: SignUpCheckField, value: string): Promise<Result<boolean, ApiError>>;
  /** A new anti-automation picture (GET /auth/captcha); each one is good for one join. */
  captcha(): Promise<Result<SignUpCaptcha, ApiError>>;
  /**
   * Registers the member (POST /member/join) with the answer to the shown picture (null in a
   * variant without one); the account then awaits approval. A wrong code is refused with code
   * `captchaMismatch` and the spec's message.
   */
  join(payload: JoinPayload, captcha: SignUpCaptchaAnswer | null): Promise<Result<void, ApiError>>;
}
export const SignUpGateway = portToken<SignUpGateway>('SignUpGateway');
