/**
 * Committed ledger transfers as they happen, for in-process bookkeeping (the metrics module's
 * `ledger_transfers_total`). `transfer()` reports a transfer once its transaction has committed
 * (tx-guard's afterCommit): a rolled-back or retried attempt and a replayed key report nothing.
 */
export type TransferListener = (kind: string) => void;

const listeners = new Set<TransferListener>();

/** Listens to every committed transfer of this process; returns the function that stops it. */
export function onTransferCommitted(listener: TransferListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function reportTransferCommitted(kind: string): void {
  for (const listener of listeners) listener(kind);
}
