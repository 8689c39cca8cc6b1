import type { FastifyRequest } from 'fastify';
import type { IdempotencyState } from '../app-types.js';
import { IdempotentReplay, readStoredKey, storedAnswerOf } from './idempotency.js';

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
 * The record is written last, with the answer, by one `INSERT ... ON CONFLICT` just before COMMIT
 * (one round trip for both: issue 12). So a crash before COMMIT leaves nothing (the retry runs
 * cleanly), a crash after COMMIT leaves the effect and its answer (the retry replays it): never a
 * second effect, never a wait for a lost request. A retry after the first committed is answered
 * from the row before any transaction (plugins/idempotency.ts, read with the session).
 *
 * Two requests with the same key at once both run their work; the second's INSERT waits on the
 * key's unique index (on PGlite the requests take turns on its one connection) until the first
 * commits, finds the committed row, and throws its committed answer (`IdempotentReplay`, sent by
 * the error handler): its whole transaction rolls back, so its work never shows. (Its money
 * movements meet the first's ledger keys on the way, which replay them rather than move twice.)
 *
 * A refusal (any throw) rolls everything back, the key included: nothing happened, so a retry
 * runs again. On `pg` the whole work may re-run after 40001/40P01; the record re-runs with it.
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
    const result = await work(tx);
    await recordAnswer(tx, claim, JSON.stringify(result ?? null), request.server.deps.clock.now());
    await stallIfAsked(request, 'idempotency.before-commit');
    return result;
  });
  claim.recorded = true;
  await stallIfAsked(request, 'idempotency.after-commit');
  return answer;
}

/**
 * Stores the key with its answer inside `tx`, or throws the answer another request committed under
 * the key (replay) or a 409 for a different request. A legacy 'pending' row (written outside a
 * transaction by the former scheme, never answered) for the same request is taken over.
 */
async function recordAnswer(tx: TxQueries, claim: IdempotencyState, response: string, now: number): Promise<void> {
  const stored = await tx.query(
    `INSERT INTO idempotency_keys AS k (member_id, key, route, request_hash, state, status_code, response, created_at)
     VALUES ($1, $2, $3, $4, 'done', 200, $5, $6)
     ON CONFLICT (member_id, key) DO UPDATE SET state = 'done', status_code = 200, response = EXCLUDED.response,
       route = EXCLUDED.route, created_at = EXCLUDED.created_at
     WHERE k.state <> 'done' AND k.request_hash = EXCLUDED.request_hash
     RETURNING key`,
    [claim.memberId, claim.key, claim.route, claim.hash, response, new Date(now)],
  );
  if (stored.rows.length > 0) return;
  const answer = storedAnswerOf(await readStoredKey(tx, claim.memberId, claim.key), claim.hash);
  // storedAnswerOf threw the 409 for another request; a row that is neither is not possible here.
  if (!answer) throw new Error(`idempotency key ${claim.key} neither stored nor answered`);
  // The key is stored, with the answer of the twin that committed first: this request sends that
  // answer (the plugin's check of unstored keys must not call it a programming error).
  claim.recorded = true;
  throw new IdempotentReplay(answer);
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
