import { checkDepositBonusPercent, OPERATOR_LIMITS_MESSAGES as M } from '@bet/core/admin-desk';
import type { Db } from '../../db/db.js';
import { audit } from '../../auth/audit.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { lockDepositBonusRate, updateDepositBonusRate, type DepositBonusRateRow } from '../charge/deposit-bonus-rates-store.js';
import type { OperatorActor } from './operator-money.js';

/**
 * The operator changes a deposit bonus rate (issue 11): checked by core's rule, the row locked,
 * changed and audited with before and after in one transaction. The next approval of a won
 * deposit pays at it (settle-charge.ts reads the table inside the approval's transaction).
 */
export async function changeDepositBonusRate(db: Db, change: DepositBonusRateRow, actor: OperatorActor): Promise<Outcome<void>> {
  const checked = checkDepositBonusPercent(change.percent);
  if (!checked.ok) return refuse('invalidBonusRate', checked.error.message);
  return db.transaction(async (tx) => {
    const before = await lockDepositBonusRate(tx, change.pointType);
    if (!before) return refuse('notFound', M.unknownDepositBonus);
    await updateDepositBonusRate(tx, change);
    await audit(tx, {
      actorMemberId: actor.adminId,
      actorIp: actor.ip,
      action: 'admin.depositBonus.change',
      target: `depositBonus:${change.pointType}`,
      detail: { before: { percent: before.percent }, after: { percent: change.percent } },
      at: actor.now,
    });
    return done(undefined);
  });
}
