import { jest } from '@jest/globals';
import pg from 'pg';
import { isDatabaseUnavailable, type Db } from '../db/db.js';
import { openPostgresDb } from '../db/postgres-db.js';
import { missingServerPrograms, startPrivatePostgres, type PrivatePostgres } from '../testing/private-services.js';

/**
 * The pool on a private PostgreSQL: a connection that the server ends while a transaction holds it
 * (what a restart does to every session) is logged and costs only that transaction; the pool's
 * statement and idle-in-transaction limits reach the server.
 */
jest.setTimeout(60_000);

const missing = missingServerPrograms();
const maybe = missing === null ? describe : describe.skip;
if (missing !== null) console.warn(`pool-connection-loss.test.ts skipped: ${missing}`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

maybe('the PostgreSQL pool when a connection is lost', () => {
  let server: PrivatePostgres;
  let db: Db;
  const logged: string[] = [];
  beforeAll(async () => {
    server = await startPrivatePostgres();
    db = await openPostgresDb({
      connectionString: server.url,
      statementTimeoutMs: 300,
      idleInTransactionTimeoutMs: 700,
      log: (event, error) => logged.push(`${event}: ${(error as Error).message}`),
    });
  });
  afterAll(async () => {
    await db?.close();
    await server?.dispose();
  });

  async function terminate(pid: number): Promise<void> {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
  }

  // Before the fix the process ended here: "Unhandled 'error' event ... terminating connection
  // due to administrator command", emitted on the checked-out client between two statements.
  it('logs a connection ended under a transaction, rolls the transaction back and goes on', async () => {
    await db.exec('CREATE TABLE loss_test (v int)');
    const failed = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO loss_test VALUES (1)');
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await terminate(rows[0]!.pid);
        await pause(200); // the server's FATAL message arrives while no statement runs
        await tx.query('INSERT INTO loss_test VALUES (2)');
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect(logged.some((line) => line.startsWith('connection lost: terminating connection due to administrator command'))).toBe(true);
    expect((await db.query('SELECT count(*)::int AS n FROM loss_test')).rows).toEqual([{ n: 0 }]);
    await db.transaction((tx) => tx.query('INSERT INTO loss_test VALUES (3)'));
    expect((await db.query('SELECT v FROM loss_test')).rows).toEqual([{ v: 3 }]);
  });

  it('applies the statement and idle-in-transaction time limits on every connection', async () => {
    const slow = await db.query('SELECT pg_sleep(2)').then(
      () => null,
      (error: unknown) => error,
    );
    expect((slow as { code?: string }).code).toBe('57014');
    const idle = await db
      .transaction(async (tx) => {
        await tx.query('SELECT 1');
        await pause(1_500);
        await tx.query('SELECT 2');
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(idle)).toBe(true);
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('tells connection failures from statement errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
