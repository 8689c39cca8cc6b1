import type { LoginCaptcha, LoginCaptchaAnswer } from '../domain/login-captcha.js';
import { microUsdt, points, won } from '../../shared/domain/money.js';
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { SessionGateway } from '../application/session-gateway.js';
import type { SessionView } from '../application/session-view.js';
import type { SessionBankSetting, SessionSettings, SessionUser } from '../domain/session-user.js';

/** An ordinary member (type 0, user type 'A', level 2); override what a test needs. */
export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    userId: 'member01',
    nickname: '회원일',
    phoneNumber: '01012345678',
    role: 2,
    emoney: won(150_000),
    usdt: microUsdt(12_500_000),
    point: points(3_000),
    type: 'member',
    userType: 'A',
    banType: 'none',
    withdrawalType: 'normal',
    isChargeData: false,
    updatedAt: '2026-11-22 12:00:00',
    nowBettingAmount: won(0),
    casinoMoney: won(0),
    realpokerUid: null,
    realpokerUseFlag: 0,
    revolutionUid: null,
    revolutionUseFlag: 0,
    bankCode: 4,
    bankAccountNumber: '1234567890',
    accountHolder: '홍길동',
    privateAccount: null,
    privateVirtualAccount: null,
    privateAccountSelected: null,
    blockchainUrl: null,
    managementTarget1UserId: null,
    managementTarget2UserId: null,
    managementTarget3UserId: null,
    managementTarget1Percent: null,
    managementTarget2Percent: null,
    managementTarget3Percent: null,
    ...overrides,
  };
}

export function someSessionSettings(overrides: Partial<SessionSettings> = {}): SessionSettings {
  return {
    realpokerMaintenanceFlag: false,
    revolutionMaintenanceFlag: false,
    tetherMaintenanceFlag: false,
    siteNoticeFlg: false,
    joinStartEndFlg: false,
    fastAccountFlag: 0,
    idNiknameBan: [],
    chargePointFlag: false,
    conversionMinimumEnforced: false,
    maxBetInclusive: false,
    signUpUserIdMax14: false,
    signUpPasswordMax255: false,
    signUpNicknameWeighted: false,
    ...overrides,
  };
}

/** The parts of a session view that stay the same whether a member is logged in or not. */
const QUIET_SESSION_VIEW = {
  settings: null,
  banks: [],
  location: '/',
  loginPending: false,
  captcha: null,
  secondFactor: null,
  alert: null,
  blankPage: false,
} as const;

/** A visitor's session view, as the features that read the session see it. */
export const loggedOutSessionView: SessionView = { ...QUIET_SESSION_VIEW, status: 'loggedOut' };

/** A logged-in member's session view (level 1, nothing unread); override the member's fields. */
export const loggedInSessionView = (user: Partial<SessionUser> = {}): SessionView => ({
  ...QUIET_SESSION_VIEW,
  status: 'loggedIn',
  user: aSessionUser(user),
  level: 1,
  unreadCount: 0,
  showsPartnerManagement: false,
  partnerContractPercent: null,
});

export const statusError = (status: number, message = '서버 메시지', extra: { code?: string; body?: unknown } = {}): ApiError =>
  apiError(status >= 500 || status === 406 ? 'session' : 'http', message, { status, ...extra });

type Answer<T> = Result<T, ApiError>;

/** A scripted SessionGateway: answers are fields a test may swap; every call is counted. */
export class FakeSessionGateway implements SessionGateway {
  loginAnswer: Answer<SessionUser> = ok(aSessionUser());
  meAnswer: Answer<SessionUser | null> = ok(aSessionUser());
  settingsAnswer: Answer<SessionSettings> = ok(someSessionSettings());
  banksAnswer: Answer<readonly SessionBankSetting[]> = ok([]);
  unreadAnswer: Answer<number> = ok(0);
  captchaAnswers: Answer<LoginCaptcha>[] = [];
  /** Answers of POST /auth/second-factor, in order (then the member). */
  secondFactorAnswers: Answer<SessionUser>[] = [];
  /** The (challenge, code) pairs sent. */
  readonly secondFactorCodes: [string, string][] = [];
  readonly calls = { login: 0, logout: 0, me: 0, settings: 0, banks: 0, unread: 0, captcha: 0 };
  /** The anti-automation answers sent with each login (undefined when none was). */
  readonly loginCaptchas: (LoginCaptchaAnswer | undefined)[] = [];
  /** When set, login waits for this promise before answering (to test double submits). */
  loginGate: Promise<void> | null = null;
  /** When set, /auth/me answers only once it resolves. */
  meGate: Promise<void> | null = null;

  async login(_userId: string, _password: string, captcha?: LoginCaptchaAnswer): Promise<Answer<SessionUser>> {
    this.calls.login += 1;
    this.loginCaptchas.push(captcha);
    if (this.loginGate) await this.loginGate;
    return this.loginAnswer;
  }
  async secondFactor(challenge: string, code: string): Promise<Answer<SessionUser>> {
    this.secondFactorCodes.push([challenge, code]);
    return this.secondFactorAnswers.shift() ?? ok(aSessionUser());
  }
  /** Challenge n is `{ id: 'c<n>', image: 'data:image/svg+xml;base64,PHN2Zz4=' }` unless scripted. */
  async captcha(): Promise<Answer<LoginCaptcha>> {
    this.calls.captcha += 1;
    return this.captchaAnswers.shift() ?? ok({ id: `c${this.calls.captcha}`, image: 'data:image/svg+xml;base64,PHN2Zz4=' });
  }
  async logout(): Promise<Answer<void>> {
    this.calls.logout += 1;
    return ok(undefined);
  }
  async me(): Promise<Answer<SessionUser | null>> {
    this.calls.me += 1;
    if (this.meGate) await this.meGate;
    return this.meAnswer;
  }
  async fetchSettings(): Promise<Answer<SessionSettings>> {
    this.calls.settings += 1;
    return this.settingsAnswer;
  }
  async fetchBanks(): Promise<Answer<readonly SessionBankSetting[]>> {
    this.calls.banks += 1;
    return this.banksAnswer;
  }
  async fetchUnreadCount(): Promise<Answer<number>> {
    this.calls.unread += 1;
    return this.unreadAnswer;
  }
}

export const failWith = <T>(status: number, message?: string, extra?: { code?: string; body?: unknown }): Answer<T> =>
  fail(statusError(status, message, extra));

/** Lets every already-resolved promise chain run to its end. */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
