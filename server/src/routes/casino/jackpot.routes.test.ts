import { formatKstDateTime } from '@bet/core/shared';
import { checkLedger } from '../../ledger/balances.js';
import { json } from '../../testing/harness.js';
import { JACKPOT_READ_MAX_AGE_MS, JACKPOT_SEED_WON, jackpotPoolAmount, seedJackpotPool } from './jackpot-pool.js';
import { createCasinoHarness, type CasinoHarness } from './testing/casino-harness.js';

/** The simulator's reels: A K Q (the spin loses). */
let t: CasinoHarness;
beforeAll(async () => {
  t = await createCasinoHarness([1, 2, 3]);
  await t.h.db.transaction((tx) => seedJackpotPool(tx, t.h.clock.now()));
});
afterAll(() => t.h.close());

type Jackpot = { amount: number; readAt: string; shareBps: number };
type Member = Awaited<ReturnType<CasinoHarness['member']>>;

/** GET /jackpot as a visitor, after the reader's cache has run out. */
async function readFresh(): Promise<Jackpot> {
  t.h.clock.advance(JACKPOT_READ_MAX_AGE_MS);
  const res = await t.h.inject({ method: 'GET', url: '/api/jackpot' });
  expect(res.statusCode).toBe(200);
  return json<Jackpot>(res);
}

async function casinoMember(userId: string, casino: number): Promise<Member> {
  const m = await t.member(userId, casino);
  const moved = await m.inject({
    method: 'POST',
    url: '/api/emoney/emoney-to-opera',
    payload: { memberId: m.memberId, emoney: casino, totalEmoney: casino, code: 4 },
  });
  expect(moved.statusCode).toBe(200);
  return m;
}

describe('GET /jackpot', () => {
  it('answers a visitor the seeded pool, the time of the read and the share of a bet', async () => {
    const jackpot = await readFresh();
    expect(jackpot).toEqual({ amount: JACKPOT_SEED_WON, readAt: formatKstDateTime(t.h.clock.now()), shareBps: 100 });
  });

  it('grows by 1 % of every casino bet callback, once per transaction, and not with wins or refused bets', async () => {
    const m = await casinoMember('jackpot01', 50_000);
    const { uid } = await t.launch(m, 'dragon-hilo');
    const before = (await readFresh()).amount;

    const bet = { uid, roundId: 'jp-1', gameId: 'dragon-hilo', type: 'bet', transactionId: 'jp-1:bet', amount: 12_345 };
    expect((await t.callback(bet)).statusCode).toBe(200);
    expect((await readFresh()).amount).toBe(before + 123);

    // The same transaction again is answered, not booked; a win pays the member from the house, not the pool.
    expect(json<{ duplicate: boolean }>(await t.callback(bet)).duplicate).toBe(true);
    const win = { ...bet, type: 'win', transactionId: 'jp-1:win', amount: 20_000, roundEnded: true };
    expect((await t.callback(win)).statusCode).toBe(200);
    // A bet above the wallet is refused and moves nothing, the pool included.
    const tooBig = { ...bet, roundId: 'jp-2', transactionId: 'jp-2:bet', amount: 1_000_000 };
    expect((await t.callback(tooBig)).statusCode).toBe(409);
    // A bet whose share rounds to 0 won adds nothing.
    const tiny = { ...bet, roundId: 'jp-3', transactionId: 'jp-3:bet', amount: 99 };
    expect((await t.callback(tiny)).statusCode).toBe(200);
    expect((await readFresh()).amount).toBe(before + 123);

    // The share came out of the house's casino account in the bet's own transfer: the ledger balances.
    const { rows } = await t.h.db.query<{ ref: string; amount: number }>(
      `SELECT a.ref, e.amount FROM ledger_transfers tr JOIN ledger_entries e ON e.transfer_id = tr.id
         JOIN ledger_accounts a ON a.id = e.account_id WHERE tr.idempotency_key = 'casino:jp-1:bet' ORDER BY e.id`,
    );
    expect(rows.map((r) => [r.ref, Number(r.amount)])).toEqual([
      [`m:${m.memberId}:casino`, -12_345],
      ['h:casino:KRW', 12_345],
      ['h:casino:KRW', -123],
      ['h:jackpot:KRW', 123],
    ]);
    expect(await checkLedger(t.h.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
  });

  it("grows by the share of a slot spin on the simulator's game page", async () => {
    const m = await casinoMember('jackpot02', 30_000);
    const { token } = await t.launch(m, 'lucky-lucky-seven');
    const before = (await readFresh()).amount;
    const spin = await t.h.inject({ method: 'POST', url: '/api/casino-sim/spin', payload: { token, stake: 1_000 } });
    expect(json<{ win: number }>(spin).win).toBe(0);
    expect((await readFresh()).amount).toBe(before + 10);
    expect(await jackpotPoolAmount(t.h.db)).toBe(before + 10);
  });

  it('answers one read again for a few seconds, with the time it was read, then reads the ledger anew', async () => {
    const m = await casinoMember('jackpot03', 30_000);
    const { uid } = await t.launch(m, 'dragon-hilo');
    const first = await readFresh();
    const bet = { uid, roundId: 'jp-9', gameId: 'dragon-hilo', type: 'bet', transactionId: 'jp-9:bet', amount: 10_000 };
    expect((await t.callback(bet)).statusCode).toBe(200);
    t.h.clock.advance(JACKPOT_READ_MAX_AGE_MS - 1);
    expect(json<Jackpot>(await t.h.inject({ method: 'GET', url: '/api/jackpot' }))).toEqual(first);
    t.h.clock.advance(1);
    const next = json<Jackpot>(await t.h.inject({ method: 'GET', url: '/api/jackpot' }));
    expect(next).toEqual({ ...first, amount: first.amount + 100, readAt: formatKstDateTime(t.h.clock.now()) });
  });
});
