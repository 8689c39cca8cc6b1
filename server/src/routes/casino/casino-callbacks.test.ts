import { checkLedger } from '../../ledger/balances.js';
import { json } from '../../testing/harness.js';
import { createCasinoHarness, type CasinoHarness } from './testing/casino-harness.js';

/** The simulator's reels in order: 7 7 7 (pays 20x), then A K Q (loses). */
let t: CasinoHarness;
beforeAll(async () => {
  t = await createCasinoHarness([0, 0, 0, 1, 2, 3]);
});
afterAll(() => t.h.close());

type Member = Awaited<ReturnType<CasinoHarness['member']>>;
const toCasino = (m: Member, amount: number) =>
  m.inject({
    method: 'POST',
    url: '/api/emoney/emoney-to-opera',
    payload: { memberId: m.memberId, emoney: amount, totalEmoney: amount, code: 4 },
  });
const spin = (token: string, stake: number) => t.h.inject({ method: 'POST', url: '/api/casino-sim/spin', payload: { token, stake } });
const history = async (m: Member) =>
  json<Record<string, unknown>[]>(
    await m.inject({ method: 'GET', url: `/api/sports-prematch/bettings?gameType=5&memberUserId=${m.userId}&user=1` }),
  );

describe('rounds played on the simulated game page', () => {
  it('moves the casino wallet through a bet and a win callback and records each ended round in the casino history', async () => {
    const m = await t.member('player001', 30_000);
    expect((await toCasino(m, 30_000)).statusCode).toBe(200);
    const { token } = await t.launch(m, 'lucky-lucky-seven');

    const won = json<{ symbols: string[]; win: number; balance: number }>(await spin(token, 1_000));
    expect(won).toMatchObject({ symbols: ['7', '7', '7'], win: 20_000, balance: 49_000 });
    const lost = json<{ win: number; balance: number }>(await spin(token, 1_000));
    expect(lost).toMatchObject({ win: 0, balance: 48_000 });
    expect(await t.wallet(m)).toMatchObject({ emoney: 0, casinoMoney: 48_000 });

    const rows = await history(m);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ game_type: 5, amount: 1_000, win_amount: 0, settlement_flag: 2, total_ratio: 0 });
    expect(rows[1]).toMatchObject({ amount: 1_000, win_amount: 20_000, settlement_flag: 1, total_ratio: 20 });
    expect(rows[1]!.legs).toEqual([
      expect.objectContaining({
        league_name: '럭키 스튜디오',
        sports_betting_home_participants_name: '럭키 세븐',
        sports_betting_win_flag: 2,
      }),
    ]);
    const count = json<{ count: number }>(
      await m.inject({ method: 'GET', url: `/api/sports-prematch/count?gameType=5&memberUserId=${m.userId}` }),
    );
    expect(count.count).toBe(2);
    expect(await checkLedger(t.h.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
  });

  it('refuses a stake above the casino wallet and changes nothing', async () => {
    const m = await t.member('player002', 30_000);
    await toCasino(m, 30_000);
    const { token } = await t.launch(m, 'lucky-gold-rush');
    const res = await spin(token, 50_000);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'insufficientFunds', message: '카지노머니가 부족합니다.' });
    expect((await t.wallet(m)).casinoMoney).toBe(30_000);
    expect(await history(m)).toEqual([]);
  });
});

