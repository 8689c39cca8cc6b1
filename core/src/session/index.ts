// Public surface of the session feature.
export { usableBanks } from './domain/session-user.js';
export type { SessionBank, SessionBankSetting, SessionSettings, SessionUser } from './domain/session-user.js';
export {
  ADMIN_ROLE,
  GUEST_USER_TYPE,
  isSessionAdmin,
  mayUsePartnerArea,
  SESSION_LOGGED_OUT,
  sessionLoggedIn,
  sessionUser,
} from './domain/session-state.js';
export type { SessionState } from './domain/session-state.js';
export { SESSION_STATUS_CODES, sessionEventForStatus } from './domain/session-status.js';
export type { SessionStatusEvent } from './domain/session-status.js';
export { keepsSessionMarker, SESSION_MARKER_KEY, SESSION_MARKER_TTL_MS, sessionMarkerValue } from './domain/session-marker.js';
export { SESSION_MEMBER_PAGE_TITLES, SESSION_MESSAGES } from './domain/session.messages.js';
export type { SessionMemberPage } from './domain/session.messages.js';
export {
  LEVEL_IMAGE_DIR,
  levelImagePath,
  levelOf,
  MEMBER_MAX_LEVEL,
  MEMBER_MIN_LEVEL,
  partnerContractPercent,
  showsPartnerManagement,
  MEMBER_LEVELS,
} from './domain/member-level.js';
export {
  DESKTOP_LAYOUT_WIDTH,
  isNarrowScreen,
  layoutZoom,
  MIN_PAGE_SCALE,
  MOBILE_BREAKPOINT_PX,
  MOBILE_LAYOUT_WIDTH,
  viewportMetaWidth,
  viewportMode,
} from './domain/viewport.js';
export type { ViewportMode } from './domain/viewport.js';
export { loginAsksForCaptcha, showsServerText } from './domain/login-captcha.js';
export type { LoginCaptcha, LoginCaptchaAnswer } from './domain/login-captcha.js';
export { isSecondFactorRefusal, secondFactorExpired, secondFactorStepOf } from './domain/second-factor.js';
export type { SecondFactorStep } from './domain/second-factor.js';
export { banTypeOf, memberTypeOf, withdrawalTypeOf } from './domain/member-kinds.js';
export type { BanType, MemberType, WithdrawalType } from './domain/member-kinds.js';
export { parseSessionLocation, type SessionLocation, type SessionRouteQuery } from './domain/route-location.js';
export {
  DEFAULT_SESSION_ROUTE_POLICY,
  guardRoute,
  isPartnerArea,
  SESSION_MEMBER_PAGE_SEGMENTS,
  SESSION_ROUTES,
} from './domain/route-guard.js';
export type { SessionGuardInput, SessionRouteDecision, SessionRoutePolicy } from './domain/route-guard.js';
export { SessionGateway } from './application/session-gateway.js';
export { initialSessionModel, toSessionView } from './application/session-view.js';
export type { SessionModel, SessionView } from './application/session-view.js';
export { SESSION_POLL_MS, SessionViewModel } from './application/session-view-model.js';
export type { SessionViewModelDeps } from './application/session-view-model.js';
export { createApiSessionGateway, sessionUserFromApi } from './application/api-session-gateway.js';
