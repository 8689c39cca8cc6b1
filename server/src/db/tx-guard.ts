import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The open transaction of the current async context. It catches a classic mistake early: calling
 * `db.query` from inside `db.transaction(...)` instead of `tx.query`. On PGlite (one connection)
 * that would wait forever for the transaction it is part of; on a server it would silently read
 * outside the transaction. It also holds the work to do once the transaction has committed
 * (`afterCommit`), which a rolled-back or retried attempt never runs.
 */
interface OpenTransaction {
  readonly owner: object;
  open: boolean;
  readonly committed: (() => void)[];
}

const current = new AsyncLocalStorage<OpenTransaction>();

/**
 * Runs `work` as one transaction attempt of `owner`. Whatever it registers with `afterCommit` is
 * pushed to `committed`: the caller runs that list (`runCommitted`) after its COMMIT succeeded.
 */
export function runInTransactionScope<T>(owner: object, work: () => Promise<T>, committed: (() => void)[] = []): Promise<T> {
  const scope: OpenTransaction = { owner, open: true, committed };
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

/**
 * Runs `effect` once the transaction that is open here has committed (never when it rolls back;
 * a retried attempt registers its own), or at once outside a transaction, where every statement
 * commits by itself. For in-process bookkeeping (metrics), not for work that may fail.
 */
export function afterCommit(effect: () => void): void {
  const scope = current.getStore();
  if (scope?.open) scope.committed.push(effect);
  else effect();
}

/** Runs the effects of a committed transaction; one that throws does not stop the others. */
export function runCommitted(committed: readonly (() => void)[]): void {
  for (const effect of committed) {
    try {
      effect();
    } catch (error) {
      console.error('[database] an after-commit effect failed:', error);
    }
  }
}
