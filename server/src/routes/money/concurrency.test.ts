import { checkLedger } from '../../ledger/balances.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';
import { onRealServer } from '../../testing/test-db.js';
import type { TestRequest } from '../../testing/http-client.js';

/**
 * Races on one member: 100 requests at once (truly concurrent on a real PostgreSQL server,
 * serialised by PGlite's single connection otherwise) whose total the balance covers only 10
 * times. Exactly 10 succeed, the balance ends at zero, and the ledger sums to zero per currency.
 */
let h: Harness;

beforeAll(async () => {
  h = await createHarness();
  await h.db.query("INSERT INTO settings (key, value) VALUES ('withdrawalCooldownMinutes', '0')");
});
afterAll(() => h.close());

const RACERS = 100;
const COVERED = 10;

async function race(caller: Caller, request: (i: number) => TestRequest): Promise<number[]> {
  const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => caller.inject(request(i))));
  return results.map((r) => r.statusCode);
}

async function expectSoundLedger(): Promise<void> {
  const check = await checkLedger(h.db);
  expect(check).toEqual({ unbalanced: [], drifted: [], negative: [] });
  const { rows } = await h.db.query<{ currency: string; sum: number }>(
    'SELECT currency, sum(amount)::bigint AS sum FROM ledger_entries GROUP BY currency',
  );
  for (const r of rows) expect(Number(r.sum)).toBe(0);
}

const member = async (name: string) => h.as(await h.createMember(name));
const balances = async (c: Caller) =>
  json<{ emoney: number; usdt: number; point: number }>(await c.inject({ method: 'GET', url: `/api/member/${c.memberId}` }));

