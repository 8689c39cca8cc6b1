import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IdempotencyState } from '../app-types.js';
import type { StoredKeyRow } from '../auth/sessions.js';
import { HttpError } from '../http/errors.js';
import { SERVER_MESSAGES as M } from '../http/messages.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

const requestHash = (method: string, url: string, body: unknown): string =>
  createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

/** The header's key when it is well formed, else null. */
export const validIdempotencyKey = (header: string | string[] | undefined): string | null =>
  typeof header === 'string' && KEY_PATTERN.test(header) ? header : null;

/** A stored answer of an earlier request with the same key. */
export interface StoredAnswer {
  readonly statusCode: number;
  readonly body: string;
}

/**
 * Thrown inside an idempotent transaction when the key already has a committed answer: the
 * transaction rolls back (it wrote nothing) and the error handler sends the stored answer.
 */
export class IdempotentReplay extends Error {
  override readonly name = 'IdempotentReplay';
  constructor(readonly answer: StoredAnswer) {
    super('idempotent replay');
  }
}

/** Sends a stored answer again, marked `Idempotent-Replay: true`. */
export const sendReplay = (reply: FastifyReply, answer: StoredAnswer): FastifyReply =>
  reply.code(answer.statusCode).header('idempotent-replay', 'true').type('application/json; charset=utf-8').send(answer.body);

/**
 * Idempotency-Key on money-moving routes (route config `idempotent: true`).
 *
 * The key, the request's hash and the answer are written by `idempotentTransaction`
 * (./idempotent-transaction.ts) INSIDE the route's own transaction, together with the effect:
 * a crash before COMMIT leaves neither, a crash after COMMIT leaves both. This hook only
 * validates the header, answers a retry whose first run committed straight from the stored row
 * (no transaction needed), refuses the same key with a different request (409), and hands the
 * claim to the route as `request.idempotency`. Keys are scoped per member.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = validIdempotencyKey(header);
    if (key === null) throw new HttpError(400, M.wrongValue('Idempotency-Key'), 'idempotencyKey');
    const claim: IdempotencyState = {
      memberId: request.member?.id ?? 0,
      key,
      route: request.routeOptions.url ?? request.url,
      hash: requestHash(request.method, request.url, request.body),
      recorded: false,
    };
    // The session hook read the row with the session (one round trip fewer); a call without a
    // logged-in member (or an ended session) reads it here.
    const prefetched = request.storedKey;
    const row =
      prefetched && prefetched.memberId === claim.memberId && prefetched.key === claim.key
        ? prefetched.row
        : await readStoredKey(app.deps.db, claim.memberId, claim.key);
    const answer = storedAnswerOf(row, claim.hash);
    if (answer) return sendReplay(reply, answer);
    request.idempotency = claim;
  });

  // A route marked idempotent that answered 2xx without `idempotentTransaction` stored nothing:
  // a retry would run it again. That is a programming error; say so loudly in the log.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (claim && !claim.recorded && reply.statusCode < 300) {
      request.log.error({ route: claim.route }, 'idempotent route answered without idempotentTransaction: its key was not stored');
    }
    return payload;
  });
}

/** The stored row of a member's key, or undefined (no request under it has committed). */
export async function readStoredKey(
  sql: { query<R>(text: string, params?: readonly unknown[]): Promise<{ rows: R[] }> },
  memberId: number,
  key: string,
): Promise<StoredKeyRow | undefined> {
  const { rows } = await sql.query<StoredKeyRow>(
    'SELECT request_hash, state, status_code, response FROM idempotency_keys WHERE member_id = $1 AND key = $2',
    [memberId, key],
  );
  return rows[0];
}

/**
 * What a stored row means for a request with `hash`: its committed answer (replay), a 409 for a
 * different request under the same key, or null (no row, or a legacy 'pending' row left by the
 * old two-statement scheme: nothing committed an answer, so the request runs anew).
 */
export function storedAnswerOf(row: StoredKeyRow | undefined, hash: string): StoredAnswer | null {
  if (!row) return null;
  if (row.request_hash !== hash) throw new HttpError(409, M.idempotencyMismatch, 'idempotencyMismatch');
  if (row.state !== 'done') return null;
  return { statusCode: row.status_code ?? 200, body: row.response ?? '' };
}