describe('POST /casino/callback (the provider)', () => {
  const round = (uid: string, id: string) => ({ uid, roundId: id, gameId: 'dragon-hilo' });

  it('pays a repeated callback once, and refuses the same transaction id with other content', async () => {
    const m = await t.member('player003', 40_000);
    await toCasino(m, 40_000);
    const { uid } = await t.launch(m, 'dragon-hilo');
    const bet = { ...round(uid, 'r-1'), type: 'bet', transactionId: 'r-1:bet', amount: 5_000 };
    const first = json<{ balance: number; duplicate: boolean }>(await t.callback(bet));
    const again = json<{ balance: number; duplicate: boolean }>(await t.callback(bet));
    expect(first).toEqual({ balance: 35_000, duplicate: false });
    expect(again).toEqual({ balance: 35_000, duplicate: true });
    const changed = await t.callback({ ...bet, amount: 6_000 });
    expect(changed.statusCode).toBe(409);

    const win = { ...round(uid, 'r-1'), type: 'win', transactionId: 'r-1:win', amount: 10_000, roundEnded: true };
    const paid = await Promise.all([t.callback(win), t.callback(win), t.callback(win)]);
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await t.wallet(m)).casinoMoney).toBe(45_000);
    const late = await t.callback({ ...win, transactionId: 'r-1:win2' });
    expect([late.statusCode, json(late).message]).toEqual([409, '이미 종료된 라운드입니다.']);
    expect(await history(m)).toHaveLength(1);
  });

  it('refuses a bet above the wallet without a negative balance, a bad signature, and an unknown account', async () => {
    const m = await t.member('player004', 30_000);
    await toCasino(m, 30_000);
    const { uid } = await t.launch(m, 'dragon-hilo');
    const bets = await Promise.all(
      [1, 2, 3].map((n) => t.callback({ ...round(uid, `big-${n}`), type: 'bet', transactionId: `big-${n}:bet`, amount: 20_000 })),
    );
    expect(bets.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await t.wallet(m)).casinoMoney).toBe(10_000);

    const forged = await t.h.inject({
      method: 'POST',
      url: '/api/casino/callback',
      payload: { ...round(uid, 'f-1'), type: 'win', transactionId: 'f-1:win', amount: 1_000_000, signature: '0'.repeat(64) },
    });
    expect(forged.statusCode).toBe(403);
    const stranger = await t.callback({ type: 'balance', uid: 'SIMnobody' });
    expect(stranger.statusCode).toBe(404);
    expect(json<{ balance: number }>(await t.callback({ type: 'balance', uid })).balance).toBe(10_000);
    expect(await checkLedger(t.h.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
  });
});

describe('the session time limit in an open game window (issue 13)', () => {
  const LIMIT_TEXT = '설정하신 세션 시간 제한(60분)에 도달하여 베팅과 게임머니 전환이 제한됩니다. 다시 로그인한 후 이용해주세요.';
  const casinoRows = async (memberId: number) => {
    const { rows } = await t.h.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM casino_transactions WHERE member_id = $1)
            + (SELECT count(*) FROM casino_rounds WHERE member_id = $1) AS n`,
      [memberId],
    );
    return Number(rows[0]!.n);
  };

  it('takes bets until the limit of the most recent login, then refuses them with the message and writes nothing', async () => {
    const m = await t.member('player005', 30_000);
    await toCasino(m, 30_000);
    const set = await m.inject({
      method: 'PUT',
      url: '/api/mypage/reality-check',
      payload: { intervalMinutes: 30, sessionLimitMinutes: 60 },
    });
    expect(set.statusCode).toBe(200);
    const { uid, token } = await t.launch(m, 'dragon-hilo');

    t.h.clock.advance(59 * 60_000);
    const before = await t.callback({ uid, roundId: 'sl-1', gameId: 'dragon-hilo', type: 'bet', transactionId: 'sl-1:bet', amount: 5_000 });
    expect(json(before)).toEqual({ balance: 25_000, duplicate: false });
    const written = await casinoRows(m.memberId);

    t.h.clock.advance(60_000);
    const after = await t.callback({ uid, roundId: 'sl-2', gameId: 'dragon-hilo', type: 'bet', transactionId: 'sl-2:bet', amount: 5_000 });
    expect(after.statusCode).toBe(403);
    expect(json(after)).toMatchObject({ code: 'sessionLimitReached', message: LIMIT_TEXT });
    // The game page's spin gets the same answer, and the page shows an answer's message as it is.
    const spun = await spin(token, 1_000);
    expect([spun.statusCode, json(spun).message]).toEqual([403, LIMIT_TEXT]);
    const page = await t.h.inject({ method: 'GET', url: `/api/casino-sim/play?token=${encodeURIComponent(token)}` });
    expect(page.body).toContain('if (!res.ok) { result.textContent = body.message');
    expect(await casinoRows(m.memberId)).toBe(written);
    expect((await t.wallet(m)).casinoMoney).toBe(25_000);

    // The round opened before the limit is still paid; a new login starts a new count.
    const win = { uid, roundId: 'sl-1', type: 'win', transactionId: 'sl-1:win', amount: 8_000, roundEnded: true };
    expect(json(await t.callback(win))).toEqual({ balance: 33_000, duplicate: false });
    await t.h.as(m.memberId);
    const relogged = await t.callback({
      uid,
      roundId: 'sl-3',
      gameId: 'dragon-hilo',
      type: 'bet',
      transactionId: 'sl-3:bet',
      amount: 3_000,
    });
    expect(json(relogged)).toEqual({ balance: 30_000, duplicate: false });
    expect(await checkLedger(t.h.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
  });
});
