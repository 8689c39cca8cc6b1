import { createHarness, json } from '../testing/harness.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { countRoundTrips } from './round-trips.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('countRoundTrips', () => {
  it('counts each statement, and BEGIN and COMMIT or ROLLBACK of each transaction', async () => {
    const db = countRoundTrips(database.db);
    await db.query('SELECT 1');
    await db.exec('SELECT 1; SELECT 2');
    expect(db.roundTrips()).toEqual({ statements: 2, transactions: 0 });

    await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await tx.query('SELECT $1::int', [2]);
    });
    expect(db.roundTrips()).toEqual({ statements: 6, transactions: 1 });

    await expect(
      db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(db.roundTrips()).toEqual({ statements: 9, transactions: 2 });
  });

  it('shows the totals in GET /api/health', async () => {
    const h = await createHarness({ db: countRoundTrips(database.db) });
    try {
      const first = json<{ roundTrips: { statements: number } }>(await h.inject({ method: 'GET', url: '/api/health' }));
      const second = json<{ roundTrips: { statements: number } }>(await h.inject({ method: 'GET', url: '/api/health' }));
      // The health check itself pings the database once (plus whatever the session hook asks).
      expect(second.roundTrips.statements).toBeGreaterThan(first.roundTrips.statements);
    } finally {
      await h.close();
    }
  });
});
