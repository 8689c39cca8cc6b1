import { jest } from '@jest/globals';
import { checkLedger, memberBalances } from '../ledger/index.js';
import type { TestResponse } from '../testing/http-client.js';
import {
  createServerStore,
  loginTo,
  startServerProcess,
  type ProcessCaller,
  type ServerProcess,
  type ServerStore,
} from '../testing/server-process.js';
import { OperatorAuthenticator } from '../testing/operator-authenticator.js';

/** The demo operator's authenticator: it enrols at the first login, then sends codes. */
const operator = new OperatorAuthenticator();

/**
 * Idempotency across a real crash: the server runs as a child process (`tsx server/src/main.ts`)
 * on its own database (a PGlite data folder, or a fresh schema on the real server with
 * DATABASE_URL), an admin approves a member's USD deposit with an Idempotency-Key, and the
 * process is killed with SIGKILL (a) inside the transaction, before COMMIT, and (b) after
 * COMMIT, before the answer is sent (STALL_AT freezes the request there). After a restart the
 * retry with the same key runs cleanly (a) or replays the original answer (b): never a second
 * credit, never a 409 "in progress" for a request that died.
 * (A USD deposit, not a won one: won deposits are refused in the nightly bank maintenance hour.)
 */
jest.setTimeout(240_000);

const APPROVED = { message: '승인되었습니다.' };
const DEPOSIT_MICRO = 50_000_000;
/** No chain confirmation during the test: only the admin's approval credits the deposit. */
const BASE_ENV = { CHAIN_CONFIRM_MS: '3600000' };

let store: ServerStore;
let running: ServerProcess | null = null;

beforeAll(async () => {
  store = await createServerStore();
});
afterAll(async () => {
  await running?.kill();
  await store.dispose();
});

async function start(stallAt: string = ''): Promise<ServerProcess> {
  running = await startServerProcess({ ...store.env, ...BASE_ENV, STALL_AT: stallAt });
  return running;
}

async function stop(server: ServerProcess): Promise<void> {
  await server.kill();
  running = null;
}

const json = (r: TestResponse): unknown => JSON.parse(r.body);

/** member01 asks for a 50 USDT deposit (no key: only the approval is under test); its id. */
async function requestUsdDeposit(server: ServerProcess): Promise<{ chargeId: number; memberId: number }> {
  const member = await loginTo(server, 'member01', 'test1234');
  const me = await member.send({ method: 'GET', url: '/api/auth/me' });
  const memberId = (json(me) as { id: number }).id;
  const r = await member.send({
    method: 'POST',
    url: `/api/dewit/deposit?network=trx&token=USDT&amount=${DEPOSIT_MICRO}`,
    payload: { depositAmount: DEPOSIT_MICRO },
  });
  expect(r.statusCode).toBe(200);
  return { chargeId: (json(r) as { id: number }).id, memberId };
}

const approve = (admin: ProcessCaller, chargeId: number, key: string): Promise<TestResponse> =>
  admin.send({ method: 'POST', url: `/api/admin/charges/${chargeId}/approve`, headers: { 'idempotency-key': key } });

/** Sends the approval, waits until the server froze at `point`, then kills it: no answer arrives. */
async function approveAndKillAt(server: ServerProcess, admin: ProcessCaller, chargeId: number, key: string, point: string): Promise<void> {
  const lost = approve(admin.on(server), chargeId, key).then(
    () => 'answered',
    () => 'no answer',
  );
  await server.waitForLine(`[stalled] ${point} ${key}`);
  await stop(server);
  expect(await lost).toBe('no answer');
}

it('a crash before COMMIT leaves nothing; after COMMIT the answer is replayed; one credit each', async () => {
  // (a) killed inside the transaction, before COMMIT.
  // The operator logs in once: the session is in the database and outlives each process.
  let server = await start('idempotency.before-commit');
  const admin = await loginTo(server, 'admin', 'admin1234!', operator);
  const first = await requestUsdDeposit(server);
  await approveAndKillAt(server, admin, first.chargeId, 'approve-key-before-commit', 'idempotency.before-commit');

  server = await start();
  let onServer = admin.on(server);
  const rerun = await approve(onServer, first.chargeId, 'approve-key-before-commit');
  expect(rerun.statusCode).toBe(200);
  expect(rerun.headers.get('idempotent-replay')).toBeNull(); // nothing had committed: a clean run
  expect(json(rerun)).toEqual(APPROVED);
  const again = await approve(onServer, first.chargeId, 'approve-key-before-commit');
  expect(again.headers.get('idempotent-replay')).toBe('true');
  expect(again.body).toBe(rerun.body);
  await stop(server);

  // (b) killed after COMMIT, before the answer was sent.
  server = await start('idempotency.after-commit');
  const second = await requestUsdDeposit(server);
  await approveAndKillAt(server, admin, second.chargeId, 'approve-key-after-commit', 'idempotency.after-commit');

  server = await start();
  onServer = admin.on(server);
  const replayed = await approve(onServer, second.chargeId, 'approve-key-after-commit');
  expect(replayed.statusCode).toBe(200);
  expect(replayed.headers.get('idempotent-replay')).toBe('true'); // the committed answer, at once
  expect(json(replayed)).toEqual(APPROVED);
  await stop(server);

  const db = await store.open();
  try {
    const transfers = await db.query<{ idempotency_key: string }>(
      "SELECT idempotency_key FROM ledger_transfers WHERE idempotency_key LIKE 'charge:%:approve' ORDER BY idempotency_key",
    );
    expect(transfers.rows.map((r) => r.idempotency_key).sort()).toEqual(
      [`charge:${first.chargeId}:approve`, `charge:${second.chargeId}:approve`].sort(),
    );
    const charges = await db.query<{ status: number }>('SELECT status FROM charge_requests WHERE id = ANY($1::bigint[])', [
      [first.chargeId, second.chargeId],
    ]);
    expect(charges.rows.map((r) => Number(r.status))).toEqual([1, 1]);
    expect((await memberBalances(db, first.memberId)).usdt).toBe(2 * DEPOSIT_MICRO + (await seededUsdt(db, first.memberId)));
    const keys = await db.query<{ key: string; state: string }>(
      "SELECT key, state FROM idempotency_keys WHERE key LIKE 'approve-key-%' ORDER BY key",
    );
    expect(keys.rows).toEqual([
      { key: 'approve-key-after-commit', state: 'done' },
      { key: 'approve-key-before-commit', state: 'done' },
    ]);
    expect(await checkLedger(db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
  } finally {
    await db.close();
  }
});

/** USDT the seed gave the member (anything credited other than by the two approvals). */
async function seededUsdt(db: Awaited<ReturnType<ServerStore['open']>>, memberId: number): Promise<number> {
  const { rows } = await db.query<{ total: number | null }>(
    `SELECT sum(e.amount)::bigint AS total FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
      JOIN ledger_accounts a ON a.id = e.account_id
     WHERE a.member_id = $1 AND a.kind = 'usdt' AND t.idempotency_key NOT LIKE 'charge:%:approve'`,
    [memberId],
  );
  return Number(rows[0]?.total ?? 0);
}
