import { audit } from '../../auth/audit.js';
import { redeemCaptcha } from '../../auth/login-captcha.js';
import type { PasswordHasher } from '../../auth/password.js';
import type { NewSession } from '../../auth/sessions.js';
import { loginRisk, recordLoginFailure } from '../../auth/throttle.js';
import type { Db } from '../../db/db.js';
import { SERVER_MESSAGES as M } from '../../http/messages.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { openLoginSession } from './login-session.js';
import { lockMemberRow, memberForLogin } from './login-store.js';
import { startSecondFactor } from './second-factor-use-cases.js';

const REFUSED_STATUS: Record<string, string> = {
  pending: M.loginPending,
  rejected: M.loginRejected,
  blocked: M.loginBlocked,
};

export interface LoginAttempt {
  readonly userId: string;
  readonly password: string;
  readonly captchaId: string | undefined;
  readonly captchaCode: string | undefined;
  readonly ip: string;
  readonly userAgent: string;
  readonly now: number;
  /** TOTP_ENCRYPTION_KEY, for an operator's second factor. */
  readonly totpKey: string;
}

/**
 * A login: throttling and the anti-automation code after repeated failures (auth/throttle.ts),
 * the password, the member's status; then one open session. Every refusal is audited.
 */
export async function logIn(db: Db, hasher: PasswordHasher, a: LoginAttempt): Promise<Outcome<{ memberId: number; session: NewSession }>> {
  const { userId, ip, now } = a;
  const attempt = { userId, ip, now };
  const risk = await loginRisk(db, attempt);
  if (risk.pairRefused) {
    await audit(db, { actorMemberId: null, actorIp: ip, action: 'login.throttled', target: userId, at: now });
    return refuse('throttled', M.loginThrottled);
  }
  if (risk.captchaRequired) {
    if (!a.captchaId || !a.captchaCode?.trim()) return refuse('captchaRequired', M.captchaRequired, { captchaRequired: true });
    if (!(await redeemCaptcha(db, { id: a.captchaId, code: a.captchaCode, now }))) {
      await recordLoginFailure(db, attempt);
      await audit(db, { actorMemberId: null, actorIp: ip, action: 'login.captchaMismatch', target: userId, at: now });
      return refuse('captchaMismatch', M.captchaMismatch, { captchaRequired: true });
    }
  }
  const member = await memberForLogin(db, userId);
  const valid = await hasher.verify(a.password, member?.password_hash ?? null);
  if (valid === null) return refuse('busy', M.busy);
  if (!member || !valid) {
    await recordLoginFailure(db, attempt);
    await audit(db, { actorMemberId: member?.id ?? null, actorIp: ip, action: 'login.failed', target: userId, at: now });
    return refuse('loginFailed', M.loginFailed, { captchaRequired: (await loginRisk(db, attempt)).captchaRequired });
  }
  const refusedBecause = REFUSED_STATUS[member.status];
  if (refusedBecause) {
    await audit(db, {
      actorMemberId: member.id,
      actorIp: ip,
      action: 'login.refused',
      target: userId,
      detail: { status: member.status },
      at: now,
    });
    return refuse(`login_${member.status}`, refusedBecause);
  }
  // An operator proves a second factor before any session opens (second-factor-use-cases.ts).
  if (member.is_admin)
    return refuse('secondFactorRequired', ...(await startSecondFactor(db, a.totpKey, { id: member.id, userId }, ip, now)));
  const session = await db.transaction(async (tx) => {
    await lockMemberRow(tx, member.id);
    return openLoginSession(tx, { memberId: member.id, userId, ip, userAgent: a.userAgent, now });
  });
  return done({ memberId: member.id, session });
}
