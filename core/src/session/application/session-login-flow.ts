// The session's login steps (password, anti-automation code, an operator's second factor), apart from the session they open.
import { loginAsksForCaptcha, showsServerText, type LoginCaptchaAnswer } from '../domain/login-captcha.js';
import { isSecondFactorRefusal, secondFactorExpired, secondFactorStepOf } from '../domain/second-factor.js';
import type { ViewModelStore } from '../../shared/application/view-model-store.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { SessionUser } from '../domain/session-user.js';
import { SESSION_MESSAGES } from '../domain/session.messages.js';
import type { SessionGateway } from './session-gateway.js';
import type { SessionModel } from './session-view.js';

/** What the login steps need from the session view model that owns them. */
export interface SessionLoginHost {
  readonly store: ViewModelStore<SessionModel>;
  readonly gateway: SessionGateway;
  /** Acts on the server status a refused answer carried (a logout, a blank page). */
  handleStatusOf(error: ApiError): void;
  /** The server accepted the login: the session starts and its data is fetched. */
  loggedIn(user: SessionUser): Promise<void>;
}

/** Login and its second step; a second login (or code) while one is in flight is ignored. */
export class SessionLoginFlow {
  private readonly sendLogin: (userId: string, password: string, captcha?: LoginCaptchaAnswer) => void;
  private readonly sendCode: (challenge: string, code: string) => void;

  constructor(private readonly host: SessionLoginHost) {
    this.sendLogin = host.store.exclusive((userId: string, password: string, captcha?: LoginCaptchaAnswer) =>
      this.runLogin(userId, password, captcha),
    );
    this.sendCode = host.store.exclusive((challenge: string, code: string) => this.runSecondFactor(challenge, code));
  }

  /**
   * Logs in; both fields are required, and the anti-automation code too while one is shown.
   * A second call while one is in flight is ignored.
   */
  login(userId: string, password: string, captchaCode = ''): void {
    if (userId.trim() === '') return this.update({ alert: SESSION_MESSAGES.userIdRequired });
    if (password.trim() === '') return this.update({ alert: SESSION_MESSAGES.passwordRequired });
    const shown = this.model.captcha;
    if (shown && captchaCode.trim() === '') return this.update({ alert: SESSION_MESSAGES.captchaRequired });
    if (shown) this.sendLogin(userId.trim(), password, { id: shown.id, code: captchaCode.trim() });
    else this.sendLogin(userId.trim(), password);
  }

  /**
   * An operator's code from the authenticator app, for the second step the password opened
   * (also the first code that confirms an enrolment). A wrong or used code keeps the step; a
   * spent step goes back to the password.
   */
  sendSecondFactor(code: string): void {
    const step = this.model.secondFactor;
    if (!step) return;
    const digits = code.replace(/\s/g, '');
    if (digits === '') return this.update({ alert: SESSION_MESSAGES.secondFactorCodeRequired });
    this.sendCode(step.challenge, digits);
  }

  /** Shows a new anti-automation code (the refresh button, or after one was spent). */
  async refreshCaptcha(): Promise<void> {
    const result = await this.host.gateway.captcha();
    if (result.ok) this.update({ captcha: result.value });
  }

  private get model(): SessionModel {
    return this.host.store.get();
  }

  private update(patch: Partial<SessionModel>): void {
    this.host.store.set(patch);
  }

  private async runLogin(userId: string, password: string, captcha?: LoginCaptchaAnswer): Promise<void> {
    this.update({ loginPending: true });
    const result = await this.host.gateway.login(userId, password, captcha);
    if (!result.ok) {
      const secondFactor = secondFactorStepOf(result.error);
      if (secondFactor) return this.update({ loginPending: false, alert: null, captcha: null, secondFactor });
      this.host.handleStatusOf(result.error);
      const message = showsServerText(result.error) ? result.error.message : SESSION_MESSAGES.unexpectedProblem;
      // A shown code is spent by the try: the new picture is in place before the alert shows.
      if (loginAsksForCaptcha(result.error)) await this.refreshCaptcha();
      return this.update({ loginPending: false, alert: this.model.blankPage ? null : message });
    }
    this.update({ loginPending: false, alert: null, captcha: null });
    await this.host.loggedIn(result.value);
  }

  private async runSecondFactor(challenge: string, code: string): Promise<void> {
    this.update({ loginPending: true });
    const result = await this.host.gateway.secondFactor(challenge, code);
    if (!result.ok) {
      this.host.handleStatusOf(result.error);
      const message = isSecondFactorRefusal(result.error) ? result.error.message : SESSION_MESSAGES.unexpectedProblem;
      const secondFactor = secondFactorExpired(result.error) ? null : this.model.secondFactor;
      return this.update({ loginPending: false, secondFactor, alert: this.model.blankPage ? null : message });
    }
    this.update({ loginPending: false, alert: null, secondFactor: null });
    await this.host.loggedIn(result.value);
  }
}
