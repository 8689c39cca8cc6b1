import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { memoPasswordHasher } from './memo-password-hasher.js';
import type { AppConfig, ServerModule } from '../app-types.js';
import { openSession } from '../auth/sessions.js';
import type { Db } from '../db/db.js';
import { houseAccount, memberAccount, type MemberAccountKind } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfer.js';
import { ManualClock } from '../ports/clock.js';
import { send, type TestRequest, type TestResponse } from './http-client.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

/** 2026-03-02 12:00 KST: a Monday noon, outside the bank maintenance window. */
export const TEST_NOW = Date.UTC(2026, 2, 2, 3, 0, 0);

export interface Caller {
  readonly memberId: number;
  readonly userId: string;
  /** Sends a request with this member's cookies and CSRF header. */
  inject(request: TestRequest): Promise<TestResponse>;
  readonly cookies: { sid: string; csrf: string };
}

export interface Harness {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly clock: ManualClock;
  readonly database: TestDatabase;
  /** http://127.0.0.1:<port> of the listening app. */
  readonly baseUrl: string;
  /** Sends a request without cookies (a visitor). */
  inject(request: TestRequest): Promise<TestResponse>;
  /** Creates an active member directly in the database (no password hashing). */
  createMember(
    userId: string,
    extra?: Partial<{ role: number; type: number; isAdmin: boolean; status: string; nickname: string; userType: string }>,
  ): Promise<number>;
  /** A logged-in caller for a member, via a session written directly (fast; no scrypt). */
  as(memberId: number): Promise<Caller>;
  /** Credits a member account from the house (test funding). */
  fund(memberId: number, kind: MemberAccountKind, amount: number): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

export interface HarnessOptions {
  readonly config?: Partial<AppConfig>;
  readonly modules?: readonly ServerModule[];
  readonly build?: Partial<BuildAppOptions>;
  /** A database the test owns (shared by two apps, or reopened after a restart): not closed here. */
  readonly db?: Db;
  /** Start of the manual clock (default TEST_NOW). */
  readonly now?: number;
}

/**
 * A fresh database, migrations applied, and the app on top of it, listening on 127.0.0.1.
 * `close()` throws when a background task failed while it ran (deps.tasks), so such a failure
 * always fails the test.
 */
export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const database: TestDatabase = options.db ? { db: options.db, close: async () => undefined } : await createTestDatabase();
  const db = database.db;
  const clock = new ManualClock(options.now ?? TEST_NOW);
  const app = await buildApp({
    db,
    clock,
    config: { chainConfirmMs: 0, filesDir: './server/files', ...options.config },
    ...(options.modules ? { modules: options.modules } : {}),
    // scrypt's answer once per (secret, hash) pair; a test may still pass its own hasher.
    hasher: memoPasswordHasher(),
    ...options.build,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const harness: Harness = {
    app,
    db,
    clock,
    database,
    baseUrl,
    inject: (request) => send(baseUrl, request),
    async createMember(userId, extra = {}) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO members (user_id, nickname, password_hash, role, type, is_admin, status, user_type, phone_number, bank_code, bank_account_number, account_holder)
         VALUES ($1, $2, 'x', $3, $4, $5, $6, $7, $8, 4, $9, '홍길동') RETURNING id`,
        [
          userId,
          extra.nickname ?? `닉${userId}`,
          extra.role ?? 1,
          extra.type ?? 0,
          extra.isAdmin ?? false,
          extra.status ?? 'active',
          extra.userType ?? 'A',
          `0101234${String(++counter).padStart(4, '0')}`,
          `1002${String(counter).padStart(8, '0')}`,
        ],
      );
      return rows[0]!.id;
    },
    async as(memberId) {
      const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM members WHERE id = $1', [memberId]);
      const session = await db.transaction((tx) => openSession(tx, { memberId, ip: '127.0.0.1', userAgent: 'jest', now: clock.now() }));
      const cookies = { sid: session.sid, csrf: session.csrf };
      return {
        memberId,
        userId: rows[0]!.user_id,
        cookies,
        inject: (o) =>
          send(baseUrl, {
            ...o,
            cookies: { ...cookies, ...(o.cookies ?? {}) },
            headers: { 'x-csrf-token': cookies.csrf, ...(o.headers ?? {}) },
          }),
      };
    },
    async fund(memberId, kind, amount) {
      const currency = kind === 'usdt' || kind === 'usdt_hold' ? 'USDT' : kind === 'point' ? 'POINT' : 'KRW';
      await db.transaction((tx) =>
        transfer(tx, {
          key: `test-fund:${memberId}:${kind}:${++counter}`,
          kind: 'test.fund',
          legs: [{ from: houseAccount('adjustment', currency), to: memberAccount(memberId, kind), amount }],
        }),
      );
    },
    async close() {
      await app.close();
      await database.close();
      app.deps.tasks.assertNoFailures();
    },
  };
  return harness;
}

/** Parses a JSON body (or fails the test with the raw text). */
export function json<T = Record<string, unknown>>(res: TestResponse): T {
  try {
    return JSON.parse(res.body) as T;
  } catch {
    throw new Error(`not JSON (${res.statusCode}): ${res.body.slice(0, 200)}`);
  }
}
