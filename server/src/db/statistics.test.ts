import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { refreshStatistics } from './statistics.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('refreshStatistics', () => {
  it('tells the planner how many rows a table really has (PGlite never does it by itself)', async () => {
    await t.db.query(
      `INSERT INTO bet_slips (member_id, user_id, nickname, game_type, game_detail_type, amount, total_ratio, expect_amount, e_money,
         status, settlement_flag, stake_key, created_at)
       SELECT 1, 'member01', '하나회원', 1, 91, 1000, 185, 1850, 0, 1, 2, 'stats:' || g, now() FROM generate_series(1, 5000) AS g`,
    );
    // By oid: on a shared PostgreSQL server other test files' schemas hold tables of the same name.
    const rowsBelieved = async (): Promise<number> =>
      Number((await t.db.query<{ n: number }>("SELECT reltuples AS n FROM pg_class WHERE oid = 'bet_slips'::regclass")).rows[0]!.n);
    // Before: never analysed (-1 on PostgreSQL 14+ and PGlite: "unknown").
    expect(await rowsBelieved()).toBeLessThan(5000);
    await refreshStatistics(t.db);
    expect(await rowsBelieved()).toBe(5000);
  });
});
