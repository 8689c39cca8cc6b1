import { checkLedger, ledgerIsSound } from '../../ledger/index.js';
import type { SportsMember, SportsTestApp, TestAnswer } from '../sports/testing/sports-test-app.js';
import { fixtures, inplayBody, picksOf, prematchBody, type TestPick } from '../sports/testing/bet-builders.js';
import { onRealServer } from '../../testing/test-db.js';
import { buildLimitRaceApp, race, RACERS, setLimit, tally, usedOf } from './testing/limit-race-kit.js';

/**
 * Issue 29 defect 3: 20 sports stakes of one member at once against a wager or net-loss limit.
 * Exactly the stakes that fit are taken, the rest refused with the limit's Korean message, and
 * the member's page shows exactly what was taken: the guard serialises the member's stakes and
 * its sums count every committed stake, whatever time its request read from the clock.
 */
let t: SportsTestApp;
let prematchPick: TestPick;

beforeAll(async () => {
  t = await buildLimitRaceApp();
  const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
  prematchPick = picksOf(fixture!, 1)[0]!;
});
afterAll(() => t.close());

const prematch = (m: SportsMember, amount: number, headers: Record<string, string> = {}): Promise<TestAnswer> =>
  t.call(m, { method: 'POST', url: '/api/sports-prematch/betting', payload: prematchBody(m.id, [prematchPick], amount), headers });

const staked = async (m: SportsMember): Promise<number> => {
  const { rows } = await t.db.query<{ s: string | number }>('SELECT coalesce(sum(amount), 0) AS s FROM bet_slips WHERE member_id = $1', [
    m.id,
  ]);
  return Number(rows[0]?.s);
};

describe(`${RACERS} concurrent sports stakes against a limit (${onRealServer() ? 'real PostgreSQL' : 'PGlite, serialised'})`, () => {
  it('pre-match: 5,000-won bets under a 50,000-won daily wager limit: exactly 10 placed, 50,000 used', async () => {
    const m = await t.addMember({ cash: 1_000_000 });
    await setLimit(t, m, 'wager', 'day', 50_000);
    const r = tally(await race(t, (_, headers) => prematch(m, 5_000, headers)));
    expect(r.accepted).toHaveLength(10);
    expect(r.refusals).toEqual(new Set(['403 베팅 한도를 초과했습니다. (일 한도 50,000원)']));
    expect((await usedOf(t, m)).wager).toEqual({ day: 50_000, week: 50_000, month: 50_000 });
    expect(await staked(m)).toBe(50_000);
    expect(await t.cash(m.id)).toBe(950_000);
  });

  it('in-play: 5,000-won bets, each with its own betting token, under a 25,000-won daily limit: exactly 5 placed', async () => {
    const m = await t.addMember({ cash: 1_000_000 });
    await setLimit(t, m, 'wager', 'day', 25_000);
    const [live] = await fixtures(t, 'inplay', '&sportId=6046');
    const pick = picksOf(live!)[0]!;
    // The earlier races' skewed clock (each read 1 ms earlier) left the server's clock behind the
    // feed's last price stamps: a token issued now would be older than the price it bets on, which
    // the live-bet delay answers with result '10'. A minute on puts the tokens after the prices.
    t.advanceClock(60_000);
    const tokens: string[] = [];
    for (let i = 0; i < RACERS; i++)
      tokens.push((await t.call(m, { url: `/api/sports-inplay/get-betting-token/${m.userId}?sports=6046` })).json().token);
    t.advanceClock(6_000); // the live-bet delay, with room for the race's clock skew
    const answers = await race(t, (i, headers) =>
      t.call(m, {
        method: 'POST',
        url: '/api/sports-inplay/betting',
        payload: inplayBody(m.id, [pick], 5_000),
        headers: { ...headers, 'x-betting-token': tokens[i]! },
      }),
    );
    const r = tally(answers);
    expect({ accepted: r.accepted.length, refusals: r.refusals }).toEqual({
      accepted: 5,
      refusals: new Set(['403 베팅 한도를 초과했습니다. (일 한도 25,000원)']),
    });
    expect((await usedOf(t, m)).wager.day).toBe(25_000);
    expect(await staked(m)).toBe(25_000);
  });

  it('net loss: 5,000-won bets (open, so wholly at risk) under a 20,000-won weekly loss limit: exactly 4 placed', async () => {
    const m = await t.addMember({ cash: 1_000_000 });
    await setLimit(t, m, 'loss', 'week', 20_000);
    const r = tally(await race(t, (_, headers) => prematch(m, 5_000, headers)));
    expect(r.accepted).toHaveLength(4);
    expect(r.refusals).toEqual(new Set(['403 손실 한도를 초과했습니다. (주 한도 20,000원)']));
    expect((await usedOf(t, m)).loss.week).toBe(20_000);
    expect(await staked(m)).toBe(20_000);
    expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);
  });
});

/**
 * The serialisation is per member: while one member's row is held (a stake of theirs in
 * flight), other members' stakes go through. Only the real server holds a lock while other
 * connections work (PGlite has one connection, so a held transaction would stall everything).
 */
(onRealServer() ? describe : describe.skip)('the limit lock is per member', () => {
  /** Holds `member`'s row lock in a transaction of its own until `release()`; `then` runs before its commit. */
  async function holdMember(member: SportsMember, then: (tx: { query: SportsTestApp['db']['query'] }) => Promise<unknown> = async () => 0) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const done = t.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member.id]);
      locked();
      await released;
      await then(tx);
    });
    await isLocked;
    return { release: async () => (release(), await done) };
  }
  /** Resolves once a request waits on a row lock of this test's members table. */
  async function someoneWaits(): Promise<void> {
    for (let i = 0; i < 200; i++) {
      const { rows } = await t.db.query("SELECT 1 FROM pg_locks WHERE locktype = 'tuple' AND relation = 'members'::regclass");
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no request waits on the member lock');
  }

  it("another member's bets are placed while one member's stake waits on that member's lock", async () => {
    const held = await t.addMember({ cash: 100_000 });
    const other = await t.addMember({ cash: 100_000 });
    await setLimit(t, held, 'wager', 'day', 50_000);
    await setLimit(t, other, 'wager', 'day', 50_000);
    const holder = await holdMember(held);
    let heldSettled = false;
    const heldBet = prematch(held, 5_000).then((a) => ((heldSettled = true), a));
    await someoneWaits();
    const others = await Promise.all(Array.from({ length: 5 }, () => prematch(other, 5_000)));
    expect(others.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(heldSettled).toBe(false);
    await holder.release();
    expect((await heldBet).statusCode).toBe(200);
    expect((await usedOf(t, other)).wager.day).toBe(25_000);
    expect((await usedOf(t, held)).wager.day).toBe(5_000);
  });

  it('a limit lowered by the transaction a bet waits on binds that bet', async () => {
    const m = await t.addMember({ cash: 100_000 });
    await setLimit(t, m, 'wager', 'day', 50_000);
    // As changeLimit does: the member's lock, then the lowered limit, committed while the bet waits.
    const holder = await holdMember(m, (tx) =>
      tx.query("UPDATE responsible_play_limits SET amount = 1000 WHERE member_id = $1 AND kind = 'wager' AND period = 'day'", [m.id]),
    );
    const bet = prematch(m, 5_000);
    await someoneWaits();
    await holder.release();
    const answer = await bet;
    expect([answer.statusCode, answer.json().message]).toEqual([403, '베팅 한도를 초과했습니다. (일 한도 1,000원)']);
    expect(await t.cash(m.id)).toBe(100_000);
  });
});
