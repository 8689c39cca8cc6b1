import type { Queryable as Sql } from '../db/db.js';
import type { MemberAccountKind } from './accounts.js';

export type MemberBalances = Readonly<Record<MemberAccountKind, number>>;

const ZERO: MemberBalances = { cash: 0, casino: 0, withdrawal_hold: 0, usdt: 0, usdt_hold: 0, point: 0 };

/** Every balance of one member, read from the ledger (accounts not yet opened read as 0). */
export async function memberBalances(sql: Sql, memberId: number): Promise<MemberBalances> {
  const { rows } = await sql.query<{ kind: MemberAccountKind; balance: number }>(
    'SELECT kind, balance FROM ledger_accounts WHERE member_id = $1',
    [memberId],
  );
  const out: Record<string, number> = { ...ZERO };
  for (const r of rows) out[r.kind] = Number(r.balance);
  return out as MemberBalances;
}

export interface LedgerCheck {
  /** Currencies whose entries do not sum to zero (must be empty). */
  readonly unbalanced: { currency: string; sum: number }[];
  /** Member accounts whose running balance differs from the sum of their entries (must be empty). */
  readonly drifted: { ref: string; balance: number; entries: number }[];
  /** Member accounts below zero (must be empty). */
  readonly negative: { ref: string; balance: number }[];
}

/** The ledger's invariants, checked from the entries themselves (tests, admin health call). */
export async function checkLedger(sql: Sql): Promise<LedgerCheck> {
  const unbalanced = await sql.query<{ currency: string; sum: number }>(
    'SELECT currency, sum(amount)::bigint AS sum FROM ledger_entries GROUP BY currency HAVING sum(amount) <> 0',
  );
  const drifted = await sql.query<{ ref: string; balance: number; entries: number }>(
    `SELECT a.ref, a.balance, coalesce(sum(e.amount), 0)::bigint AS entries
       FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE NOT a.is_house GROUP BY a.id, a.ref, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  );
  const negative = await sql.query<{ ref: string; balance: number }>(
    'SELECT ref, balance FROM ledger_accounts WHERE NOT is_house AND balance < 0',
  );
  return { unbalanced: unbalanced.rows, drifted: drifted.rows, negative: negative.rows };
}

export const ledgerIsSound = (c: LedgerCheck): boolean => c.unbalanced.length === 0 && c.drifted.length === 0 && c.negative.length === 0;
