import { refuse } from '../betting/bet-refusal.js';
import { SPORTS_MESSAGES } from '../messages.js';
import type { SportsWallet, SqlRunner } from '../ports.js';
import { SETTLEMENT_FLAG, SLIP_STATUS } from '../settlement/slip-flags.js';

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
  tx: SqlRunner,
  wallet: SportsWallet,
  memberId: number,
  slipId: number,
  now: number,
  policy: CancelPolicy = DEFAULT_CANCEL_POLICY,
): Promise<{ id: number; emoney: number }> {
  const { rows } = await tx.query<{ member_id: string | number; amount: string | number; settlement_flag: number; status: number }>(
    'SELECT member_id, amount, settlement_flag, status FROM bet_slips WHERE id = $1 FOR UPDATE',
    [slipId],
  );
  const slip = rows[0];
  if (!slip) throw refuse(404, 'slipNotFound', SPORTS_MESSAGES.slipNotFound);
  if (Number(slip.member_id) !== memberId) throw refuse(403, 'forbidden', SPORTS_MESSAGES.notYourAccount);
  if (Number(slip.settlement_flag) !== SETTLEMENT_FLAG.waiting || Number(slip.status) !== SLIP_STATUS.open) {
    throw refuse(409, 'cancelNotWaiting', SPORTS_MESSAGES.cancelNotWaiting);
  }
  if (policy === 'beforeStart') {
    const started = await tx.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM bet_legs l LEFT JOIN game_rounds r ON r.id = l.round_id
        WHERE l.slip_id = $1 AND (l.startdate <= $2 OR r.closes_at <= $2)`,
      [slipId, new Date(now).toISOString()],
    );
    if (Number(started.rows[0]?.n ?? 0) > 0) throw refuse(409, 'cancelStarted', SPORTS_MESSAGES.cancelStarted);
  }
  await tx.query('UPDATE bet_slips SET status = $2, settlement_flag = $3, cancel_at = $4 WHERE id = $1', [
    slipId,
    SLIP_STATUS.cancelled,
    SETTLEMENT_FLAG.cancelled,
    new Date(now).toISOString(),
  ]);
  await tx.query('UPDATE bet_legs SET win_flag = -1 WHERE slip_id = $1 AND win_flag = 0', [slipId]);
  const refund = await wallet.credit(tx, {
    memberId,
    amount: Number(slip.amount),
    idempotencyKey: `bet-cancel:${slipId}`,
    reason: 'bet cancel',
    kind: 'refund',
  });
  if (!refund.ok) throw new Error('a credit cannot fail for lack of funds');
  return { id: slipId, emoney: refund.balance };
}

/**
 * POST /sports-prematch/user-delete: hides settled slips from the member's history (spec: a
 * delete button only on settled slips). All or nothing: a waiting slip or another member's
 * slip refuses the whole request.
 */
export async function hideSlips(tx: SqlRunner, memberId: number, slipIds: readonly number[], now: number): Promise<number> {
  if (slipIds.length === 0) return 0;
  const { rows } = await tx.query<{ id: string | number; member_id: string | number; settlement_flag: number }>(
    'SELECT id, member_id, settlement_flag FROM bet_slips WHERE id = ANY($1::bigint[]) FOR UPDATE',
    [slipIds],
  );
  if (rows.some((r) => Number(r.member_id) !== memberId)) throw refuse(403, 'forbidden', SPORTS_MESSAGES.notYourAccount);
  if (rows.length !== new Set(slipIds).size) throw refuse(404, 'slipNotFound', SPORTS_MESSAGES.slipNotFound);
  if (rows.some((r) => Number(r.settlement_flag) === SETTLEMENT_FLAG.waiting))
    throw refuse(409, 'deleteWaiting', SPORTS_MESSAGES.deleteWaiting);
  const updated = await tx.query('UPDATE bet_slips SET deleted_at = $2 WHERE id = ANY($1::bigint[]) AND deleted_at IS NULL RETURNING id', [
    slipIds,
    new Date(now).toISOString(),
  ]);
  return updated.rows.length;
}
