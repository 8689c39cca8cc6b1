import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type {
  SignUpCaptcha,
  SignUpCaptchaAnswer,
  SignUpCheckField,
  SignUpGateway,
  SignUpSettings,
} from '../application/sign-up-gateway.js';
import type { JoinPayload } from '../domain/join-payload.js';
import { SIGN_UP_MESSAGES } from '../domain/sign-up.messages.js';
import type { SuggestionCodeOwner } from '../domain/referral.js';

type Answer<T> = Result<T, ApiError>;

/** A scripted SignUpGateway; answers are fields a test may swap, requests are recorded. */
export class FakeSignUpGateway implements SignUpGateway {
  settingsAnswer: Answer<SignUpSettings> = ok({ signUpClosed: false, bannedWords: ['admin', '운영자'], minimumAge: null });
  owners = new Map<string, SuggestionCodeOwner>([
    ['1212', { type: 0, memberId: 5 }],
    ['P77', { type: 1, memberId: 9 }],
    ['NOBODY', { type: 0, memberId: null }],
  ]);
  lookupFailure: ApiError | null = null;
  /** Values already in use, per field. */
  taken: Record<SignUpCheckField, string[]> = { userId: ['taken01'], nickname: ['사용중'], phoneNumber: [], bankAccountNumber: [] };
  checkFailure: ApiError | null = null;
  joinAnswer: Answer<void> = ok(undefined);
  /** The code every issued picture shows; each issue gets a new id (c1, c2, ...). */
  captchaCode = 'AB12';
  captchaFailure: ApiError | null = null;
  readonly captchasIssued: SignUpCaptcha[] = [];
  readonly captchaAnswers: (SignUpCaptchaAnswer | null)[] = [];
  readonly lookups: string[] = [];
  readonly checks: { field: SignUpCheckField; value: string }[] = [];
  readonly joins: JoinPayload[] = [];

  async fetchSignUpSettings(): Promise<Answer<SignUpSettings>> {
    return this.settingsAnswer;
  }
  async lookupSuggestionCode(code: string): Promise<Answer<SuggestionCodeOwner | null>> {
    this.lookups.push(code);
    return this.lookupFailure ? fail(this.lookupFailure) : ok(this.owners.get(code) ?? null);
  }
  async checkAvailability(field: SignUpCheckField, value: string): Promise<Answer<boolean>> {
    this.checks.push({ field, value });
    return this.checkFailure ? fail(this.checkFailure) : ok(!this.taken[field].includes(value));
  }
  async captcha(): Promise<Answer<SignUpCaptcha>> {
    if (this.captchaFailure) return fail(this.captchaFailure);
    const issued = { id: `c${this.captchasIssued.length + 1}`, image: `data:image/svg+xml;base64,${this.captchasIssued.length}` };
    this.captchasIssued.push(issued);
    return ok(issued);
  }
  /** Like the server: a wrong code for the picture is refused with `captchaMismatch` before anything else. */
  async join(payload: JoinPayload, captcha: SignUpCaptchaAnswer | null): Promise<Answer<void>> {
    this.captchaAnswers.push(captcha);
    const latest = this.captchasIssued.at(-1);
    if (captcha && (captcha.id !== latest?.id || captcha.code !== this.captchaCode))
      return fail(
        apiError('http', SIGN_UP_MESSAGES.captchaMismatch, {
          status: 400,
          code: 'captchaMismatch',
          body: { message: SIGN_UP_MESSAGES.captchaMismatch, code: 'captchaMismatch', field: 'captcha' },
        }),
      );
    this.joins.push(payload);
    return this.joinAnswer;
  }
}

export const serverFailure = (message: string, body?: unknown): ApiError => apiError('http', message, { status: 409, body });
