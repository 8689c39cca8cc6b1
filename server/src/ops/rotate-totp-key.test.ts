import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { isSealed, openTotpSecret, sealTotpSecret, TotpKeyError } from '../auth/totp-seal.js';
import { newTotpSecret } from '../auth/totp.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { openPgliteDb } from '../db/pglite-db.js';
import { rotateTotpSecrets } from '../routes/auth/totp-secrets.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';

/** Issue 27: rotating TOTP_ENCRYPTION_KEY re-seals every operator's secret, all or nothing. */
const OLD_KEY = 'b2xkLWtleS1vZi10aGUtcm90YXRpb24tdGVzdC0zMmI=';
const NEW_KEY = 'f'.repeat(64);
const STRANGER_KEY = '1'.repeat(64);

const addOperator = async (db: Db, userId: string, stored: (id: number) => string): Promise<number> => {
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO members (user_id, nickname, password_hash, role, type, is_admin, status) VALUES ($1, $1, 'x', 10, 1, true, 'active') RETURNING id",
    [userId],
  );
  const id = Number(rows[0]!.id);
  await db.query('INSERT INTO operator_totp (member_id, secret, enrolled_at) VALUES ($1, $2, now())', [id, stored(id)]);
  return id;
};
const storedOf = async (db: Db, id: number): Promise<string> =>
  (await db.query<{ secret: string }>('SELECT secret FROM operator_totp WHERE member_id = $1', [id])).rows[0]!.secret;

describe('rotateTotpSecrets', () => {
  let t: TestDatabase;
  const secrets = [newTotpSecret(), newTotpSecret(), newTotpSecret()];
  let ids: number[];
  beforeAll(async () => {
    t = await createTestDatabase();
    ids = [
      await addOperator(t.db, 'rot1', (id) => sealTotpSecret(OLD_KEY, id, secrets[0]!)),
      await addOperator(t.db, 'rot2', (id) => sealTotpSecret(OLD_KEY, id, secrets[1]!)),
      await addOperator(t.db, 'rot3', () => secrets[2]!), // plaintext, from before sealing existed
    ];
  });
  afterAll(() => t.close());

  it('refuses as a whole when one secret opens with neither key, changing nothing', async () => {
    const stranger = await addOperator(t.db, 'rot4', (id) => sealTotpSecret(STRANGER_KEY, id, newTotpSecret()));
    const before = await Promise.all(ids.map((id) => storedOf(t.db, id)));
    await expect(rotateTotpSecrets(t.db, OLD_KEY, NEW_KEY)).rejects.toThrow(TotpKeyError);
    expect(await Promise.all(ids.map((id) => storedOf(t.db, id)))).toEqual(before);
    await t.db.query('DELETE FROM operator_totp WHERE member_id = $1', [stranger]);
  });

  it('re-seals every secret with the new key (the old one no longer opens them), and a second run changes nothing', async () => {
    expect(await rotateTotpSecrets(t.db, OLD_KEY, NEW_KEY)).toEqual({ resealed: 3, alreadyNew: 0 });
    for (const [i, id] of ids.entries()) {
      const stored = await storedOf(t.db, id);
      expect(isSealed(stored)).toBe(true);
      expect(openTotpSecret(NEW_KEY, id, stored)).toBe(secrets[i]);
      expect(() => openTotpSecret(OLD_KEY, id, stored)).toThrow(TotpKeyError);
    }
    const after = await Promise.all(ids.map((id) => storedOf(t.db, id)));
    expect(await rotateTotpSecrets(t.db, OLD_KEY, NEW_KEY)).toEqual({ resealed: 0, alreadyNew: 3 });
    expect(await Promise.all(ids.map((id) => storedOf(t.db, id)))).toEqual(after);
  });
});

describe('npm run rotate-totp-key', () => {
  const exec = promisify(execFile);
  const cli = ['--import', 'tsx', resolve('server/src/ops/rotate-totp-key-cli.ts')];
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bet-rotate-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("re-seals the embedded database's secrets from the keys in the environment; a wrong old key is refused", async () => {
    const db = await openPgliteDb(dir);
    await migrate(db);
    const secret = newTotpSecret();
    const id = await addOperator(db, 'clirot', (member) => sealTotpSecret(OLD_KEY, member, secret));
    await db.close();
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dir };

    await expect(
      exec(process.execPath, cli, { env: { ...env, OLD_TOTP_ENCRYPTION_KEY: STRANGER_KEY, NEW_TOTP_ENCRYPTION_KEY: NEW_KEY } }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('Nothing done') });
    const done = await exec(process.execPath, cli, { env: { ...env, OLD_TOTP_ENCRYPTION_KEY: OLD_KEY, NEW_TOTP_ENCRYPTION_KEY: NEW_KEY } });
    expect(done.stdout).toContain('re-sealed with the new key: 1');

    const reopened = await openPgliteDb(dir);
    try {
      expect(openTotpSecret(NEW_KEY, id, await storedOf(reopened, id))).toBe(secret);
    } finally {
      await reopened.close();
    }
  });
});
