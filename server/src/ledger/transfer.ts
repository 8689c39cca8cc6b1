import type { Queryable as Sql } from '../db/db.js';
import { currencyOf, isMemberRef, refKey, type AccountRef, type Currency, type MemberAccountKind } from './accounts.js';
import { assertLegs, fingerprintOf, ownerOf, type TransferInput } from './transfer-input.js';
import { afterCommit } from '../db/tx-guard.js';
import { reportTransferCommitted } from './transfer-events.js';
import { LedgerKeyConflictError, SHORT_FUNDS_MESSAGES, type InsufficientFunds } from './ledger-errors.js';

export interface TransferDone {
  readonly ok: true;
  readonly transferId: number;
  /** True when the key had been used before for the same movement: nothing was written now. */
  readonly replayed: boolean;
  /** Balances after the transfer of the member accounts it touched, by ref key ('m:12:cash'). */
  readonly balances: Readonly<Record<string, number>>;
}

export type TransferResult = TransferDone | { readonly ok: false; readonly error: InsufficientFunds };

interface AccountRow {
  id: number;
  ref: string;
  balance: number;
  is_house: boolean;
  kind: string;
}

async function replayOf(sql: Sql, input: TransferInput, fingerprint: string): Promise<TransferDone | null> {
  const { rows } = await sql.query<{ id: number; fingerprint: string }>(
    'SELECT id, fingerprint FROM ledger_transfers WHERE idempotency_key = $1',
    [input.key],
  );
  const found = rows[0];
  if (!found) return null;
  if (found.fingerprint !== fingerprint) throw new LedgerKeyConflictError(input.key);
  return { ok: true, transferId: Number(found.id), replayed: true, balances: {} };
}

const ACCOUNT_COLUMNS = 'id, ref, balance, is_house, kind';

/**
 * The accounts of `refs` by ref key, member accounts locked (`FOR UPDATE`, in id order, so no
 * deadlocks); house accounts are read without a lock: they keep no running balance, so every
 * bet does not queue behind one house row. One statement when the accounts exist (the usual
 * case); a first movement creates the missing ones and reads again.
 */
async function openAccounts(sql: Sql, refs: readonly AccountRef[]): Promise<Map<string, AccountRow>> {
  const unique = new Map(refs.map((r) => [refKey(r), r]));
  const memberKeys = [...unique].filter(([, r]) => isMemberRef(r)).map(([k]) => k);
  const houseKeys = [...unique].filter(([, r]) => !isMemberRef(r)).map(([k]) => k);
  const read = async (): Promise<AccountRow[]> =>
    (
      await sql.query<AccountRow>(
        `WITH locked AS (SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE ref = ANY($1::text[]) ORDER BY id FOR UPDATE)
         SELECT ${ACCOUNT_COLUMNS} FROM locked UNION ALL SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE ref = ANY($2::text[])`,
        [memberKeys, houseKeys],
      )
    ).rows.map((r) => ({ ...r, id: Number(r.id), balance: Number(r.balance) }));
  let rows = await read();
  if (rows.length < unique.size) {
    const params: unknown[] = [];
    const values: string[] = [];
    for (const [key, ref] of unique) {
      params.push(key, isMemberRef(ref) ? ref.member : null, isMemberRef(ref) ? ref.kind : ref.house, currencyOf(ref), !isMemberRef(ref));
      const n = params.length;
      values.push(`($${n - 4}, $${n - 3}::bigint, $${n - 2}, $${n - 1}, $${n}::boolean)`);
    }
    await sql.query(
      `INSERT INTO ledger_accounts (ref, member_id, kind, currency, is_house) VALUES ${values.join(', ')} ON CONFLICT (ref) DO NOTHING`,
      params,
    );
    rows = await read();
  }
  return new Map(rows.map((r) => [r.ref, r]));
}

/**
 * The transfer row, its entries and the member balances in one statement (data-modifying CTEs):
 * when the key is taken the transfer insert returns nothing, and the entries and balance updates,
 * joined to it, write nothing either. Returns the new transfer id, or undefined when the key was taken.
 */
