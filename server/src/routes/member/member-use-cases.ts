import { validatePassword, type SignUpPolicy } from '@bet/core/sign-up';
import type { PasswordHasher } from '../../auth/password.js';
import type { SessionMember } from '../../auth/session-member.js';
import { endMemberSessions } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { SERVER_MESSAGES as M } from '../../http/messages.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { levelOf } from '../settings/site-settings.js';
import { MEMBER_MESSAGES as MM } from './member.messages.js';
import { depositAccountOf, depositPinFailuresSince, depositPinHashOf, passwordHashOf, setPasswordHash } from './member-store.js';

export const DEPOSIT_PW_MAX_FAILURES = 5;
export const DEPOSIT_PW_WINDOW_MS = 15 * 60 * 1000;

const busy = () => refuse('busy', M.busy);

/** Sets a new password (core's rule) and ends the member's sessions with it, in one transaction. */
export async function setNewPassword(
  db: Db,
  hasher: PasswordHasher,
  args: { memberId: number; next: string; policy: SignUpPolicy; now: number },
): Promise<Outcome<void>> {
  if (!args.next) return refuse('passwordsRequired', MM.passwordsRequired);
  const rule = validatePassword(args.next, args.policy);
  if (!rule.ok) return refuse('passwordFormat', rule.error.message);
  const hash = await hasher.hash(args.next);
  if (hash === null) return busy();
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, args.memberId, hash, new Date(args.now));
    await endMemberSessions(tx, args.memberId, 'password', args.now);
  });
  return done(undefined);
}

/** A password change that proves the old password first. */
export async function changePassword(
  db: Db,
  hasher: PasswordHasher,
  args: { memberId: number; oldPassword: string; next: string; policy: SignUpPolicy; now: number },
): Promise<Outcome<void>> {
  if (!args.oldPassword || !args.next) return refuse('passwordsRequired', MM.passwordsRequired);
  const valid = await hasher.verify(args.oldPassword, await passwordHashOf(db, args.memberId));
  if (valid === null) return busy();
  if (!valid) return refuse('oldPasswordWrong', MM.oldPasswordWrong);
  return setNewPassword(db, hasher, args);
}

/**
 * The deposit password check: the right four digits reveal the deposit account of the member's
 * level. Four digits are few: after DEPOSIT_PW_MAX_FAILURES wrong tries the check rests a while.
 * `audit` records each verdict (the failures count from the audit log).
 */
export async function revealDepositAccount(
  db: Db,
  hasher: PasswordHasher,
  args: { member: SessionMember; pin: string; now: number; audit: (ok: boolean) => Promise<void> },
): Promise<Outcome<string>> {
  const { member } = args;
  if ((await depositPinFailuresSince(db, member.id, new Date(args.now - DEPOSIT_PW_WINDOW_MS))) >= DEPOSIT_PW_MAX_FAILURES) {
    return refuse('throttled', M.loginThrottled);
  }
  const stored = await depositPinHashOf(db, member.id);
  if (!stored) return refuse('depositPasswordMissing', MM.depositPasswordMissing);
  const valid = await hasher.verify(args.pin, stored);
  if (valid === null) return busy();
  await args.audit(valid);
  if (!valid) return refuse('depositPasswordWrong', MM.depositPasswordWrong);
  const a = await depositAccountOf(db, member.userType, levelOf(member.role));
  if (!a?.number) return refuse('depositAccountMissing', MM.depositAccountMissing);
  return done([a.bankName, a.number, a.holder].filter(Boolean).join(' '));
}
