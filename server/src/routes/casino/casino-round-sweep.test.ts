import { checkLedger } from '../../ledger/balances.js';
import { json } from '../../testing/harness.js';
import { CASINO_ROUND_IDLE_MS, closeIdleCasinoRounds } from './casino-round-sweep.js';
import { createCasinoHarness, type CasinoHarness } from './testing/casino-harness.js';

let t: CasinoHarness;
beforeAll(async () => {
  t = await createCasinoHarness();
});
afterAll(() => t.h.close());

type Member = Awaited<ReturnType<CasinoHarness['member']>>;
const history = async (m: Member) =>
  json<Record<string, unknown>[]>(
    await m.inject({ method: 'GET', url: `/api/sports-prematch/bettings?gameType=5&memberUserId=${m.userId}&user=1` }),
  );
const sweep = async () => closeIdleCasinoRounds(t.h.db, await t.simulator.lobby(), t.h.clock.now());

/** A member with 40,000 in the casino wallet and a table game's round opened by a 5,000 bet. */
async function openRound(userId: string, roundId: string) {
  const m = await t.member(userId, 40_000);
  await m.inject({
    method: 'POST',
    url: '/api/emoney/emoney-to-opera',
    payload: { memberId: m.memberId, emoney: 40_000, totalEmoney: 40_000, code: 4 },
  });
  const { uid } = await t.launch(m, 'dragon-hilo');
  const base = { uid, roundId, gameId: 'dragon-hilo' };
  expect((await t.callback({ ...base, type: 'bet', transactionId: `${roundId}:bet`, amount: 5_000 })).statusCode).toBe(200);
  return { m, base };
}

describe('closing casino rounds the provider never ended (issue 9)', () => {
  it('leaves a round open while it is active, closes it after an idle hour as lost, and refuses a late callback', async () => {
    const { m, base } = await openRound('sweep001', 'idle-1');
    t.h.clock.advance(CASINO_ROUND_IDLE_MS - 60_000);
    expect(await sweep()).toBe(0);
    expect(await history(m)).toEqual([]);

    t.h.clock.advance(60_000);
    expect(await sweep()).toBe(1);
    const rows = await history(m);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ game_type: 5, amount: 5_000, win_amount: 0, settlement_flag: 2 });
    // The wallet is what the callbacks left: the bet was taken, nothing comes back.
    expect((await t.wallet(m)).casinoMoney).toBe(35_000);

    const late = await t.callback({ ...base, type: 'win', transactionId: 'idle-1:win', amount: 10_000, roundEnded: true });
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({ code: 'alreadyProcessed' });
    expect((await t.wallet(m)).casinoMoney).toBe(35_000);
    expect(await sweep()).toBe(0);
    expect(await checkLedger(t.h.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
  });

  it('counts the idle hour from the last callback, and keeps what the round won so far', async () => {
    const { m, base } = await openRound('sweep002', 'idle-2');
    t.h.clock.advance(CASINO_ROUND_IDLE_MS - 60_000);
    expect((await t.callback({ ...base, type: 'win', transactionId: 'idle-2:win', amount: 8_000 })).statusCode).toBe(200);
    t.h.clock.advance(60_000);
    expect(await sweep()).toBe(0);
    t.h.clock.advance(CASINO_ROUND_IDLE_MS);
    expect(await sweep()).toBe(1);
    expect((await history(m))[0]).toMatchObject({ amount: 5_000, win_amount: 8_000, settlement_flag: 1 });
    expect((await t.wallet(m)).casinoMoney).toBe(43_000);
  });
});
