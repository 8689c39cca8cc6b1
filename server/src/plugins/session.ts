import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BACKGROUND_POLL_HEADER, BACKGROUND_POLL_VALUE } from '@bet/core/api';
import { isPartner } from '../auth/session-member.js';
import { resolveRequest } from '../auth/sessions.js';
import { HttpError } from '../http/errors.js';
import { isCrossSite } from './cross-site.js';
import { IDEMPOTENCY_HEADER, validIdempotencyKey } from './idempotency.js';
import { SERVER_MESSAGES as M } from '../http/messages.js';

export const SID_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Session statuses of spec section 8. */
export const STATUS_LOGGED_IN_ELSEWHERE = 555;
export const STATUS_LOGGED_OUT = 556;
export const STATUS_BLOCKED_IP = 406;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookies are Secure when the request came over TLS (directly, or via a trusted proxy), and always
 * in production (`secureCookiesAlways`): there a request that looks like plain HTTP is a proxy set
 * up wrong, and a session cookie must not travel in clear because of it.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, sid: string, csrf: string): void {
  const secure = request.server.deps.config.secureCookiesAlways || request.protocol === 'https';
  reply.setCookie(SID_COOKIE, sid, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.setCookie(CSRF_COOKIE, csrf, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SID_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Runs before every /api route:
 * 1. a blocked IP gets 406;
 * 2. the `sid` cookie is resolved: a session ended by a newer login answers 555, one ended by
 *    logout (or password change, block, idle) 556, and the cookies are cleared; a request marked
 *    X-Background-Poll: 1 does not count as activity for the idle limit;
 * 3. the route's `auth` level is enforced (default 'member'; 'admin'; 'partner'; 'public');
 * 4. state-changing calls of a logged-in member must carry X-CSRF-Token equal to both the
 *    `csrf` cookie and the session's token (double submit, bound to the session): every POST, PUT,
 *    PATCH and DELETE, and the GETs whose contract is `stateChanging` (config `stateChangingGet`);
 *    those GETs and the `crossSiteGuard` ones also refuse a cross-site request (cross-site.ts).
 */
export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionIdHash', null);
  app.decorateRequest('idempotency', null);
  app.decorateRequest('sessionLimit', null);
  app.decorateRequest('storedKey', null);

  app.addHook('onRequest', async (request, reply) => {
    const { db, clock } = app.deps;
    const sid = request.cookies[SID_COOKIE];
    // One statement for both questions every request asks (a round trip each on a real server).
    // A background poll (X-Background-Poll) is checked like any request but is not activity.
    const background = request.headers[BACKGROUND_POLL_HEADER] === BACKGROUND_POLL_VALUE;
    const config = request.routeOptions.config;
    // The same statement reads the stored row of an idempotent call's key (plugins/idempotency.ts).
    const idempotencyKey = config.idempotent ? validIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]) : null;
    const {
      ipBlocked,
      session: resolved,
      storedKey,
    } = await resolveRequest(db, { sid, ip: request.ip, now: clock.now(), background, idempotencyKey });
    if (ipBlocked) throw new HttpError(STATUS_BLOCKED_IP, M.blockedIp, 'blockedIp');

    if (sid) {
      if (resolved.state === 'active') {
        request.member = resolved.member;
        request.sessionIdHash = resolved.idHash;
        request.storedKey = storedKey;
        if (resolved.sessionLimitMinutes !== null)
          request.sessionLimit = { loginAt: resolved.loginAt, minutes: resolved.sessionLimitMinutes };
        if ((STATE_CHANGING.has(request.method) || config.stateChangingGet === true) && config.csrf !== false) {
          const header = request.headers[CSRF_HEADER];
          const cookie = request.cookies[CSRF_COOKIE];
          if (typeof header !== 'string' || !cookie || !sameText(header, cookie) || !sameText(header, resolved.csrf)) {
            throw new HttpError(403, M.csrf, 'csrf');
          }
        }
      } else if (config.sessionStatus !== false) {
        clearSessionCookies(reply);
        if (resolved.state === 'ended' && resolved.reason === 'replaced') {
          throw new HttpError(STATUS_LOGGED_IN_ELSEWHERE, M.loggedInElsewhere, 'loggedInElsewhere');
        }
        if (resolved.state === 'ended') throw new HttpError(STATUS_LOGGED_OUT, M.loggedOut, 'loggedOut');
      }
    }

    if ((config.crossSiteGuard || config.stateChangingGet) && isCrossSite(request, app.deps.config.allowedOrigins))
      throw new HttpError(403, M.csrf, 'csrf');
    // Unknown paths reach the 404 handler through this hook too: no auth to enforce there.
    if (request.routeOptions.url === undefined) return;
    const level = config.auth ?? 'member';
    if (level === 'public') return;
    const member = request.member;
    if (!member) throw new HttpError(401, M.loginRequired, 'notLoggedIn');
    if (level === 'admin' && !member.isAdmin) throw new HttpError(403, M.adminOnly, 'adminOnly');
    if (level === 'partner' && !isPartner(member) && !member.isAdmin) throw new HttpError(403, M.partnerOnly, 'partnerOnly');
  });
}
