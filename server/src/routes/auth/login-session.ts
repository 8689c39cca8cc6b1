import { audit } from '../../auth/audit.js';
import { openSession, type NewSession } from '../../auth/sessions.js';
import { clearAccountFailures } from '../../auth/throttle.js';
import type { Sql } from '../../db/db.js';
import { stampLastLogin } from './login-store.js';

/**
 * The end of every successful login, inside the transaction that locked the member row: one open
 * session, the last-login stamp, the login id's failures forgotten, the audit line.
 */
export async function openLoginSession(
  tx: Sql,
  a: { memberId: number; userId: string; ip: string; userAgent: string; now: number; detail?: Record<string, unknown> },
): Promise<NewSession> {
  const { memberId, userId, ip, now } = a;
  const opened = await openSession(tx, { memberId, ip, userAgent: a.userAgent, now });
  await stampLastLogin(tx, memberId, new Date(now), ip);
  await clearAccountFailures(tx, { userId });
  await audit(tx, {
    actorMemberId: memberId,
    actorIp: ip,
    action: 'login',
    target: userId,
    at: now,
    ...(a.detail ? { detail: a.detail } : {}),
  });
  return opened;
}
