import { randomBytes } from 'node:crypto';
import { audit } from '../../auth/audit.js';
import { hashSid, type NewSession } from '../../auth/sessions.js';
import { recordLoginFailure } from '../../auth/throttle.js';
import { checkTotp, newTotpSecret, totpQrImage, totpUri } from '../../auth/totp.js';
import { openTotpSecret, sealTotpSecret } from '../../auth/totp-seal.js';
import type { Db } from '../../db/db.js';
import { SERVER_MESSAGES as M } from '../../http/messages.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { lockMemberRow } from './login-store.js';
import { openLoginSession } from './login-session.js';
import {
  acceptStep,
  countChallengeFailure,
  insertChallenge,
  lockChallenge,
  offerSecret,
  operatorTotp,
  useChallenge,
} from './second-factor-store.js';

/** A password step is good for this long; then the operator starts again. */
export const SECOND_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;
/** Wrong codes one password step allows. */
const MAX_CODE_FAILURES = 5;

/** What the login dialog needs for the second step (the body of the 401 `secondFactorRequired`). */
export interface SecondFactorStep {
  /** Proof of the password for the code call; only its hash is stored. */
  readonly challenge: string;
  /** Only while the operator has no confirmed secret: the secret, its otpauth:// address and its QR code. */
  readonly enrolment: { readonly secret: string; readonly otpauthUri: string; readonly qrImage: string } | null;
}

/**
 * After an operator's right password: a challenge for the code, and while no secret is confirmed
 * a new one to enrol (a confirmed secret is never sent again). Audited as 'login.password'
 * (and 'admin.totp.enrolStarted'). The secret is stored sealed under `totpKey` (auth/totp-seal.ts).
 */
export async function startSecondFactor(
  db: Db,
  totpKey: string,
  operator: { id: number; userId: string },
  ip: string,
  now: number,
): Promise<[message: string, extra: { secondFactor: SecondFactorStep }]> {
  const challenge = randomBytes(32).toString('base64url');
  const secret = newTotpSecret();
  const enrolling = await db.transaction(async (tx) => {
    const offered = await offerSecret(tx, operator.id, sealTotpSecret(totpKey, operator.id, secret));
    await insertChallenge(tx, hashSid(challenge), operator.id, new Date(now));
    const line = { actorMemberId: operator.id, actorIp: ip, target: operator.userId, at: now };
    await audit(tx, { ...line, action: 'login.password', detail: { secondFactor: offered ? 'enrol' : 'code' } });
    if (offered) await audit(tx, { ...line, action: 'admin.totp.enrolStarted' });
    return offered;
  });
  if (!enrolling) return [M.secondFactorRequired, { secondFactor: { challenge, enrolment: null } }];
  const otpauthUri = totpUri(secret, operator.userId);
  const enrolment = { secret, otpauthUri, qrImage: await totpQrImage(otpauthUri) };
  return [M.secondFactorEnrol, { secondFactor: { challenge, enrolment } }];
}

export interface SecondFactorAttempt {
  /** TOTP_ENCRYPTION_KEY: opens the stored secret. */
  readonly totpKey: string;
  readonly challenge: string;
  readonly code: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly now: number;
}

/**
 * The operator's code for a challenge: a live challenge (5 minutes, fewer than 5 wrong codes,
 * not used), then the code (±1 step, never a step already used). The first good code confirms
 * an enrolment. Success opens the session; every wrong or replayed code is audited
 * ('login.totpFailed'), as are the enrolment ('admin.totp.enrolled') and the login.
 */
export async function completeSecondFactor(db: Db, a: SecondFactorAttempt): Promise<Outcome<{ memberId: number; session: NewSession }>> {
  const idHash = hashSid(a.challenge);
  const { ip, now } = a;
  return db.transaction(async (tx) => {
    const challenge = await lockChallenge(tx, idHash);
    if (
      !challenge ||
      challenge.used_at ||
      challenge.failures >= MAX_CODE_FAILURES ||
      now - challenge.created_at.getTime() > SECOND_FACTOR_CHALLENGE_MS
    ) {
      return refuse('secondFactorExpired', M.secondFactorExpired);
    }
    const memberId = Number(challenge.member_id);
    const userId = challenge.user_id;
    await lockMemberRow(tx, memberId);
    const totp = await operatorTotp(tx, memberId, true);
    const check = totp
      ? checkTotp(openTotpSecret(a.totpKey, memberId, totp.secret), a.code, now, Number(totp.last_step))
      : ({ ok: false, reason: 'wrong' } as const);
    const line = { actorMemberId: memberId, actorIp: ip, target: userId, at: now };
    if (!totp || !check.ok) {
      await countChallengeFailure(tx, idHash);
      // A wrong code counts as a failed login: guessing codes over many password steps meets the
      // anti-automation code and the throttle like guessing passwords does.
      await recordLoginFailure(tx, { userId, ip, now });
      await audit(tx, { ...line, action: 'login.totpFailed', detail: { reason: check.ok ? 'wrong' : check.reason } });
      return check.ok || check.reason === 'wrong'
        ? refuse('secondFactorWrong', M.secondFactorWrong)
        : refuse('secondFactorReplayed', M.secondFactorReplayed);
    }
    await acceptStep(tx, memberId, check.step, new Date(now));
    await useChallenge(tx, idHash, new Date(now));
    if (!totp.enrolled_at) await audit(tx, { ...line, action: 'admin.totp.enrolled' });
    const session = await openLoginSession(tx, { memberId, userId, ip, userAgent: a.userAgent, now, detail: { secondFactor: 'totp' } });
    return done({ memberId, session });
  });
}
