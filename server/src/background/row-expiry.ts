import type { ServerModule } from '../app-types.js';
import type { Sql } from '../db/db.js';
import { TASK } from './task-supervisor.js';

/** How often expired rows are deleted. */
export const ROW_EXPIRY_INTERVAL_MS = 60 * 60_000;

/**
 * How long an ended (or abandoned) session row is kept: far past the longest idle limit (24 h,
 * auth/sessions.ts), so every row it deletes is of a session that is over, and the latest login
 * of a member who played this month stays (the casino callbacks' session limit reads it).
 */
export const SESSION_RETENTION_MS = 30 * 24 * 60 * 60_000;

/**
 * How long an Idempotency-Key's stored answer is kept: a client retries within minutes (core's
 * money retry), a week covers a phone that slept over a weekend. A key sent again after that runs
 * as a new request; its ledger movements still cannot repeat (their keys are kept for ever).
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** Rows deleted per statement, so that no single statement holds its locks for long. */
export const EXPIRY_BATCH = 5_000;

export interface ExpiredRows {
  readonly sessions: number;
  readonly idempotencyKeys: number;
  readonly captchas: number;
}

/** Deletes the rows `where` picks, EXPIRY_BATCH at a time, each batch a statement that commits by itself. */
async function deleteInBatches(sql: Sql, table: string, where: string, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await sql.query(
      `DELETE FROM ${table} WHERE ctid IN (SELECT ctid FROM ${table} WHERE ${where} LIMIT ${EXPIRY_BATCH})`,
      [cutoff],
    );
    total += rowCount;
    if (rowCount < EXPIRY_BATCH) return total;
  }
}

/**
 * Deletes what nobody can use any more: sessions ended (or last seen) more than
 * SESSION_RETENTION_MS ago, Idempotency-Keys older than IDEMPOTENCY_KEY_RETENTION_MS, and login
 * captchas past their expiry. Live sessions, recent keys and open captchas stay.
 */
export async function expireRows(sql: Sql, now: number): Promise<ExpiredRows> {
  const sessionCutoff = new Date(now - SESSION_RETENTION_MS);
  return {
    sessions: await deleteInBatches(sql, 'sessions', 'coalesce(ended_at, last_seen_at) < $1', sessionCutoff),
    idempotencyKeys: await deleteInBatches(sql, 'idempotency_keys', 'created_at < $1', new Date(now - IDEMPOTENCY_KEY_RETENTION_MS)),
    captchas: await deleteInBatches(sql, 'login_captchas', 'expires_at < $1', new Date(now)),
  };
}

/**
 * The expiry as a background task (TASK.rowExpiry) through the task supervisor: counted, its
 * failures logged and shown in GET /api/health, its last success on GET /metrics.
 */
export function rowExpiryModule(intervalMs = ROW_EXPIRY_INTERVAL_MS): ServerModule {
  return {
    name: 'rowExpiry',
    async start(deps) {
      const stop = deps.tasks.every(TASK.rowExpiry, intervalMs, () => expireRows(deps.db, deps.clock.now()));
      return async () => stop();
    },
  };
}
