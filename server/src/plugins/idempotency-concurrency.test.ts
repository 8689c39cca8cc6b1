import { jest } from '@jest/globals';
import { checkLedger, ledgerIsSound } from '../ledger/index.js';
import { fixtures, picksOf, prematchBody } from '../routes/sports/testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../routes/sports/testing/sports-test-app.js';
import { onRealServer } from '../testing/test-db.js';

/**
 * Two (and more) requests with the same Idempotency-Key at once: one effect, one answer. On the
 * real server (DATABASE_URL) the first bet is held inside its transaction by a lock the test
 * holds on the member's cash account, until every other request is provably waiting behind it;
 * on PGlite the requests take turns on its one connection.
 */
let t: SportsTestApp;
beforeAll(async () => {
  t = await buildSportsTestApp({ rounds: false });
});
afterAll(() => t.close());

const CONCURRENT = 5;

/** Backends of this database waiting for a lock (real server only). */
async function waitingForLocks(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  );
  return Number(rows[0]?.n ?? 0);
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((r) => setTimeout(r, 20));
}

it('places one bet for concurrent requests with one key, and every request gets its answer', async () => {
  const member = await t.addMember({ cash: 50_000 });
  const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
  const body = prematchBody(member.id, [picksOf(fixture!, 1)[0]!], 5_000);
  const bet = () =>
    t.call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: body,
      headers: { 'idempotency-key': 'same-bet-key-0001' },
    });

  // Issue 29, defect 11: each replayed twin logged "answered without idempotentTransaction: its key
  // was not stored" at error level, though its key was stored (by the first) and nothing went wrong.
  // Without a logger Fastify's request loggers are the app's own object, so the spy sees them.
  const errorLog = jest.spyOn(t.app.log, 'error');
  let answers;
  if (onRealServer()) {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const holder = t.db.transaction(async (tx) => {
      await tx.query("SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = 'cash' FOR UPDATE", [member.id]);
      await released;
    });
    const sent = Promise.all(Array.from({ length: CONCURRENT }, bet));
    // One request waits inside its transaction for the cash row, the others for the member's row
    // that its responsible-play guard holds (the key is stored last, with the answer).
    await until(async () => (await waitingForLocks()) >= CONCURRENT);
    release();
    await holder;
    answers = await sent;
  } else {
    answers = await Promise.all(Array.from({ length: CONCURRENT }, bet));
  }

  expect(answers.map((a) => a.statusCode)).toEqual(Array(CONCURRENT).fill(200));
  expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  expect(answers.filter((a) => a.headers.get('idempotent-replay') === 'true')).toHaveLength(CONCURRENT - 1);
  expect(answers[0]!.json()).toMatchObject({ emoney: 45_000 });
  expect(errorLog.mock.calls).toEqual([]);
  errorLog.mockRestore();
  const slips = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bet_slips WHERE member_id = $1', [member.id]);
  expect(slips.rows[0]?.n).toBe(1);
  expect(await t.cash(member.id)).toBe(45_000);
  expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);
});

it('refuses the same key with another body (409) and keeps the first bet only', async () => {
  const member = await t.addMember({ cash: 50_000 });
  const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
  const pick = picksOf(fixture!, 1)[0]!;
  const headers = { 'idempotency-key': 'same-bet-key-0002' };
  const first = await t.call(member, {
    method: 'POST',
    url: '/api/sports-prematch/betting',
    payload: prematchBody(member.id, [pick], 5_000),
    headers,
  });
  expect(first.statusCode).toBe(200);
  const other = await t.call(member, {
    method: 'POST',
    url: '/api/sports-prematch/betting',
    payload: prematchBody(member.id, [pick], 6_000),
    headers,
  });
  expect(other.statusCode).toBe(409);
  expect(other.json().message).toBe('같은 요청 키로 다른 내용의 요청을 보낼 수 없습니다.');
  expect(await t.cash(member.id)).toBe(45_000);
});
