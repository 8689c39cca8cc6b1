import { TASK } from '../../../background/task-supervisor.js';
import { createHarness } from '../../../testing/harness.js';
import { upsertMarkets, upsertOdds } from '../store/catalogue-store.js';
import { fixtures, picksOf } from '../testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../testing/sports-test-app.js';

describe('the feed background task: duplicate rows, and failures shown in /api/health', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false });
  });
  afterAll(async () => {
    await t.close();
  });
  const health = async () => (await t.call(null, { url: '/api/health' })).json();

  // Before the fix PostgreSQL refused such a batch: "ON CONFLICT DO UPDATE command cannot affect row a second time".
  it('stores a batch that carries one pick or market twice, keeping the latest state', async () => {
    const snapshot = t.sim.snapshot();
    const odds = snapshot.odds.find((o) => !o.suspended)!;
    const repriced = { ...odds, price: (odds.price + 7) as typeof odds.price, version: odds.version + 1, suspended: true };
    const resumed = { ...repriced, suspended: false };
    const changed = await t.db.transaction((tx) => upsertOdds(tx, [repriced, resumed], t.sim.now()));
    expect(changed).toEqual([{ id: odds.id, held: false }]);
    const row = await t.db.query<{ price: number; version: number; suspended: boolean }>(
      'SELECT price, version, suspended FROM sports_odds WHERE id = $1',
      [odds.id],
    );
    expect(row.rows[0]).toEqual({ price: odds.price + 7, version: odds.version + 1, suspended: false });
    // An older version later in the batch never wins over the newer one.
    await t.db.transaction((tx) =>
      upsertOdds(tx, [{ ...repriced, version: odds.version + 2, price: (odds.price + 9) as typeof odds.price }, repriced], t.sim.now()),
    );
    expect((await t.db.query<{ price: number }>('SELECT price FROM sports_odds WHERE id = $1', [odds.id])).rows[0]?.price).toBe(
      odds.price + 9,
    );

    const market = snapshot.markets.find((m) => m.id === odds.marketId)!;
    await upsertMarkets(t.db, [
      { ...market, suspended: true },
      { ...market, suspended: false },
    ]);
    expect(
      (await t.db.query<{ suspended: boolean }>('SELECT suspended FROM sports_markets WHERE id = $1', [market.id])).rows[0]?.suspended,
    ).toBe(false);
  });

  it('runs the in-play feed through scores, suspensions and results without one failed sync', async () => {
    await t.advance(45 * 60_000);
    const report = await health();
    expect(report.status).toBe('ok');
    expect(report.tasks.feedSync.runs).toBeGreaterThan(200);
    expect(report.tasks.feedSync.failures).toBe(0);
  });

  it('shows a failing feed task in GET /api/health (degraded, count, last error and time) and fails the harness', async () => {
    const [f] = await fixtures(t, 'prematch');
    const pick = picksOf(f!)[0]!;
    // A real failure of the background task: the database refuses the next price the feed stores.
    await t.db.exec('ALTER TABLE sports_odds ADD CONSTRAINT test_refuses_prices CHECK (price < 0) NOT VALID');
    try {
      t.sim.setPrice(pick.odds.id, 333);
      await t.runtime.sync?.idle();
    } finally {
      await t.db.exec('ALTER TABLE sports_odds DROP CONSTRAINT test_refuses_prices');
    }
    const failedAt = new Date(t.harness.clock.now()).toISOString();
    const degraded = await health();
    expect(degraded).toMatchObject({
      ok: true,
      status: 'degraded',
      tasks: {
        feedSync: {
          failures: 1,
          consecutiveFailures: 1,
          lastFailureAt: failedAt,
          lastError: expect.stringMatching(/^oddsChanged: .*test_refuses_prices/),
        },
      },
    });
    expect(() => t.app.deps.tasks.assertNoFailures()).toThrow(/feedSync x1: oddsChanged/);

    // The next event goes through: the latest run is fine, the failure stays counted and recent.
    t.sim.setPrice(pick.odds.id, 334);
    await t.runtime.sync?.idle();
    const after = await health();
    expect(after.status).toBe('degraded');
    expect(after.tasks.feedSync).toMatchObject({ failures: 1, consecutiveFailures: 0 });
    expect((await t.db.query<{ price: number }>('SELECT price FROM sports_odds WHERE id = $1', [pick.odds.id])).rows[0]?.price).toBe(334);
    // Checked: this failure was provoked on purpose, so it must not fail the whole file on close.
    t.app.deps.tasks.forget(TASK.feedSync);
    expect((await health()).status).toBe('ok');
  });

  it('fails the test on close when a background task failed', async () => {
    const h = await createHarness();
    await h.app.deps.tasks.run(TASK.chainSweep, () => h.db.query('SELECT * FROM no_such_table'));
    await expect(h.close()).rejects.toThrow(/background task\(s\) failed during the test:\s+chainSweep x1: .*no_such_table/);
  });
});
