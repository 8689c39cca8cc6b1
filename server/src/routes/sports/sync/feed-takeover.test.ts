import { persistSnapshot } from '../store/catalogue-store.js';
import { buildSportsTestApp, type SportsTestApp } from '../testing/sports-test-app.js';

/**
 * A feed that takes over resumes from the stored catalogue, so its snapshot is nearly all stored
 * already: writing it again must leave the stored rows alone (no new row version, no row lock
 * against the bets holding them FOR SHARE) and write only what differs.
 */
describe('storing a feed snapshot', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Row versions (xmin changes whenever a row is written, even with the same values). */
  const versions = async (table: string): Promise<Map<number, string>> => {
    const { rows } = await t.db.query<{ id: number; v: string }>(`SELECT id, xmin::text AS v FROM ${table}`);
    return new Map(rows.map((r) => [Number(r.id), r.v]));
  };
  const changed = (before: Map<number, string>, after: Map<number, string>): number[] =>
    [...after].filter(([id, v]) => before.get(id) !== v).map(([id]) => id);

  it('writes nothing for a snapshot the database already holds, and only the rows that differ otherwise', async () => {
    const snapshot = t.sim.snapshot();
    expect(snapshot.odds.length).toBeGreaterThan(10);
    const before = {
      odds: await versions('sports_odds'),
      markets: await versions('sports_markets'),
      fixtures: await versions('sports_fixtures'),
    };

    await t.db.transaction((tx) => persistSnapshot(tx, snapshot, t.sim.now()));
    expect(changed(before.odds, await versions('sports_odds'))).toEqual([]);
    expect(changed(before.markets, await versions('sports_markets'))).toEqual([]);
    expect(changed(before.fixtures, await versions('sports_fixtures'))).toEqual([]);

    const moved = snapshot.odds[3]!;
    const repriced = {
      ...snapshot,
      odds: snapshot.odds.map((o) => (o.id === moved.id ? { ...o, price: o.price + 7, version: o.version + 1 } : o)),
    };
    await t.db.transaction((tx) => persistSnapshot(tx, repriced as typeof snapshot, t.sim.now()));
    expect(changed(before.odds, await versions('sports_odds'))).toEqual([moved.id]);
    const { rows } = await t.db.query<{ price: number; version: number }>('SELECT price, version FROM sports_odds WHERE id = $1', [
      moved.id,
    ]);
    expect(rows[0]).toEqual({ price: moved.price + 7, version: moved.version + 1 });
    expect(changed(before.fixtures, await versions('sports_fixtures'))).toEqual([]);
  });
});
