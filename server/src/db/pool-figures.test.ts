import type { Db } from './db.js';
import { openPostgresDb } from './postgres-db.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';

/** A transaction that holds its connection until `release()`; `held` resolves once it runs. */
function holdConnection(db: Db): { held: Promise<void>; release: () => void; done: Promise<void> } {
  let release!: () => void;
  let markHeld!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const done = db.transaction(async (tx) => {
    await tx.query('SELECT 1');
    markHeld();
    await gate;
  });
  return { held, release, done };
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('pool figures (GET /metrics: db_pool_connections_in_use, db_pool_requests_waiting)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
  });
  afterAll(() => t.close());

  it('count a held connection and the requests queued for one', async () => {
    const db = t.db;
    if (db.kind === 'pglite') {
      // One connection: a held transaction is the one in use, every other statement waits.
      const holder = holdConnection(db);
      await holder.held;
      const queued = [db.query('SELECT 1'), db.query('SELECT 2')];
      expect(db.pool!()).toEqual({ inUse: 1, waiting: 2 });
      holder.release();
      await Promise.all([holder.done, ...queued]);
      expect(db.pool!()).toEqual({ inUse: 0, waiting: 0 });
      return;
    }
    // PostgreSQL: a pool of two, both held, and a third request waiting for one of them.
    const url = process.env.DATABASE_URL!;
    const small = await openPostgresDb({ connectionString: url, maxConnections: 2 });
    try {
      const holders = [holdConnection(small), holdConnection(small)];
      await Promise.all(holders.map((h) => h.held));
      const waiting = small.query('SELECT 1');
      await until(() => small.pool!().waiting === 1);
      expect(small.pool!()).toEqual({ inUse: 2, waiting: 1 });
      for (const h of holders) h.release();
      await Promise.all([...holders.map((h) => h.done), waiting]);
      expect(small.pool!()).toEqual({ inUse: 0, waiting: 0 });
    } finally {
      await small.close();
    }
  });
});
