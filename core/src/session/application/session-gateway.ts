import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { LoginCaptcha, LoginCaptchaAnswer } from '../domain/login-captcha.js';
import type { SessionBankSetting, SessionSettings, SessionUser } from '../domain/session-user.js';
import { portToken } from '../../shared/ports/port-token.js';

/**
 * The server calls the session feature needs. Each resolves with a Result: a failed call is an
 * `ApiError` (its `status` carries the session codes 555/556/406/500/600), never a rejection.
 */
export interface SessionGateway {
  /**
   * Local login with user id and password (and the anti-automation code when the server asked
   * for it); the member on success (404 carries the server's text, and `captchaRequired` in
   * its body when the next try needs the code).
   */
  login(userId: string, password: string, captcha?: LoginCaptchaAnswer): Promise<Result<SessionUser, ApiError>>;
  /**
   * The operator's TOTP code for the challenge of a right password (POST /auth/second-factor):
   * the member on success; 401 `secondFactorWrong`/`secondFactorReplayed`/`secondFactorExpired`.
   */
  secondFactor(challenge: string, code: string): Promise<Result<SessionUser, ApiError>>;
  /** A new anti-automation code (GET /auth/captcha). */
  captcha(): Promise<Result<LoginCaptcha, ApiError>>;
  /** Ends the server session; the view model clears the user whatever this answers. */
  logout(): Promise<Result<void, ApiError>>;
  /**
   * The current member, or null for a guest (no session: the server answers 200, not an error,
   * so a first visit logs nothing). Polled every 5 s while logged in. `background`: sent by the
   * poll's timer, not by a person (marked so the server's idle limit ignores it).
   */
  me(background?: boolean): Promise<Result<SessionUser | null, ApiError>>;
  /** Site settings (GET /setting/user). */
  fetchSettings(background?: boolean): Promise<Result<SessionSettings, ApiError>>;
  /** Bank setting rows (GET /settingbankname), unfiltered: the domain keeps useFlag rows. */
  fetchBanks(): Promise<Result<readonly SessionBankSetting[], ApiError>>;
  /** Number of unread messages of `userId` (GET /message/unread/{userId}). */
  fetchUnreadCount(userId: string, background?: boolean): Promise<Result<number, ApiError>>;
}
export const SessionGateway = portToken<SessionGateway>('SessionGateway');
