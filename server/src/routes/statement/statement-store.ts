import type { StatementLedgerSum } from '@bet/core/activity-statement/domain/activity-statement.js';
import type { Sql } from '../../db/db.js';

/**
 * The member's won ledger entries of the given transfer kinds in [startMs, endMs), summed per
 * transfer kind and KST day (signed: money into the member's accounts is positive).
 */
export async function ledgerSumsByDay(
  sql: Sql,
  args: { memberId: number; kinds: readonly string[]; startMs: number; endMs: number },
): Promise<StatementLedgerSum[]> {
  const { rows } = await sql.query<{ day: string; kind: string; amount: number }>(
    `SELECT to_char((t.created_at AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD') AS day, t.kind, sum(e.amount)::bigint AS amount
       FROM ledger_transfers t
       JOIN ledger_entries e ON e.transfer_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND a.currency = 'KRW' AND t.kind = ANY($2::text[]) AND t.created_at >= $3 AND t.created_at < $4
      GROUP BY 1, 2`,
    [args.memberId, [...args.kinds], new Date(args.startMs), new Date(args.endMs)],
  );
  return rows.map((r) => ({ day: String(r.day), kind: String(r.kind), amount: Number(r.amount) }));
}
