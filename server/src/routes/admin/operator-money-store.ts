import type { Sql } from '../../db/db.js';

/** The SQL of the operator's deposit accounts per level (`banking_levels`). */

export interface BankingLevelRow {
  readonly userType: string;
  readonly level: number;
  readonly bankName: string;
  readonly bankAccountNumber: string;
  readonly accountHolder: string;
}

type Row = {
  user_type: string;
  level: number;
  bank_name: string | null;
  bank_account_number: string | null;
  account_holder: string | null;
};
const rowOf = (r: Row): BankingLevelRow => ({
  userType: r.user_type,
  level: Number(r.level),
  bankName: r.bank_name ?? '',
  bankAccountNumber: r.bank_account_number ?? '',
  accountHolder: r.account_holder ?? '',
});

export async function allBankingLevels(sql: Sql): Promise<BankingLevelRow[]> {
  const { rows } = await sql.query<Row>(
    'SELECT user_type, level, bank_name, bank_account_number, account_holder FROM banking_levels ORDER BY user_type, level',
  );
  return rows.map(rowOf);
}

/** The account of a user type and level, locked for the change (null: none yet). */
export async function lockBankingLevel(tx: Sql, userType: string, level: number): Promise<BankingLevelRow | null> {
  const { rows } = await tx.query<Row>(
    'SELECT user_type, level, bank_name, bank_account_number, account_holder FROM banking_levels WHERE user_type = $1 AND level = $2 FOR UPDATE',
    [userType, level],
  );
  return rows[0] ? rowOf(rows[0]) : null;
}
