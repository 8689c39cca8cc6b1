import type { Sql } from '../../db/db.js';
import { offsetOf } from '../../http/schema.js';
import type { ChargeRow } from './settle-charge.js';

/** The SQL of deposit and withdrawal requests (won and USD): requests, hiding, cancelling, addresses. */

/** The request this member already made with this Idempotency-Key, if any (a retry finds it). */
export async function requestIdByKey(sql: Sql, memberId: number, key: string): Promise<number | null> {
  const { rows } = await sql.query<{ id: number }>('SELECT id FROM charge_requests WHERE member_id = $1 AND request_key = $2', [
    memberId,
    key,
  ]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** Whether the member has a won deposit request still waiting (spec: one at a time). */
export async function hasWaitingWonDeposit(sql: Sql, memberId: number): Promise<boolean> {
  const { rows } = await sql.query(
    'SELECT 1 FROM charge_requests WHERE member_id = $1 AND status = 0 AND deposit_mode = 0 AND charge_type = 0',
    [memberId],
  );
  return rows.length > 0;
}

export async function insertWonDeposit(
  sql: Sql,
  args: { memberId: number; amount: number; depositName: string; accountType: number; pointType: number; key: string | null; at: Date },
): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, deposit_name, account_type, point_type, request_key, created_at, updated_at)
     VALUES ($1, 0, 0, 'cash', $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [args.memberId, args.amount, args.depositName, args.accountType, args.pointType, args.key, args.at],
  );
  return Number(rows[0]!.id);
}

export async function insertWonWithdrawal(
  sql: Sql,
  args: { memberId: number; amount: number; depositName: string; key: string | null; at: Date },
): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, deposit_name, request_key, created_at, updated_at)
     VALUES ($1, 1, 0, 'cash', $2, $3, $4, $5, $5) RETURNING id`,
    [args.memberId, args.amount, args.depositName, args.key, args.at],
  );
  return Number(rows[0]!.id);
}

/** Whether the member registered a bank account (a won withdrawal goes there). */
export async function hasBankAccount(sql: Sql, memberId: number): Promise<boolean> {
  const { rows } = await sql.query<{ bank_code: number | null; bank_account_number: string | null }>(
    'SELECT bank_code, bank_account_number FROM members WHERE id = $1',
    [memberId],
  );
  return Boolean(rows[0]?.bank_code && rows[0]?.bank_account_number);
}

export async function insertUsdRequest(
  sql: Sql,
  args: {
    memberId: number;
    mode: 0 | 1;
    wallet: 'cash' | 'usdt';
    amount: number;
    network: string;
    token: string;
    address: string | null;
    key: string | null;
    at: Date;
  },
): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, network, token, address, request_key, created_at, updated_at)
     VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [args.memberId, args.mode, args.wallet, args.amount, args.network, args.token, args.address, args.key, args.at],
  );
  return Number(rows[0]!.id);
}

export async function setDepositAddress(sql: Sql, id: number, address: string): Promise<void> {
  await sql.query('UPDATE charge_requests SET address = $2 WHERE id = $1', [id, address]);
}

export async function addressOf(sql: Sql, id: number): Promise<string | null> {
  const { rows } = await sql.query<{ address: string | null }>('SELECT address FROM charge_requests WHERE id = $1', [id]);
  return rows[0]?.address ?? null;
}

/** What hiding a record needs to know about it. */
export async function chargeForHide(sql: Sql, id: number): Promise<{ memberId: number; status: number; coin: boolean } | null> {
  const { rows } = await sql.query<{ member_id: number; status: number; charge_type: number }>(
    'SELECT member_id, status, charge_type FROM charge_requests WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { memberId: Number(row.member_id), status: Number(row.status), coin: Number(row.charge_type) === 1 } : null;
}

export async function hideChargeRecord(sql: Sql, id: number, memberId: number): Promise<void> {
  await sql.query('UPDATE charge_requests SET user_display_flag = 0 WHERE id = $1 AND member_id = $2', [id, memberId]);
}

/** The member's saved USD withdrawal address, or null. */
export async function withdrawalAddressOf(sql: Sql, memberId: number): Promise<string | null> {
  const { rows } = await sql.query<{ blockchain_url: string | null }>('SELECT blockchain_url FROM members WHERE id = $1', [memberId]);
  return rows[0]?.blockchain_url ?? null;
}

/** Saves the address unless one is saved already (the first request registers it). */
export async function registerWithdrawalAddress(sql: Sql, memberId: number, address: string): Promise<void> {
  await sql.query('UPDATE members SET blockchain_url = $2 WHERE id = $1 AND blockchain_url IS NULL', [memberId, address]);
}

/** Locks the member's latest waiting USD deposit request; null when there is none. */
export async function lockLatestWaitingUsdDeposit(sql: Sql, memberId: number): Promise<number | null> {
  const { rows } = await sql.query<{ id: number }>(
    'SELECT id FROM charge_requests WHERE member_id = $1 AND deposit_mode = 0 AND charge_type = 1 AND status = 0 ORDER BY id DESC LIMIT 1 FOR UPDATE',
    [memberId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function markCancelled(sql: Sql, id: number, at: Date): Promise<void> {
  await sql.query('UPDATE charge_requests SET status = 2, processed_at = $2, updated_at = $2 WHERE id = $1', [id, at]);
}

/** Every request (admin list), newest first. */
export async function allCharges(
  sql: Sql,
  filter: { status: 0 | 1 | 2 | undefined; depositMode: 0 | 1 | undefined; chargeType?: 0 | 1 | undefined },
  page: number,
  perpage: number,
): Promise<(ChargeRow & { user_display_flag: number; deposit_name: string | null; user_id: string })[]> {
  const { rows } = await sql.query<ChargeRow & { user_display_flag: number; deposit_name: string | null; user_id: string }>(
    `SELECT c.*, m.user_id FROM charge_requests c JOIN members m ON m.id = c.member_id
      WHERE ($1::smallint IS NULL OR c.status = $1) AND ($2::smallint IS NULL OR c.deposit_mode = $2)
        AND ($5::smallint IS NULL OR c.charge_type = $5)
      ORDER BY c.id DESC LIMIT $3 OFFSET $4`,
    [filter.status ?? null, filter.depositMode ?? null, perpage, offsetOf(page, perpage), filter.chargeType ?? null],
  );
  return rows;
}
