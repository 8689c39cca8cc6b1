import type { SessionMemberPage } from './session.messages.js';
import { isSessionAdmin, mayUsePartnerArea, GUEST_USER_TYPE, type SessionState } from './session-state.js';
import type { SessionSettings, SessionUser } from './session-user.js';
import { buildLocation, normalizePath, pathSegments, queryValue, type SessionRouteQuery } from './route-location.js';
import { isNarrowScreen } from './viewport.js';

export const SESSION_ROUTES = {
  top: '/',
  login: '/login',
  maintenance: '/maintenance',
  authLogin: '/auth/login',
  admin: '/admin',
  europe: '/europe',
  korea: '/korea',
} as const;

/**
 * First path segments of the member-side pages that send a visitor to
 * `/login?title={page}` (spec 2). The spec names the pages, not their paths: the app's routes
 * use these segments.
 */
export const SESSION_MEMBER_PAGE_SEGMENTS: Readonly<Record<string, SessionMemberPage>> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  qna: 'qna',
  memo: 'memo',
  point: 'point',
  notice: 'notice',
  rules: 'rules',
  events: 'events',
};

export interface SessionRoutePolicy {
  /** Hosts (without port) where the maintenance redirect is skipped: spec 4's unnamed test host. */
  readonly maintenanceExemptHosts: readonly string[];
}

export const DEFAULT_SESSION_ROUTE_POLICY: SessionRoutePolicy = { maintenanceExemptHosts: [] };

export interface SessionGuardInput {
  readonly path: string;
  readonly query: SessionRouteQuery;
  readonly session: SessionState;
  /** Null until the settings are loaded: maintenance rules are then skipped, not guessed. */
  readonly settings: SessionSettings | null;
  readonly viewportWidth: number;
  /** Epoch ms from the Clock, for the `mtpt` timestamp of the narrow-screen redirect. */
  readonly nowMs: number;
  readonly host?: string;
  readonly policy?: SessionRoutePolicy;
}

export type SessionRouteDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

const ALLOW: SessionRouteDecision = { kind: 'allow' };
const redirect = (to: string): SessionRouteDecision => ({ kind: 'redirect', to });

/**
 * The one route guard (spec 2, 4, 6). Rules in order, each chosen so that a redirect target
 * is itself allowed for the same session (no loops):
 * 1. a logged-in admin belongs in /admin;
 * 2. with maintenance off, /maintenance sends everyone to /;
 * 3. visitors may see only /, /login, /auth/login and pages with a non-empty joinCd query; member
 *    pages send them to /login?title={page}, partner and recommender pages to /auth/login,
 *    everything else to /login;
 * 4. with maintenance on, non-guest members go to /maintenance (except on an exempt host);
 * 5. /admin is for admins only (others to /);
 * 6. partner and recommender areas need banType 0 and type 1 or 2, else /auth/login;
 * 7. on a narrow screen the Korean-style pre-match list (/korea) has no mobile layout, so the
 *    member is sent to /europe with the same query plus mtpt={now}; /europe itself is mobile-ready.
 */
export function guardRoute(input: SessionGuardInput): SessionRouteDecision {
  const path = normalizePath(input.path);
  const segments = pathSegments(path);
  const { session, settings } = input;

  if (session.status === 'loggedIn' && isSessionAdmin(session.user)) {
    return segments[0] === 'admin' ? ALLOW : redirect(SESSION_ROUTES.admin);
  }
  if (path === SESSION_ROUTES.maintenance && settings !== null && !settings.siteNoticeFlg) {
    return redirect(SESSION_ROUTES.top);
  }
  if (session.status === 'loggedOut') return guardVisitor(path, segments, input.query);

  const user = session.user;
  if (maintenanceApplies(user, settings, input.host, input.policy ?? DEFAULT_SESSION_ROUTE_POLICY)) {
    return path === SESSION_ROUTES.maintenance ? ALLOW : redirect(SESSION_ROUTES.maintenance);
  }
  if (segments[0] === 'admin') return redirect(SESSION_ROUTES.top);
  if (isPartnerArea(segments) && !mayUsePartnerArea(user)) return redirect(SESSION_ROUTES.authLogin);
  if (segments[0] === 'korea' && isNarrowScreen(input.viewportWidth)) {
    return redirect(buildLocation(SESSION_ROUTES.europe, { ...firstValues(input.query), mtpt: input.nowMs }));
  }
  return ALLOW;
}

function guardVisitor(path: string, segments: readonly string[], query: SessionRouteQuery): SessionRouteDecision {
  if (path === SESSION_ROUTES.top || path === SESSION_ROUTES.login || queryValue(query, 'joinCd') !== '') return ALLOW;
  // The partner login form is where partner users sign in (spec 2/6), so visitors may open it,
  // and a visitor on a partner or recommender page is sent there rather than to the site's /login.
  if (path === SESSION_ROUTES.authLogin) return ALLOW;
  if (isPartnerArea(segments)) return redirect(SESSION_ROUTES.authLogin);
  const page = segments[0] === undefined ? undefined : SESSION_MEMBER_PAGE_SEGMENTS[segments[0]];
  return redirect(page ? buildLocation(SESSION_ROUTES.login, { title: page }) : SESSION_ROUTES.login);
}

function maintenanceApplies(
  user: SessionUser,
  settings: SessionSettings | null,
  host: string | undefined,
  policy: SessionRoutePolicy,
): boolean {
  if (settings === null || !settings.siteNoticeFlg || user.userType === GUEST_USER_TYPE) return false;
  const hostname = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  return !policy.maintenanceExemptHosts.some((exempt) => exempt.toLowerCase() === hostname);
}

/**
 * Partner layout: first segment "partner". Recommender layout: /recommender (mobile list) and
 * pages whose second segment is "recommender" with a sub-page (/mypage/recommender/pt ...).
 * The bare /mypage/recommender is an ordinary my-page tab in spec 2's list, so it stays open.
 */
export function isPartnerArea(segments: readonly string[]): boolean {
  if (segments[0] === 'partner' || segments[0] === 'recommender') return true;
  return segments[1] === 'recommender' && segments.length > 2;
}

function firstValues(query: SessionRouteQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(query)) {
    const raw = query[key];
    const first = Array.isArray(raw) ? raw[0] : raw;
    if (typeof first === 'string' && key !== 'mtpt') out[key] = first;
  }
  return out;
}
