import { levelOf, partnerContractPercent, showsPartnerManagement } from '../domain/member-level.js';
import type { LoginCaptcha } from '../domain/login-captcha.js';
import type { SecondFactorStep } from '../domain/second-factor.js';
import { SESSION_LOGGED_OUT, type SessionState } from '../domain/session-state.js';
import type { SessionBank, SessionSettings, SessionUser } from '../domain/session-user.js';

/** The view model's private state; `SessionView` is what screens read. */
export interface SessionModel {
  readonly session: SessionState;
  readonly settings: SessionSettings | null;
  readonly banks: readonly SessionBank[];
  readonly unreadCount: number;
  /** Where the member is (path and query); the router follows it when the session moves them. */
  readonly location: string;
  readonly loginPending: boolean;
  /** The anti-automation code the login must carry now (shown in the dialog), or null. */
  readonly captcha: LoginCaptcha | null;
  /** An operator's right password: the code (and, not enrolled, the enrolment) the login needs now. */
  readonly secondFactor: SecondFactorStep | null;
  /** Text for the alert dialog, null when none is open. */
  readonly alert: string | null;
  /** 406 and 600: the site shows an empty page. */
  readonly blankPage: boolean;
  /** Counts sessions: an answer that arrives after the session it belongs to ended is dropped. */
  readonly epoch: number;
  /**
   * The restore has just fetched the settings and the banks: the first route's guard uses them
   * instead of asking again (a page load asked for each twice). Cleared by that first route.
   */
  readonly restoredSettingsUnused: boolean;
}

/** The model of a page just opened at `location`: logged out, nothing fetched yet. */
export function initialSessionModel(location: string): SessionModel {
  return {
    session: SESSION_LOGGED_OUT,
    settings: null,
    banks: [],
    unreadCount: 0,
    location,
    loginPending: false,
    captcha: null,
    secondFactor: null,
    alert: null,
    blankPage: false,
    epoch: 0,
    restoredSettingsUnused: false,
  };
}

interface SessionViewCommon {
  readonly settings: SessionSettings | null;
  readonly banks: readonly SessionBank[];
  readonly location: string;
  readonly loginPending: boolean;
  readonly captcha: LoginCaptcha | null;
  readonly secondFactor: SecondFactorStep | null;
  readonly alert: string | null;
  readonly blankPage: boolean;
}

export type SessionView =
  | (SessionViewCommon & { readonly status: 'loggedOut' })
  | (SessionViewCommon & {
      readonly status: 'loggedIn';
      readonly user: SessionUser;
      /** LV.n and the level image, capped to 1..5. */
      readonly level: number;
      readonly unreadCount: number;
      readonly showsPartnerManagement: boolean;
      readonly partnerContractPercent: number | null;
    });

export function toSessionView(model: SessionModel): SessionView {
  const common: SessionViewCommon = {
    settings: model.settings,
    banks: model.banks,
    location: model.location,
    loginPending: model.loginPending,
    captcha: model.captcha,
    secondFactor: model.secondFactor,
    alert: model.alert,
    blankPage: model.blankPage,
  };
  if (model.session.status === 'loggedOut') return { ...common, status: 'loggedOut' };
  const user = model.session.user;
  return {
    ...common,
    status: 'loggedIn',
    user,
    level: levelOf(user.role),
    unreadCount: model.unreadCount,
    showsPartnerManagement: showsPartnerManagement(user),
    partnerContractPercent: partnerContractPercent(user),
  };
}
