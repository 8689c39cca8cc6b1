import {
  buildActivityStatement,
  statementBounds,
  STATEMENT_LEDGER_KINDS,
  validateStatementPeriod,
  type ActivityStatement,
  type StatementPeriod,
} from '@bet/core/activity-statement';
import type { Sql } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { ledgerSumsByDay } from './statement-store.js';

/**
 * The member's activity statement of a period (core's rules: KST days, at most 366 of them, none
 * after today), from the ledger: what each transfer kind counts as is core's table.
 */
export async function activityStatement(
  sql: Sql,
  memberId: number,
  period: StatementPeriod,
  now: number,
): Promise<Outcome<ActivityStatement>> {
  const valid = validateStatementPeriod(period, now);
  if (!valid.ok) return refuse(valid.error.kind, valid.error.message);
  const sums = await ledgerSumsByDay(sql, { memberId, kinds: Object.keys(STATEMENT_LEDGER_KINDS), ...statementBounds(period) });
  return done(buildActivityStatement(period, sums));
}
