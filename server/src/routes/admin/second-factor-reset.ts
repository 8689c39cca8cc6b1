import { auditBy, type AuditActor } from '../../auth/audit.js';
import type { Db } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { forgetSecret, operatorTotp } from '../auth/second-factor-store.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import { memberForAdmin } from './admin-store.js';

/**
 * Re-enrolment of an operator's second factor (issue 11). Who may: another operator, from the
 * members page, never the operator themself. A lost or replaced phone is the usual reason, and
 * then the owner has no code to prove; and an operator whose password and session were stolen
 * must not be able to move the factor to the thief's phone alone. The secret is forgotten (the
 * row deleted), so the colleague's next password step shows the enrolment (QR code and secret)
 * again. Their open session is left as it is. Audited as 'admin.totp.reset' with before and after
 * in the same transaction. A site with one operator resets it in the database
 * (server/README.md).
 */
export async function resetSecondFactor(db: Db, a: { memberId: number; actor: AuditActor; now: number }): Promise<Outcome<void>> {
  if (a.memberId === a.actor.memberId) return refuse('ownSecondFactor', A.ownSecondFactor);
  return db.transaction(async (tx) => {
    const member = await memberForAdmin(tx, a.memberId, true);
    if (!member) return refuse('notFound', A.memberNotFound);
    const totp = member.is_admin ? await operatorTotp(tx, a.memberId, true) : null;
    if (!totp) return refuse('noSecondFactor', A.noSecondFactor);
    await forgetSecret(tx, a.memberId);
    const before = { enrolled: totp.enrolled_at !== null, enrolledAt: totp.enrolled_at?.toISOString() ?? null };
    await auditBy(tx, a.actor, a.now, 'admin.totp.reset', member.user_id, { before, after: { enrolled: false, enrolledAt: null } });
    return done(undefined);
  });
}
