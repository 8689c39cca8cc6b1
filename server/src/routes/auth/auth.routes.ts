import type { FastifyInstance } from 'fastify';
import { captchaCall, GUEST_SESSION, loginCall, logoutCall, secondFactorCall, sessionCheckCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { audit } from '../../auth/audit.js';
import { endSession } from '../../auth/sessions.js';
import { issueCaptcha } from '../../auth/login-captcha.js';
import { SERVER_MESSAGES as M } from '../../http/messages.js';
import { valueOf } from '../../http/refusals.js';
import { serve } from '../../http/contract-route.js';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session.js';
import { existing, loadMemberDto } from '../member/member-dto.js';
import { memberOf, notice } from '../route-kit.js';
import { logIn } from './login-use-cases.js';
import { completeSecondFactor } from './second-factor-use-cases.js';
import { limited } from '../../plugins/rate-limits.js';

/**
 * POST /auth/login {userId, password, captchaId?, captchaCode?} -> MemberDto, sets `sid`
 * (HttpOnly) and `csrf` cookies. Refusals are 404 with the reason in Korean (the login dialog
 * shows a 404's text, spec 8) and `captchaRequired` telling whether the next try needs the
 * anti-automation code; after repeated failures (auth/throttle.ts) the code is asked for: 400
 * `captchaRequired` without it, 400 `captchaMismatch` when it is wrong. GET /auth/captcha issues
 * one. Only a (login id, address) pair with an absurd number of failures gets 429.
 * An operator's right password answers 401 `secondFactorRequired` with the challenge (and, not yet
 * enrolled, the secret and its QR code); POST /auth/second-factor {challenge, code} then opens the
 * session (second-factor-use-cases.ts).
 * POST /auth/logout; GET /auth/me -> MemberDto, or 200 `{ loggedIn: false }`
 * for a guest: the session check of every first visit is not an error (no 401 in the console).
 * A session ended elsewhere still answers 555/556 (the session plugin, before this handler).
 * HTTP only: the login rules are in login-use-cases.ts, its SQL in login-store.ts.
 */
export async function authRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, hasher } = deps;
  const totpKey = deps.config.totpEncryptionKey;

  serve(api, captchaCall, { config: { auth: 'public', sessionStatus: false, ...limited('captchaIssue') } }, async () =>
    issueCaptcha(db, deps.captcha, clock.now()),
  );

  serve(api, loginCall, { config: { auth: 'public', csrf: false, sessionStatus: false } }, async (request, reply) => {
    const { userId, password, captchaId, captchaCode } = request.body;
    const userAgent = String(request.headers['user-agent'] ?? '');
    const attempt = { userId, password, captchaId, captchaCode, ip: request.ip, userAgent, now: clock.now(), totpKey };
    const { memberId, session } = valueOf(await logIn(db, hasher, attempt));
    setSessionCookies(request, reply, session.sid, session.csrf);
    return existing(await loadMemberDto(db, memberId, api.modules));
  });

  serve(api, secondFactorCall, { config: { auth: 'public', csrf: false, sessionStatus: false } }, async (request, reply) => {
    const userAgent = String(request.headers['user-agent'] ?? '');
    const attempt = { ...request.body, ip: request.ip, userAgent, now: clock.now(), totpKey };
    const { memberId, session } = valueOf(await completeSecondFactor(db, attempt));
    setSessionCookies(request, reply, session.sid, session.csrf);
    return existing(await loadMemberDto(db, memberId, api.modules));
  });

  serve(api, logoutCall, { config: { auth: 'public', sessionStatus: false } }, async (request, reply) => {
    const now = clock.now();
    if (request.sessionIdHash && request.member) {
      await endSession(db, request.sessionIdHash, 'logout', now);
      await audit(db, { actorMemberId: request.member.id, actorIp: request.ip, action: 'logout', target: request.member.userId, at: now });
    }
    clearSessionCookies(reply);
    return notice(M.loggedOut);
  });

  serve(api, sessionCheckCall, { config: { auth: 'public' } }, async (request) =>
    request.member ? existing(await loadMemberDto(db, memberOf(request).id, api.modules)) : GUEST_SESSION,
  );
}
