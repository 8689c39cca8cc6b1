import { kstStartOfDay } from '@bet/core/shared';
import type { Sql } from '../../db/db.js';
import { BET_TRANSFER_KIND } from '../../ledger/cash-wallet.js';

/** Epoch ms of the member's last won withdrawal request that still counts (not cancelled), or null. */
export async function lastWithdrawalAt(sql: Sql, memberId: number): Promise<number | null> {
  const { rows } = await sql.query<{ at: Date | null }>(
    'SELECT max(created_at) AS at FROM charge_requests WHERE member_id = $1 AND deposit_mode = 1 AND charge_type = 0 AND status <> 2',
    [memberId],
  );
  const at = rows[0]?.at;
  return at ? new Date(at).getTime() : null;
}

/** Spec 3: mini-game and hold'em bonuses are not paid when the member exchanged (withdrew) that KST day. */
export async function exchangedToday(sql: Sql, memberId: number, now: number): Promise<boolean> {
  const { rows } = await sql.query(
    'SELECT 1 FROM charge_requests WHERE member_id = $1 AND deposit_mode = 1 AND status <> 2 AND created_at >= $2 LIMIT 1',
    [memberId, new Date(kstStartOfDay(now))],
  );
  return rows.length > 0;
}

export interface RollingState {
  /** Won that must be staked before a withdrawal. */
  readonly required: number;
  /** Won staked (stakes minus refunds) since the last withdrawal. */
  readonly turnover: number;
}

/** Ledger kinds of charge movements. */
export const CHARGE_TRANSFER_KIND = {
  deposit: 'charge.deposit',
  bonus: 'charge.bonus',
  hold: 'charge.withdrawal.hold',
  payout: 'charge.withdrawal.payout',
  release: 'charge.withdrawal.release',
} as const;

/**
 * Rolling (spec 3 and the withdrawal rules text): deposits and their bonus credited since the
 * member's last counted withdrawal must be staked `percent` % before the next withdrawal. All
 * from the ledger, ordered by transfer id (no clock involved): deposits are 'charge.deposit' and
 * 'charge.bonus' transfers, stakes 'bet.stake' minus 'bet.refund' on the member's cash, so every
 * game that bets through the ledger counts. A cancelled withdrawal does not reset the count.
 */
export async function rollingState(sql: Sql, memberId: number, percent: number): Promise<RollingState> {
  const last = await sql.query<{ id: number }>(
    `SELECT t.id FROM charge_requests c JOIN ledger_transfers t ON t.idempotency_key = 'charge:' || c.id || ':hold'
      WHERE c.member_id = $1 AND c.deposit_mode = 1 AND c.charge_type = 0 AND c.status <> 2 ORDER BY c.id DESC LIMIT 1`,
    [memberId],
  );
  const after = Number(last.rows[0]?.id ?? 0);
  const { rows } = await sql.query<{ credited: number; staked: number }>(
    `SELECT coalesce(sum(e.amount) FILTER (WHERE t.kind IN ($3, $4)), 0)::bigint AS credited,
            coalesce(sum(-e.amount) FILTER (WHERE t.kind IN ($5, $6) AND a.kind = 'cash'), 0)::bigint AS staked
       FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.member_id = $1 AND t.id > $2 AND a.member_id = $1`,
    [memberId, after, CHARGE_TRANSFER_KIND.deposit, CHARGE_TRANSFER_KIND.bonus, BET_TRANSFER_KIND.stake, BET_TRANSFER_KIND.refund],
  );
  const credited = Number(rows[0]?.credited ?? 0);
  return { required: Math.floor((credited * percent) / 100), turnover: Math.max(0, Number(rows[0]?.staked ?? 0)) };
}
