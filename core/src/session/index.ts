// Public surface of the session feature.
export * from './domain/session-user.js';
export * from './domain/session-state.js';
export * from './domain/session-status.js';
export * from './domain/session-marker.js';
export * from './domain/session.messages.js';
export * from './domain/member-level.js';
export * from './domain/viewport.js';
export * from './domain/login-captcha.js';
export * from './domain/second-factor.js';
export * from './domain/member-kinds.js';
export { parseSessionLocation, type SessionLocation, type SessionRouteQuery } from './domain/route-location.js';
export * from './domain/route-guard.js';
export * from './application/session-gateway.js';
export * from './application/session-view.js';
export * from './application/session-view-model.js';
export * from './application/api-session-gateway.js';
