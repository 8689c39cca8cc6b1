import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Catches a classic mistake early: calling `db.query` from inside `db.transaction(...)` instead of
 * `tx.query`. On PGlite (one connection) that would wait forever for the transaction it is part
 * of; on a server it would silently read outside the transaction.
 */
interface OpenTransaction {
  readonly owner: object;
  open: boolean;
}

const current = new AsyncLocalStorage<OpenTransaction>();

export function runInTransactionScope<T>(owner: object, work: () => Promise<T>): Promise<T> {
  const scope: OpenTransaction = { owner, open: true };
  return current.run(scope, async () => {
    try {
      return await work();
    } finally {
      scope.open = false;
    }
  });
}

export function assertNotInOwnTransaction(owner: object): void {
  const scope = current.getStore();
  if (scope?.open && scope.owner === owner) {
    throw new Error('db.query was called inside db.transaction(): use the tx given to the work function');
  }
}
