import type { Sql } from '../db/db.js';
import { insufficientFunds } from '../http/refusals.js';
import { transfer, type TransferDone, type TransferInput } from '../ledger/transfer.js';

/** Runs a ledger transfer inside the caller's transaction; short funds become 409 `insufficientFunds` (rolls back). */
export async function mustTransfer(tx: Sql, input: TransferInput): Promise<TransferDone> {
  const result = await transfer(tx, input);
  if (!result.ok) throw insufficientFunds(result.error.message);
  return result;
}

/**
 * Locks the member row for the rest of the transaction. Every money-moving request of a member
 * starts with this, so checks that read history (two-hour rule, pending request) and the moves
 * that follow are serial per member on a real server too.
 */
export async function lockMember(tx: Sql, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}
