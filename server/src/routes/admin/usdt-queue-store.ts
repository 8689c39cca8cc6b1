import type { Sql } from '../../db/db.js';
import { offsetOf } from '../../http/schema.js';

/** The SQL of the operator's USDT queue: USD deposits, tether charges and USD withdrawals (charge type 1). */

export interface UsdtRequestRow {
  id: number;
  member_id: number;
  user_id: string;
  nickname: string;
  deposit_mode: number;
  wallet: 'cash' | 'usdt';
  network: string | null;
  token: string | null;
  amount: number;
  krw_amount: number | null;
  address: string | null;
  tx_hash: string | null;
  status: number;
  created_at: Date;
  processed_at: Date | null;
}

/** One page of USDT requests in a status (all when undefined), newest first. */
export async function usdtRequestsPage(sql: Sql, status: 0 | 1 | 2 | undefined, page: number, perpage: number): Promise<UsdtRequestRow[]> {
  const { rows } = await sql.query<UsdtRequestRow>(
    `SELECT c.id, c.member_id, m.user_id, m.nickname, c.deposit_mode, c.wallet, c.network, c.token, c.amount, c.krw_amount,
            c.address, c.tx_hash, c.status, c.created_at, c.processed_at
       FROM charge_requests c JOIN members m ON m.id = c.member_id
      WHERE c.charge_type = 1 AND ($1::smallint IS NULL OR c.status = $1)
      ORDER BY c.id DESC LIMIT $2 OFFSET $3`,
    [status ?? null, perpage, offsetOf(page, perpage)],
  );
  return rows;
}
