import type { Sql } from '../../db/db.js';

/** A charge request row as the settlement reads it. */
export interface ChargeRow {
  id: number;
  member_id: number;
  deposit_mode: number;
  charge_type: number;
  wallet: 'cash' | 'usdt';
  amount: number;
  krw_amount: number | null;
  point_type: number | null;
  network: string | null;
  token: string | null;
  address: string | null;
  status: number;
  created_at: Date;
}

/** The member a request belongs to, without a lock (to lock the member first), or null. */
export async function chargeOwner(tx: Sql, id: number): Promise<number | null> {
  const { rows } = await tx.query<{ member_id: number }>('SELECT member_id FROM charge_requests WHERE id = $1', [id]);
  return rows[0] ? Number(rows[0].member_id) : null;
}

/** The request row, locked for this transaction. */
export async function lockChargeRow(tx: Sql, id: number): Promise<ChargeRow | null> {
  const { rows } = await tx.query<ChargeRow>('SELECT * FROM charge_requests WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export interface ChargeOutcome {
  readonly krwAmount?: number;
  readonly amount?: number;
  readonly bonus?: number;
  readonly txHash?: string;
}

/** Marks a request done (1) or cancelled (2), with who processed it and what was credited. */
export async function finishChargeRow(
  tx: Sql,
  id: number,
  status: 1 | 2,
  now: number,
  by: number | null,
  extra: ChargeOutcome = {},
): Promise<void> {
  await tx.query(
    `UPDATE charge_requests SET status = $2, processed_at = $3, updated_at = $3, processed_by = $4,
       krw_amount = coalesce($5, krw_amount), amount = coalesce($6, amount), bonus_points = coalesce($7, bonus_points), tx_hash = coalesce($8, tx_hash)
     WHERE id = $1`,
    [id, status, new Date(now), by, extra.krwAmount ?? null, extra.amount ?? null, extra.bonus ?? null, extra.txHash ?? null],
  );
}

/** The point history line of a deposit bonus (the ledger holds the points themselves). */
export async function insertBonusPointRecord(tx: Sql, memberId: number, bonus: number, memo: string, now: number): Promise<void> {
  await tx.query(
    'INSERT INTO point_records (member_id, point, point_memo, point_to_cash_flg, created_at, updated_at) VALUES ($1, $2, $3, 0, $4, $4)',
    [memberId, bonus, memo, new Date(now)],
  );
}

/** Waiting USDT deposits (oldest first, at most 200), or only the one named. */
export async function waitingChainDeposits(sql: Sql, onlyId?: number): Promise<ChargeRow[]> {
  const { rows } = await sql.query<ChargeRow>(
    `SELECT * FROM charge_requests WHERE deposit_mode = 0 AND charge_type = 1 AND status = 0 ${onlyId ? 'AND id = $1' : ''} ORDER BY id LIMIT 200`,
    onlyId ? [onlyId] : [],
  );
  return rows;
}