async function writeTransfer(
  sql: Sql,
  input: TransferInput,
  fingerprint: string,
  accounts: ReadonlyMap<string, AccountRow>,
  delta: ReadonlyMap<string, number>,
): Promise<number | undefined> {
  const params: unknown[] = [
    input.key,
    input.kind,
    input.memo ?? '',
    fingerprint,
    ownerOf(input),
    input.at === undefined ? null : new Date(input.at),
  ];
  const entries: string[] = [];
  for (const leg of input.legs) {
    for (const [ref, amount] of [
      [leg.from, -leg.amount],
      [leg.to, leg.amount],
    ] as const) {
      params.push(accounts.get(refKey(ref))!.id, currencyOf(ref), amount);
      entries.push(`($${params.length - 2}::bigint, $${params.length - 1}::text, $${params.length}::bigint)`);
    }
  }
  const changes: string[] = [];
  for (const [key, change] of delta) {
    const account = accounts.get(key)!;
    if (account.is_house || change === 0) continue;
    params.push(account.id, change);
    changes.push(`($${params.length - 1}::bigint, $${params.length}::bigint)`);
  }
  const balanceUpdate =
    changes.length === 0
      ? ''
      : `, b AS (UPDATE ledger_accounts a SET balance = a.balance + v.change FROM t, (VALUES ${changes.join(', ')}) AS v(id, change) WHERE a.id = v.id)`;
  const { rows } = await sql.query<{ id: number }>(
    `WITH t AS (
       INSERT INTO ledger_transfers (idempotency_key, kind, memo, fingerprint, member_id, created_at)
       VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()))
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
     ), e AS (
       INSERT INTO ledger_entries (transfer_id, account_id, currency, amount)
       SELECT t.id, v.account_id, v.currency, v.amount FROM t, (VALUES ${entries.join(', ')}) AS v(account_id, currency, amount)
     )${balanceUpdate}
     SELECT id FROM t`,
    params,
  );
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

/**
 * Moves value between accounts as one balanced transfer, inside the caller's transaction, in two
 * statements when the accounts exist: lock and read them, then write the transfer, its entries
 * and the balances together.
 *
 * - Idempotent: a key already used for the same legs returns `{ ok: true, replayed: true }` and
 *   writes nothing; a key used for different legs throws LedgerKeyConflictError.
 * - Safe: member accounts are locked (`FOR UPDATE`) and checked before anything is written; when
 *   one would go below zero the result is `{ ok: false, error: InsufficientFunds }` and nothing
 *   was written, so the caller may carry on or roll back. A CHECK constraint backs this up.
 * - Balanced: each leg stays in one currency, so every transfer sums to zero per currency (a
 *   deferred trigger in the database checks it again at commit).
 */
export async function transfer(sql: Sql, input: TransferInput): Promise<TransferResult> {
  assertLegs(input);
  const fingerprint = fingerprintOf(input);
  const accounts = await openAccounts(
    sql,
    input.legs.flatMap((l) => [l.from, l.to]),
  );
  const delta = new Map<string, number>();
  for (const leg of input.legs) {
    delta.set(refKey(leg.from), (delta.get(refKey(leg.from)) ?? 0) - leg.amount);
    delta.set(refKey(leg.to), (delta.get(refKey(leg.to)) ?? 0) + leg.amount);
  }
  for (const [key, change] of delta) {
    const account = accounts.get(key)!;
    if (!account.is_house && account.balance + change < 0) {
      // A retry of a movement that was made is a replay, whatever the balance is now.
      const earlier = await replayOf(sql, input, fingerprint);
      if (earlier) return earlier;
      const accountKind = account.kind as MemberAccountKind;
      return {
        ok: false,
        error: {
          kind: 'insufficientFunds',
          message: SHORT_FUNDS_MESSAGES[accountKind],
          account: key,
          accountKind,
          balance: account.balance,
          needed: -change,
        },
      };
    }
  }

  const transferId = await writeTransfer(sql, input, fingerprint, accounts, delta);
  // The key was used before (or by a transaction that committed meanwhile): replay or conflict.
  if (transferId === undefined) return (await replayOf(sql, input, fingerprint))!;
  afterCommit(() => reportTransferCommitted(input.kind));

  const balances: Record<string, number> = {};
  for (const [key, change] of delta) {
    const account = accounts.get(key)!;
    if (!account.is_house) balances[key] = account.balance + change;
  }
  return { ok: true, transferId, replayed: false, balances };
}

export interface MoveMoneyInput {
  readonly key: string;
  readonly from: AccountRef;
  readonly to: AccountRef;
  readonly amount: number;
  readonly kind: string;
  readonly memo?: string;
  readonly memberId?: number | null;
}

/** One leg: `amount` from `from` to `to` (same currency). See `transfer` for the guarantees. */
export function moveMoney(sql: Sql, input: MoveMoneyInput): Promise<TransferResult> {
  const { from, to, amount, ...rest } = input;
  return transfer(sql, { ...rest, legs: [{ from, to, amount }] });
}

export type { Currency };
export type { TransferInput, TransferLeg } from './transfer-input.js';
