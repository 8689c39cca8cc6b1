import type { Queryable } from '../../../db/db.js';
import { done, refuse, type Outcome } from '../../../http/refusals.js';
import { SPORTS_MESSAGES } from '../messages.js';
import type { CashWallet } from '../../../ledger/cash-wallet.js';
import { SETTLEMENT_FLAG, SLIP_STATUS } from '../settlement/slip-flags.js';
import { hideSlipRows, lockSlip, lockSlips, markSlipCancelled, slipHasStarted } from './slip-actions-store.js';

/**
 * When may a member cancel a waiting slip? The spec only says "0 waiting with a Cancel button".
 * 'beforeStart' (default): while waiting and before any of its fixtures starts (or its round
 * closes), so nobody cancels a bet after seeing the game go wrong. 'whileWaiting': any time
 * until it is settled.
 */
export type CancelPolicy = 'beforeStart' | 'whileWaiting';
export const DEFAULT_CANCEL_POLICY: CancelPolicy = 'beforeStart';

/**
 * POST /sports-prematch/user/cancelAll/{slipId}. Irreversible; refunds the stake exactly once:
 * the slip row is locked and only a waiting slip changes, and the refund's ledger key is per slip.
 */
export async function cancelSlip(
  tx: Queryable,
  wallet: CashWallet,
  memberId: number,
  slipId: number,
  now: number,
  policy: CancelPolicy = DEFAULT_CANCEL_POLICY,
): Promise<Outcome<{ id: number; emoney: number }>> {
  const slip = await lockSlip(tx, slipId);
  if (!slip) return refuse('slipNotFound', SPORTS_MESSAGES.slipNotFound);
  if (slip.memberId !== memberId) return refuse('forbidden', SPORTS_MESSAGES.notYourAccount);
  if (slip.settlementFlag !== SETTLEMENT_FLAG.waiting || slip.status !== SLIP_STATUS.open) {
    return refuse('cancelNotWaiting', SPORTS_MESSAGES.cancelNotWaiting);
  }
  if (policy === 'beforeStart' && (await slipHasStarted(tx, slipId, now))) return refuse('cancelStarted', SPORTS_MESSAGES.cancelStarted);
  await markSlipCancelled(tx, slipId, now);
  const refund = await wallet.credit(tx, {
    memberId,
    amount: slip.amount,
    idempotencyKey: `bet-cancel:${slipId}`,
    reason: 'bet cancel',
    kind: 'refund',
  });
  if (!refund.ok) throw new Error('a credit cannot fail for lack of funds');
  return done({ id: slipId, emoney: refund.balance });
}

/**
 * POST /sports-prematch/user-delete: hides settled slips from the member's history (spec: a
 * delete button only on settled slips). All or nothing: a waiting slip or another member's
 * slip refuses the whole request.
 */
export async function hideSlips(tx: Queryable, memberId: number, slipIds: readonly number[], now: number): Promise<Outcome<number>> {
  if (slipIds.length === 0) return done(0);
  const rows = await lockSlips(tx, slipIds);
  if (rows.some((r) => r.memberId !== memberId)) return refuse('forbidden', SPORTS_MESSAGES.notYourAccount);
  if (rows.length !== new Set(slipIds).size) return refuse('slipNotFound', SPORTS_MESSAGES.slipNotFound);
  if (rows.some((r) => r.settlementFlag === SETTLEMENT_FLAG.waiting)) return refuse('deleteWaiting', SPORTS_MESSAGES.deleteWaiting);
  return done(await hideSlipRows(tx, slipIds, now));
}
