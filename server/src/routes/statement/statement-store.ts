import type { StatementLedgerSum } from '@bet/core/activity-statement';
import { SETTLEMENT_CODES as SETTLEMENT_FLAG, SLIP_STATUS_CODES as SLIP_STATUS } from '@bet/core/history';
import type { Sql } from '../../db/db.js';

/**
 * The member's won ledger entries of the given transfer kinds in [startMs, endMs), summed per
 * transfer kind and KST day (signed: money into the member's accounts is positive). A stake whose
 * slip is still waiting (bet_slips.stake_key is its transfer's key) is summed apart as `open`:
 * it is neither won nor lost yet, so the statement keeps it out of the profit and loss.
 */
export async function ledgerSumsByDay(
  sql: Sql,
  args: { memberId: number; kinds: readonly string[]; startMs: number; endMs: number },
): Promise<StatementLedgerSum[]> {
  const { rows } = await sql.query<{ day: string; kind: string; open: boolean; amount: number }>(
    `SELECT to_char((t.created_at AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD') AS day, t.kind,
            (t.kind = 'bet.stake' AND EXISTS (SELECT 1 FROM bet_slips s WHERE s.stake_key = t.idempotency_key
                                               AND s.status = ${SLIP_STATUS.open} AND s.settlement_flag = ${SETTLEMENT_FLAG.waiting})) AS open,
            sum(e.amount)::bigint AS amount
       FROM ledger_transfers t
       JOIN ledger_entries e ON e.transfer_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND a.currency = 'KRW' AND t.kind = ANY($2::text[]) AND t.created_at >= $3 AND t.created_at < $4
      GROUP BY 1, 2, 3`,
    [args.memberId, [...args.kinds], new Date(args.startMs), new Date(args.endMs)],
  );
  return rows.map((r) => ({ day: String(r.day), kind: String(r.kind), amount: Number(r.amount), open: Boolean(r.open) }));
}