describe(`concurrent money requests (${onRealServer() ? 'real PostgreSQL, truly concurrent' : 'PGlite, serialised'})`, () => {
  it('USD withdrawals: exactly the covered number succeed, USD balance ends at zero', async () => {
    const m = await member('raceusd01');
    await h.fund(m.memberId, 'usdt', COVERED * 1_000_000);
    const statuses = await race(m, () => ({
      method: 'POST',
      url: '/api/dewit/withdrawalRequest',
      payload: { amount: 1_000_000, withdrawalAddress: `T${'A'.repeat(33)}`, token: 'USDT', network: 'trx' },
    }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(COVERED);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - COVERED);
    expect((await balances(m)).usdt).toBe(0);
    const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM charge_requests WHERE member_id = $1', [m.memberId]);
    expect(rows[0]!.n).toBe(COVERED);
    await expectSoundLedger();
  });

  it('first USD withdrawals to different addresses at once: one address is registered and every request sent goes to it', async () => {
    const m = await member('raceaddr1');
    await h.fund(m.memberId, 'usdt', RACERS * 1_000_000);
    const address = (i: number) => `T${'A'.repeat(31)}${'abcdefghij'[Math.floor(i / 10)]}${'abcdefghij'[i % 10]}`;
    const statuses = await race(m, (i) => ({
      method: 'POST',
      url: '/api/dewit/withdrawalRequest',
      payload: { amount: 1_000_000, withdrawalAddress: address(i), token: 'USDT', network: 'trx' },
    }));
    expect(statuses.filter((s) => s === 400)).toHaveLength(RACERS - 1);
    const registered = await h.db.query<{ url: string }>('SELECT blockchain_url AS url FROM members WHERE id = $1', [m.memberId]);
    const { rows } = await h.db.query<{ address: string }>(
      'SELECT DISTINCT address FROM charge_requests WHERE member_id = $1 AND deposit_mode = 1',
      [m.memberId],
    );
    expect(rows.map((r) => r.address)).toEqual([registered.rows[0]!.url]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  });

  it('won withdrawals: exactly the covered number succeed, cash ends at zero', async () => {
    const m = await member('racewon01');
    await h.fund(m.memberId, 'cash', COVERED * 10_000);
    const statuses = await race(m, () => ({
      method: 'POST',
      url: '/api/charge',
      payload: { memberId: m.memberId, depositMode: 1, depositAmount: 10_000, depositName: '홍길동', userDisplayFlag: 1 },
    }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(COVERED);
    expect(statuses.every((s) => s === 200 || s === 400 || s === 409)).toBe(true);
    expect((await balances(m)).emoney).toBe(0);
    await expectSoundLedger();
  });

  it('won withdrawals with the two-hour rule on: exactly one of 100 succeeds', async () => {
    await h.db.query("DELETE FROM settings WHERE key = 'withdrawalCooldownMinutes'");
    try {
      const m = await member('racewon02');
      await h.fund(m.memberId, 'cash', COVERED * 10_000);
      const statuses = await race(m, () => ({
        method: 'POST',
        url: '/api/charge',
        payload: { memberId: m.memberId, depositMode: 1, depositAmount: 10_000, depositName: '홍길동', userDisplayFlag: 1 },
      }));
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect((await balances(m)).emoney).toBe((COVERED - 1) * 10_000);
    } finally {
      await h.db.query("INSERT INTO settings (key, value) VALUES ('withdrawalCooldownMinutes', '0')");
    }
  });

  it('deposit requests: one waiting request per member, however many arrive at once', async () => {
    const m = await member('racedep01');
    const statuses = await race(m, () => ({
      method: 'POST',
      url: '/api/charge',
      payload: {
        memberId: m.memberId,
        depositMode: 0,
        depositAmount: 10_000,
        depositName: '홍길동',
        userDisplayFlag: 1,
        type: 0,
        pointType: 3,
      },
    }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
  });

  it('cash to USD conversions: exactly the covered number succeed, cash ends at zero', async () => {
    const m = await member('raceconv1');
    await h.fund(m.memberId, 'cash', COVERED * 1_500);
    const statuses = await race(m, () => ({ method: 'POST', url: '/api/dewit/increase', payload: { amount: 1_500 } }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(COVERED);
    expect(await balances(m)).toMatchObject({ emoney: 0, usdt: COVERED * 1_000_000 });
    await expectSoundLedger();
  });

  it('points to cash: exactly the covered number succeed, points end at zero', async () => {
    const m = await member('racepoint');
    await h.fund(m.memberId, 'point', COVERED * 100);
    const statuses = await race(m, () => ({
      method: 'POST',
      url: '/api/emoney/pointToEmoney',
      payload: { memberId: m.memberId, point: 100 },
    }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(COVERED);
    expect(await balances(m)).toMatchObject({ point: 0, emoney: COVERED * 100 });
    await expectSoundLedger();
  });
});

describe('Idempotency-Key', () => {
  it('replays the first response for a retry: one movement however many times it is sent, even at once', async () => {
    const m = await member('idemuser1');
    await h.fund(m.memberId, 'cash', 100_000);
    const request: TestRequest = {
      method: 'POST',
      url: '/api/dewit/increase',
      payload: { amount: 15_000 },
      headers: { 'idempotency-key': 'conv-key-0001' },
    };
    const first = await m.inject(request);
    expect(first.statusCode).toBe(200);
    const retries = await Promise.all(Array.from({ length: 20 }, () => m.inject(request)));
    for (const r of retries) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(first.body);
      expect(r.headers.get('idempotent-replay')).toBe('true');
    }
    expect(await balances(m)).toMatchObject({ emoney: 85_000, usdt: 10_000_000 });
  });

  it('refuses the same key with a different body (409) and changes nothing', async () => {
    const m = await member('idemuser2');
    await h.fund(m.memberId, 'cash', 100_000);
    await m.inject({
      method: 'POST',
      url: '/api/dewit/increase',
      payload: { amount: 15_000 },
      headers: { 'idempotency-key': 'conv-key-0002' },
    });
    const other = await m.inject({
      method: 'POST',
      url: '/api/dewit/increase',
      payload: { amount: 30_000 },
      headers: { 'idempotency-key': 'conv-key-0002' },
    });
    expect(other.statusCode).toBe(409);
    expect(json(other).message).toBe('같은 요청 키로 다른 내용의 요청을 보낼 수 없습니다.');
    expect((await balances(m)).emoney).toBe(85_000);
  });

  it('replays a refusal too, and never creates a second withdrawal request for a retried key', async () => {
    const m = await member('idemuser3');
    await h.fund(m.memberId, 'cash', 50_000);
    const request: TestRequest = {
      method: 'POST',
      url: '/api/charge',
      payload: { memberId: m.memberId, depositMode: 1, depositAmount: 20_000, depositName: '홍길동', userDisplayFlag: 1 },
      headers: { 'idempotency-key': 'withdraw-key-1' },
    };
    const a = await m.inject(request);
    const b = await m.inject(request);
    expect(b.body).toBe(a.body);
    expect((await balances(m)).emoney).toBe(30_000);
    const bad = await m.inject({
      method: 'POST',
      url: '/api/dewit/increase',
      payload: { amount: 15_000 },
      headers: { 'idempotency-key': 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets a retry take over at once a legacy pending row (no answer committed), without a second movement', async () => {
    const m = await member('idemuser4');
    await h.fund(m.memberId, 'cash', 100_000);
    const request: TestRequest = {
      method: 'POST',
      url: '/api/dewit/increase',
      payload: { amount: 15_000 },
      headers: { 'idempotency-key': 'crash-key-01' },
    };
    await m.inject(request);
    // A row the former two-statement scheme left pending (movement committed, answer lost).
    await h.db.query("UPDATE idempotency_keys SET state = 'pending', status_code = NULL, response = NULL WHERE key = 'crash-key-01'");
    const retried = await m.inject(request);
    expect(retried.statusCode).toBe(200);
    expect(json(retried)).toEqual({ message: '전환에 성공했습니다.', usdt: 10_000_000 });
    expect(await balances(m)).toMatchObject({ emoney: 85_000, usdt: 10_000_000 });
  });
});
