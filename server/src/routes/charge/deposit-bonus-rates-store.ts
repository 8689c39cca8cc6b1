import { depositBonusRatesOf, type DepositBonusRates, type RatedBonusPointType } from '@bet/core/charge';
import type { Sql } from '../../db/db.js';

/** The SQL of the deposit bonus rates (`deposit_bonus_rates`, migration 016). */

export interface DepositBonusRateRow {
  /** The table's CHECK keeps it to the rated choices. */
  readonly pointType: RatedBonusPointType;
  readonly percent: number;
}

type Row = { point_type: number; percent: number };
const rowOf = (r: Row): DepositBonusRateRow => ({ pointType: Number(r.point_type) as RatedBonusPointType, percent: Number(r.percent) });

export async function allDepositBonusRates(sql: Sql): Promise<DepositBonusRateRow[]> {
  const { rows } = await sql.query<Row>('SELECT point_type, percent FROM deposit_bonus_rates ORDER BY point_type');
  return rows.map(rowOf);
}

/** The rates in force, as core's bonus rules read them. */
export async function depositBonusRates(sql: Sql): Promise<DepositBonusRates> {
  return depositBonusRatesOf(await allDepositBonusRates(sql));
}

/** One choice's rate, locked for a change (null: no such rated choice). */
export async function lockDepositBonusRate(tx: Sql, pointType: number): Promise<DepositBonusRateRow | null> {
  const { rows } = await tx.query<Row>('SELECT point_type, percent FROM deposit_bonus_rates WHERE point_type = $1 FOR UPDATE', [pointType]);
  return rows[0] ? rowOf(rows[0]) : null;
}

export async function updateDepositBonusRate(tx: Sql, change: DepositBonusRateRow): Promise<void> {
  await tx.query('UPDATE deposit_bonus_rates SET percent = $2 WHERE point_type = $1', [change.pointType, change.percent]);
}
