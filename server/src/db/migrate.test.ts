import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, MigrationChecksumError, migrationChecksum } from './migrate.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { createServerStore, runServerToExit, type ServerStore } from '../testing/server-process.js';

/** A migrations folder of its own: two small files the test may edit. */
async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bet-migrations-'));
  await writeFile(join(dir, '001_first.sql'), 'CREATE TABLE mig_first (id integer PRIMARY KEY);\n');
  await writeFile(join(dir, '002_second.sql'), 'CREATE TABLE mig_second (id integer PRIMARY KEY);\n');
  return dir;
}

describe('migration checksums', () => {
  let t: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    t = await createTestDatabase({ migrate: false });
    dir = await folder();
  });
  afterEach(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const recorded = async () =>
    (await t.db.query<{ version: number; checksum: string | null }>('SELECT version, checksum FROM schema_migrations ORDER BY version'))
      .rows;

  it('records each applied file’s checksum, and refuses to go on once an applied file was edited, naming it', async () => {
    expect(await migrate(t.db, dir)).toEqual(['001_first.sql', '002_second.sql']);
    expect(await recorded()).toEqual([
      { version: 1, checksum: migrationChecksum('CREATE TABLE mig_first (id integer PRIMARY KEY);\n') },
      { version: 2, checksum: migrationChecksum('CREATE TABLE mig_second (id integer PRIMARY KEY);\n') },
    ]);
    // Same text with Windows line ends: not an edit.
    await writeFile(join(dir, '002_second.sql'), 'CREATE TABLE mig_second (id integer PRIMARY KEY);\r\n');
    expect(await migrate(t.db, dir)).toEqual([]);

    await writeFile(join(dir, '001_first.sql'), 'CREATE TABLE mig_first (id bigint PRIMARY KEY);\n');
    await writeFile(join(dir, '003_third.sql'), 'CREATE TABLE mig_third (id integer PRIMARY KEY);\n');
    const refused = migrate(t.db, dir);
    await expect(refused).rejects.toBeInstanceOf(MigrationChecksumError);
    await expect(refused).rejects.toThrow(/edited after being applied to this database: 001_first\.sql\. .*new migration/);
    // Nothing was applied: the new file waits until the edited one is restored.
    expect((await t.db.query("SELECT to_regclass('mig_third') AS t")).rows[0]).toEqual({ t: null });
  });

  it('gives a database from before checksums the column and the current files’ checksums on its first start', async () => {
    // The ledger as the earlier migrate() made it: no checksum column.
    await t.db
      .exec(`CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE mig_first (id integer PRIMARY KEY);
      INSERT INTO schema_migrations (version, name) VALUES (1, '001_first.sql');`);
    expect(await migrate(t.db, dir)).toEqual(['002_second.sql']);
    expect((await recorded()).map((r) => r.checksum)).toEqual([
      migrationChecksum('CREATE TABLE mig_first (id integer PRIMARY KEY);\n'),
      migrationChecksum('CREATE TABLE mig_second (id integer PRIMARY KEY);\n'),
    ]);
    await writeFile(join(dir, '001_first.sql'), '-- edited\nCREATE TABLE mig_first (id integer PRIMARY KEY);\n');
    await expect(migrate(t.db, dir)).rejects.toThrow(/001_first\.sql/);
  });
});

describe('the server with an edited migration', () => {
  let store: ServerStore;
  beforeAll(async () => {
    store = await createServerStore();
  });
  afterAll(() => store.dispose());

  it('stops at start with a message naming the file', async () => {
    const db = await store.open();
    try {
      await migrate(db);
      // As if 003_settings.sql had been edited after it ran: the recorded checksum no longer matches the file.
      await db.query("UPDATE schema_migrations SET checksum = 'not-the-file' WHERE name = '003_settings.sql'");
    } finally {
      await db.close();
    }
    const { code, stderr } = await runServerToExit(store.env);
    expect(code).toBe(65);
    expect(stderr).toContain('edited after being applied to this database: 003_settings.sql');
    expect(stderr).toContain('restore the file');
  }, 60_000);
});
