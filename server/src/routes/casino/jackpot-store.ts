import type { Sql } from '../../db/db.js';
import { houseAccount, refKey } from '../../ledger/accounts.js';

/** The progressive jackpot's pool: a house account of the ledger (jackpot-pool.ts says how it is fed). */
export const JACKPOT_ACCOUNT = houseAccount('jackpot', 'KRW');

/** The pool now: the sum of its entries (house accounts keep no running balance). */
export async function jackpotPoolAmount(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ amount: number }>(
    `SELECT coalesce(sum(e.amount), 0)::bigint AS amount
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.ref = $1`,
    [refKey(JACKPOT_ACCOUNT)],
  );
  return Number(rows[0]?.amount ?? 0);
}
