import type { Queryable } from '../../../db/db.js';
import { SETTLEMENT_FLAG, SLIP_STATUS } from '../settlement/slip-flags.js';

/** The slip rows a member's cancel and hide change (`bet_slips`, `bet_legs`). */

export interface LockedSlip {
  readonly memberId: number;
  readonly amount: number;
  readonly settlementFlag: number;
  readonly status: number;
}

/** The slip, its row locked until the transaction ends (null when there is none). */
export async function lockSlip(tx: Queryable, slipId: number): Promise<LockedSlip | null> {
  const { rows } = await tx.query<{ member_id: string | number; amount: string | number; settlement_flag: number; status: number }>(
    'SELECT member_id, amount, settlement_flag, status FROM bet_slips WHERE id = $1 FOR UPDATE',
    [slipId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    memberId: Number(row.member_id),
    amount: Number(row.amount),
    settlementFlag: Number(row.settlement_flag),
    status: Number(row.status),
  };
}

/** Whether any leg's fixture has started (or its round closed) by `now`. */
export async function slipHasStarted(tx: Queryable, slipId: number, now: number): Promise<boolean> {
  const started = await tx.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM bet_legs l LEFT JOIN game_rounds r ON r.id = l.round_id
      WHERE l.slip_id = $1 AND (l.startdate <= $2 OR r.closes_at <= $2)`,
    [slipId, new Date(now).toISOString()],
  );
  return Number(started.rows[0]?.n ?? 0) > 0;
}

/** Marks the slip cancelled and its undecided legs void. */
export async function markSlipCancelled(tx: Queryable, slipId: number, now: number): Promise<void> {
  await tx.query('UPDATE bet_slips SET status = $2, settlement_flag = $3, cancel_at = $4 WHERE id = $1', [
    slipId,
    SLIP_STATUS.cancelled,
    SETTLEMENT_FLAG.cancelled,
    new Date(now).toISOString(),
  ]);
  await tx.query('UPDATE bet_legs SET win_flag = -1 WHERE slip_id = $1 AND win_flag = 0', [slipId]);
}

/** The named slips that exist, their rows locked until the transaction ends. */
export async function lockSlips(tx: Queryable, slipIds: readonly number[]): Promise<{ memberId: number; settlementFlag: number }[]> {
  const { rows } = await tx.query<{ id: string | number; member_id: string | number; settlement_flag: number }>(
    'SELECT id, member_id, settlement_flag FROM bet_slips WHERE id = ANY($1::bigint[]) FOR UPDATE',
    [slipIds],
  );
  return rows.map((r) => ({ memberId: Number(r.member_id), settlementFlag: Number(r.settlement_flag) }));
}

/** Hides the slips from their member's history; returns how many were not hidden already. */
export async function hideSlipRows(tx: Queryable, slipIds: readonly number[], now: number): Promise<number> {
  const updated = await tx.query('UPDATE bet_slips SET deleted_at = $2 WHERE id = ANY($1::bigint[]) AND deleted_at IS NULL RETURNING id', [
    slipIds,
    new Date(now).toISOString(),
  ]);
  return updated.rows.length;
}
