import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pgErrorCode, PG_CODES } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { SERVER_MESSAGES as M } from '../http/messages.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A request still marked pending after this long is presumed lost (crash) and may be retried. */
export const PENDING_TAKEOVER_MS = 60_000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

const requestHash = (method: string, url: string, body: unknown): string =>
  createHash('sha256').update(`${method} ${url}\n${JSON.stringify(body ?? null)}`).digest('hex');

/**
 * Idempotency-Key on money-moving routes (route config `idempotent: true`). The first request
 * with a key is recorded as pending, its response (status < 500) stored; a retry with the same
 * key and the same method, path, query and body gets that response again (header
 * `Idempotent-Replay: true`) without running the handler; the same key with a different request
 * is refused with 409. Keys are scoped per member. A 5xx is not stored, so a retry runs again —
 * the ledger's own keys (derived from this one) still stop a second movement.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw new HttpError(400, M.wrongValue('Idempotency-Key'), 'idempotencyKey');
    const { db, clock } = app.deps;
    const memberId = request.member?.id ?? 0;
    const hash = requestHash(request.method, request.url, request.body);
    const now = clock.now();
    try {
      await db.query(
        "INSERT INTO idempotency_keys (member_id, key, route, request_hash, state, created_at) VALUES ($1, $2, $3, $4, 'pending', $5)",
        [memberId, header, request.routeOptions.url ?? request.url, hash, new Date(now)],
      );
      request.idempotency = { memberId, key: header };
      return;
    } catch (error) {
      if (pgErrorCode(error) !== PG_CODES.uniqueViolation) throw error;
    }
    const { rows } = await db.query<{ request_hash: string; state: string; status_code: number | null; response: string | null; created_at: Date }>(
      'SELECT request_hash, state, status_code, response, created_at FROM idempotency_keys WHERE member_id = $1 AND key = $2',
      [memberId, header],
    );
    const stored = rows[0];
    if (!stored) throw new HttpError(409, M.idempotencyInProgress, 'idempotencyInProgress');
    if (stored.request_hash !== hash) throw new HttpError(409, M.idempotencyMismatch, 'idempotencyMismatch');
    if (stored.state === 'done') {
      return reply
        .code(stored.status_code ?? 200)
        .header('idempotent-replay', 'true')
        .type('application/json; charset=utf-8')
        .send(stored.response ?? '');
    }
    const taken = await db.query(
      "UPDATE idempotency_keys SET created_at = $3 WHERE member_id = $1 AND key = $2 AND state = 'pending' AND created_at < $4",
      [memberId, header, new Date(now), new Date(now - PENDING_TAKEOVER_MS)],
    );
    if (taken.rowCount === 0) throw new HttpError(409, M.idempotencyInProgress, 'idempotencyInProgress');
    request.idempotency = { memberId, key: header };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.idempotency;
    if (!state) return payload;
    const { db } = app.deps;
    if (reply.statusCode >= 500) {
      await db.query("DELETE FROM idempotency_keys WHERE member_id = $1 AND key = $2 AND state = 'pending'", [state.memberId, state.key]);
    } else {
      await db.query("UPDATE idempotency_keys SET state = 'done', status_code = $3, response = $4 WHERE member_id = $1 AND key = $2", [
        state.memberId,
        state.key,
        reply.statusCode,
        typeof payload === 'string' ? payload : payload == null ? '' : String(payload),
      ]);
    }
    return payload;
  });
}

/** The ledger key of a money-moving request: derived from its Idempotency-Key when it has one. */
export function requestKey(request: { idempotency: { memberId: number; key: string } | null }, fallback: () => string): string {
  return request.idempotency ? `http:${request.idempotency.memberId}:${request.idempotency.key}` : fallback();
}
