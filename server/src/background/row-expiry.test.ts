import { openSession, endSession, hashSid } from '../auth/sessions.js';
import { CAPTCHA_TTL_MS } from '../auth/login-captcha.js';
import { createHarness, type Harness } from '../testing/harness.js';
import { expireRows, IDEMPOTENCY_KEY_RETENTION_MS, rowExpiryModule, SESSION_RETENTION_MS } from './row-expiry.js';
import { TASK } from './task-supervisor.js';

const DAY = 24 * 60 * 60_000;

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const count = async (sql: string): Promise<number> => Number((await h.db.query<{ n: number }>(sql)).rows[0]!.n);

async function session(memberId: number, at: number): Promise<string> {
  const opened = await h.db.transaction((tx) => openSession(tx, { memberId, ip: '127.0.0.1', userAgent: 'jest', now: at }));
  return hashSid(opened.sid);
}

async function key(memberId: number, key: string, at: number): Promise<void> {
  await h.db.query(
    `INSERT INTO idempotency_keys (member_id, key, route, request_hash, state, status_code, response, created_at)
     VALUES ($1, $2, 'POST /x', 'h', 'done', 200, '{}', $3)`,
    [memberId, key, new Date(at)],
  );
}

/** A login captcha row shown at `at` (written directly: issuing one also prunes old rows itself). */
async function captcha(id: string, at: number): Promise<void> {
  await h.db.query('INSERT INTO login_captchas (id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    id,
    'hash',
    new Date(at),
    new Date(at + CAPTCHA_TTL_MS),
  ]);
}

/** Rows of every kind, old and live, written at times relative to the manual clock. */
async function writeRows(): Promise<{ live: string; recentlyEnded: string }> {
  const start = h.clock.now();
  const [a, b, c, d] = [
    await h.createMember('exp01'),
    await h.createMember('exp02'),
    await h.createMember('exp03'),
    await h.createMember('exp04'),
  ];
  // Ended long ago; abandoned (never ended, last seen long ago); ended recently; live.
  const oldEnded = await session(a, start);
  await endSession(h.db, oldEnded, 'logout', start + DAY);
  await session(b, start);
  const recentlyEnded = await session(c, start);
  await endSession(h.db, recentlyEnded, 'logout', start + SESSION_RETENTION_MS);
  await key(a, 'old-key-1', start);
  await key(a, 'recent-key', start + SESSION_RETENTION_MS);
  h.clock.set(start + SESSION_RETENTION_MS + 2 * DAY);
  const now = h.clock.now();
  await captcha('expired', now - CAPTCHA_TTL_MS - 1);
  await captcha('open', now - CAPTCHA_TTL_MS + 60_000);
  const live = await session(d, now);
  return { live, recentlyEnded };
}

describe('row expiry', () => {
  it('deletes old sessions, idempotency keys and spent captchas, and keeps the live ones', async () => {
    const { live, recentlyEnded } = await writeRows();
    expect(await count('SELECT count(*) AS n FROM sessions')).toBe(4);
    const deleted = await expireRows(h.db, h.clock.now());
    expect(deleted).toEqual({ sessions: 2, idempotencyKeys: 1, captchas: 1 });
    const left = (await h.db.query<{ id_hash: string }>('SELECT id_hash FROM sessions ORDER BY id_hash')).rows.map((r) => r.id_hash);
    expect(left).toEqual([live, recentlyEnded].sort());
    expect((await h.db.query<{ key: string }>('SELECT key FROM idempotency_keys')).rows.map((r) => r.key)).toEqual(['recent-key']);
    expect((await h.db.query<{ id: string }>('SELECT id FROM login_captchas')).rows).toEqual([{ id: 'open' }]);
    // A second pass finds nothing more; later, the key that was recent is old too.
    expect(await expireRows(h.db, h.clock.now())).toEqual({ sessions: 0, idempotencyKeys: 0, captchas: 0 });
    h.clock.advance(IDEMPOTENCY_KEY_RETENTION_MS);
    expect((await expireRows(h.db, h.clock.now())).idempotencyKeys).toBe(1);
  });

  it('runs on a schedule through the task supervisor', async () => {
    await writeRows();
    const stop = await rowExpiryModule(20).start!(h.app.deps, h.app);
    try {
      const deadline = Date.now() + 10_000;
      while ((h.app.deps.tasks.report().tasks[TASK.rowExpiry]?.runs ?? 0) < 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await stop();
    }
    // The pass may still be finishing its statements: wait for its recorded success.
    const deadline = Date.now() + 10_000;
    while (h.app.deps.tasks.report().tasks[TASK.rowExpiry]?.lastSuccessAt == null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.app.deps.tasks.report().tasks[TASK.rowExpiry]).toMatchObject({
      failures: 0,
      lastSuccessAt: new Date(h.clock.now()).toISOString(),
    });
    expect(await count('SELECT count(*) AS n FROM sessions')).toBe(2);
    expect(await count('SELECT count(*) AS n FROM idempotency_keys')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM login_captchas')).toBe(1);
  });
});
