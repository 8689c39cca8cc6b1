import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { Mutex } from './mutex.js';
import { parseInt8, parseNumeric } from './type-parsers.js';
import { readMigrations } from './migrate.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('Db', () => {
  it('returns int8 and integral numeric as numbers, dates as text and timestamptz as Date, on both drivers', async () => {
    const { rows } = await t.db.query<{ a: number; b: number; c: string; d: string; e: Date }>(
      "SELECT 9007199254740991::bigint AS a, sum(x)::numeric AS b, 1.5::numeric AS c, '2026-03-02'::date AS d, now() AS e FROM (VALUES (1), (2)) v(x)",
    );
    expect(rows[0]).toMatchObject({ a: Number.MAX_SAFE_INTEGER, b: 3, c: '1.5', d: '2026-03-02' });
    expect(rows[0]!.e).toBeInstanceOf(Date);
  });

  it('commits on resolve and rolls back on throw', async () => {
    await t.db.exec('CREATE TABLE db_test (v int)');
    await t.db.transaction(async (tx) => {
      await tx.query('INSERT INTO db_test VALUES (1)');
    });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO db_test VALUES (2)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await t.db.query('SELECT v FROM db_test')).rows).toEqual([{ v: 1 }]);
  });

  it('re-runs the work after a serialization failure, up to the retry limit', async () => {
    let attempts = 0;
    const value = await t.db.transaction(async () => {
      attempts++;
      if (attempts < 3) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return 'done';
    });
    expect(value).toBe('done');
    expect(attempts).toBe(3);
    attempts = 0;
    await expect(
      t.db.transaction(
        async () => {
          attempts++;
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        },
        { retries: 1 },
      ),
    ).rejects.toThrow('deadlock');
    expect(attempts).toBe(2);
  });

  it('counts affected rows', async () => {
    const r = await t.db.query('UPDATE db_test SET v = v + 1');
    expect(r.rowCount).toBe(1);
  });
});

describe('type parsers', () => {
  it('refuse int8 values that are not safe integers', () => {
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
    expect(parseNumeric('12.50')).toBe('12.50');
    expect(parseNumeric('-7')).toBe(-7);
  });
});

describe('migrations', () => {
  it('are numbered uniquely and read in number order', async () => {
    const files = await readMigrations();
    expect(files.map((f) => f.version)).toEqual([...files.map((f) => f.version)].sort((a, b) => a - b));
    expect(files[0]!.name).toBe('001_members_auth.sql');
    expect(new Set(files.map((f) => f.version)).size).toBe(files.length);
  });
});

describe('Mutex', () => {
  it('runs work one at a time in arrival order, even when one fails', async () => {
    const lock = new Mutex();
    const seen: string[] = [];
    const slow = lock.run(async () => {
      seen.push('a start');
      await new Promise((r) => setTimeout(r, 20));
      seen.push('a end');
    });
    const failing = lock.run(async () => {
      seen.push('b');
      throw new Error('b failed');
    });
    const last = lock.run(async () => seen.push('c'));
    await slow;
    await expect(failing).rejects.toThrow('b failed');
    await last;
    expect(seen).toEqual(['a start', 'a end', 'b', 'c']);
  });
});
