import type { FastifyInstance } from 'fastify';
import { GUEST_SESSION } from '@bet/core/api/contracts/auth.js';
import type { AppDeps } from '../../app-types.js';
import { audit } from '../../auth/audit.js';
import { endSession, openSession } from '../../auth/sessions.js';
import { issueCaptcha, redeemCaptcha } from '../../auth/login-captcha.js';
import { clearAccountFailures, loginRisk, recordLoginFailure } from '../../auth/throttle.js';
import { badRequest, HttpError, notFound, tooMany } from '../../http/errors.js';
import { SERVER_MESSAGES as M } from '../../http/messages.js';
import { S } from '../../http/schema.js';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session.js';
import { loadMemberDto } from '../member/member-dto.js';
import { memberOf, notice } from '../route-kit.js';

const REFUSED_STATUS: Record<string, string> = {
  pending: M.loginPending,
  rejected: M.loginRejected,
  blocked: M.loginBlocked,
};

/**
 * POST /auth/login {userId, password, captchaId?, captchaCode?} -> MemberDto, sets `sid`
 * (HttpOnly) and `csrf` cookies. Refusals are 404 with the reason in Korean (the login dialog
 * shows a 404's text, spec 8) and `captchaRequired` telling whether the next try needs the
 * anti-automation code; after repeated failures (auth/throttle.ts) the code is asked for: 400
 * `captchaRequired` without it, 400 `captchaMismatch` when it is wrong. GET /auth/captcha issues
 * one. Only a (login id, address) pair with an absurd number of failures gets 429.
 * POST /auth/logout; GET /auth/me -> MemberDto, or 200 `{ loggedIn: false }`
 * for a guest: the session check of every first visit is not an error (no 401 in the console).
 * A session ended elsewhere still answers 555/556 (the session plugin, before this handler).
 */
export async function authRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, hasher } = deps;

  api.get('/auth/captcha', { config: { auth: 'public', sessionStatus: false } }, async () => issueCaptcha(db, deps.captcha, clock.now()));

  api.post<{ Body: { userId: string; password: string; captchaId?: string; captchaCode?: string } }>(
    '/auth/login',
    {
      config: { auth: 'public', csrf: false, sessionStatus: false },
      schema: {
        body: S.obj(
          {
            userId: { type: 'string', minLength: 1, maxLength: 64 },
            password: { type: 'string', minLength: 1, maxLength: 255 },
            captchaId: { type: 'string', maxLength: 64 },
            captchaCode: { type: 'string', maxLength: 16 },
          },
          ['captchaId', 'captchaCode'],
        ),
      },
    },
    async (request, reply) => {
      const { userId, password, captchaId, captchaCode } = request.body;
      const ip = request.ip;
      const now = clock.now();
      const attempt = { userId, ip, now };
      const risk = await loginRisk(db, attempt);
      if (risk.pairRefused) {
        await audit(db, { actorMemberId: null, actorIp: ip, action: 'login.throttled', target: userId, at: now });
        throw tooMany(M.loginThrottled);
      }
      if (risk.captchaRequired) {
        if (!captchaId || !captchaCode?.trim()) throw badRequest(M.captchaRequired, 'captchaRequired', { captchaRequired: true });
        if (!(await redeemCaptcha(db, { id: captchaId, code: captchaCode, now }))) {
          await recordLoginFailure(db, attempt);
          await audit(db, { actorMemberId: null, actorIp: ip, action: 'login.captchaMismatch', target: userId, at: now });
          throw badRequest(M.captchaMismatch, 'captchaMismatch', { captchaRequired: true });
        }
      }
      const found = await db.query<{ id: number; password_hash: string; status: string }>(
        'SELECT id, password_hash, status FROM members WHERE user_id = $1',
        [userId],
      );
      const member = found.rows[0];
      const valid = await hasher.verify(password, member?.password_hash ?? null);
      if (valid === null) throw new HttpError(503, M.busy, 'busy');
      if (!member || !valid) {
        await recordLoginFailure(db, attempt);
        await audit(db, { actorMemberId: member?.id ?? null, actorIp: ip, action: 'login.failed', target: userId, at: now });
        throw new HttpError(404, M.loginFailed, 'loginFailed', { captchaRequired: (await loginRisk(db, attempt)).captchaRequired });
      }
      const refusal = REFUSED_STATUS[member.status];
      if (refusal) {
        await audit(db, {
          actorMemberId: member.id,
          actorIp: ip,
          action: 'login.refused',
          target: userId,
          detail: { status: member.status },
          at: now,
        });
        throw notFound(refusal, `login_${member.status}`);
      }
      const session = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member.id]);
        const opened = await openSession(tx, { memberId: member.id, ip, userAgent: String(request.headers['user-agent'] ?? ''), now });
        await tx.query('UPDATE members SET last_login_at = $2, last_login_ip = $3 WHERE id = $1', [member.id, new Date(now), ip]);
        await clearAccountFailures(tx, { userId });
        await audit(tx, { actorMemberId: member.id, actorIp: ip, action: 'login', target: userId, at: now });
        return opened;
      });
      setSessionCookies(request, reply, session.sid, session.csrf);
      return loadMemberDto(db, member.id, api.modules);
    },
  );

  api.post('/auth/logout', { config: { auth: 'public', sessionStatus: false } }, async (request, reply) => {
    const now = clock.now();
    if (request.sessionIdHash && request.member) {
      await endSession(db, request.sessionIdHash, 'logout', now);
      await audit(db, { actorMemberId: request.member.id, actorIp: request.ip, action: 'logout', target: request.member.userId, at: now });
    }
    clearSessionCookies(reply);
    return notice(M.loggedOut);
  });

  api.get('/auth/me', { config: { auth: 'public' } }, async (request) =>
    request.member ? loadMemberDto(db, memberOf(request).id, api.modules) : GUEST_SESSION,
  );
}
