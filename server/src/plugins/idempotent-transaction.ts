import type { FastifyRequest } from 'fastify';
import type { IdempotencyState } from '../app-types.js';
import { IdempotentReplay, storedAnswerOf, type StoredRow } from './idempotency.js';

/** What the helper needs of a transaction: `$n` queries returning rows. */
interface TxQueries {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
}

/** The database or anything that opens a transaction (commit on resolve, rollback on throw). */
interface TransactionRunner<X extends TxQueries> {
  transaction<T>(work: (tx: X) => Promise<T>): Promise<T>;
}

/** Points where a fault-injection test may freeze a request (config `stallAt`, env STALL_AT). */
export type StallPoint = 'idempotency.before-commit' | 'idempotency.after-commit';

/**
 * Runs a money-moving route's work in ONE transaction with its idempotency record, and returns
 * the answer body the route sends (status 200). Every route with `config.idempotent` uses it.
 *
 * In that transaction, first: `INSERT ... ON CONFLICT DO NOTHING` of (member, key), then a
 * `SELECT ... FOR UPDATE` of the row when it already existed. A second request with the same key
 * while the first is still running blocks right there (on the row's unique index on a real
 * PostgreSQL server, on the single connection's mutex on PGlite) until the first commits or
 * rolls back; it then replays the committed answer (`IdempotentReplay`, sent by the error
 * handler) or runs anew. Last, before COMMIT, the answer is stored in the row. So a crash before
 * COMMIT leaves nothing (the retry runs cleanly), a crash after COMMIT leaves the effect and its
 * answer (the retry replays it): never a second effect, never a wait for a lost request.
 *
 * A refusal (any throw) rolls everything back, the key included: nothing happened, so a retry
 * runs again. On `pg` the whole work may re-run after 40001/40P01; the claim re-runs with it.
 * Without an Idempotency-Key the work simply runs in a transaction.
 */
export async function idempotentTransaction<X extends TxQueries, T>(
  request: FastifyRequest,
  db: TransactionRunner<X>,
  work: (tx: X) => Promise<T>,
): Promise<T> {
  const claim = request.idempotency;
  if (!claim) return db.transaction(work);
  const answer = await db.transaction(async (tx) => {
    await claimKey(tx, claim, request.server.deps.clock.now());
    const result = await work(tx);
    await tx.query("UPDATE idempotency_keys SET state = 'done', status_code = 200, response = $3 WHERE member_id = $1 AND key = $2", [
      claim.memberId,
      claim.key,
      JSON.stringify(result ?? null),
    ]);
    await stallIfAsked(request, 'idempotency.before-commit');
    return result;
  });
  claim.recorded = true;
  await stallIfAsked(request, 'idempotency.after-commit');
  return answer;
}

/** Takes the key inside `tx`, or throws the committed answer (replay) or a 409 mismatch. */
async function claimKey(tx: TxQueries, claim: IdempotencyState, now: number): Promise<void> {
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (member_id, key, route, request_hash, state, created_at) VALUES ($1, $2, $3, $4, 'pending', $5)
     ON CONFLICT (member_id, key) DO NOTHING RETURNING key`,
    [claim.memberId, claim.key, claim.route, claim.hash, new Date(now)],
  );
  if (inserted.rows.length > 0) return;
  const { rows } = await tx.query<StoredRow>(
    'SELECT request_hash, state, status_code, response FROM idempotency_keys WHERE member_id = $1 AND key = $2 FOR UPDATE',
    [claim.memberId, claim.key],
  );
  const answer = storedAnswerOf(rows[0], claim.hash);
  if (answer) throw new IdempotentReplay(answer);
  // A legacy 'pending' row (written outside a transaction by the former scheme) never got an
  // answer: this request takes it over. The ledger keys derived from the key stop a second movement.
  await tx.query('UPDATE idempotency_keys SET route = $3, created_at = $4 WHERE member_id = $1 AND key = $2', [
    claim.memberId,
    claim.key,
    claim.route,
    new Date(now),
  ]);
}

/**
 * Fault injection for the crash tests (server/src/plugins/idempotency-crash.test.ts): when the
 * server was started with STALL_AT naming this point, the request announces it on stdout and
 * never goes on, so the test can kill the process exactly there. Off unless configured.
 */
async function stallIfAsked(request: FastifyRequest, point: StallPoint): Promise<void> {
  if (request.server.deps.config.stallAt !== point) return;
  process.stdout.write(`[stalled] ${point} ${request.idempotency?.key ?? ''}\n`);
  await new Promise<never>(() => undefined);
}
