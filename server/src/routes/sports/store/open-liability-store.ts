import type { Queryable } from '../../../db/db.js';
import { OPEN_SLIP } from './betting-desk-store.js';

/**
 * What the house pays if every open slip wins: the sum of their expected payouts (KRW), for GET
 * /metrics's open_liability_krw. Reads only the waiting slips, through their partial index
 * (bet_slips_waiting), so a scrape costs the same however many settled slips there are.
 */
export async function openLiability(sql: Queryable): Promise<number> {
  const { rows } = await sql.query<{ n: number | string }>(
    `SELECT coalesce(sum(s.expect_amount), 0) AS n FROM bet_slips s WHERE ${OPEN_SLIP}`,
  );
  return Number(rows[0]?.n ?? 0);
}
