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
 * Locks the member row for the rest of the transaction: THE per-member serialisation. Every
 * money-moving request of a member takes it (every stake and deposit through the responsible-play
 * guards), so checks that read history (two-hour rule, pending request, the limits' sums) and the
 * moves that follow are serial per member on a real server too, and only per member: other
 * members' requests never wait on it. `tx` may be any transaction's runner (the sports module's too).
 */
export async function lockMember(
  tx: { query(sql: string, params?: readonly unknown[]): Promise<unknown> },
  memberId: number,
): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}
