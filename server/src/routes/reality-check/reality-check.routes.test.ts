import { houseAccount, memberAccount, transfer } from '../../ledger/index.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let me: Caller;
let other: Caller;

beforeAll(async () => {
  h = await createHarness();
  me = await h.as(await h.createMember('reality01'));
  other = await h.as(await h.createMember('reality02'));
  await h.fund(me.memberId, 'cash', 100_000);
});
afterAll(async () => {
  await h.close();
});

const toCasino = (c: Caller, emoney = 30_000) =>
  c.inject({
    method: 'POST',
    url: '/api/emoney/emoney-to-opera',
    payload: { memberId: c.memberId, emoney, totalEmoney: 100_000, code: 4 },
  });

describe('reality checks', () => {
  it('answers the defaults (every 60 minutes, no limit), the login time and the result since login', async () => {
    const res = await me.inject({ method: 'GET', url: '/api/mypage/reality-check' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      intervalMinutes: 60,
      sessionLimitMinutes: null,
      loginAt: new Date(h.clock.now()).toISOString(),
      stakes: 0,
      wins: 0,
      net: 0,
    });
    await h.db.transaction(async (tx) => {
      const legs = (from: ReturnType<typeof memberAccount>, to: ReturnType<typeof memberAccount>, amount: number) => [{ from, to, amount }];
      const cash = memberAccount(me.memberId, 'cash');
      const book = houseAccount('sportsbook', 'KRW');
      await transfer(tx, { key: 'rc:stake', kind: 'bet.stake', legs: legs(cash, book, 10_000) });
      await transfer(tx, { key: 'rc:win', kind: 'bet.payout', legs: legs(book, cash, 4_000) });
    });
    expect(json(await me.inject({ method: 'GET', url: '/api/mypage/reality-check' }))).toMatchObject({
      stakes: 10_000,
      wins: 4_000,
      net: -6_000,
    });
    expect((await h.inject({ method: 'GET', url: '/api/mypage/reality-check' })).statusCode).toBe(401);
  });

  it('counts a bet still waiting in the stakes since login but not in the net (issue 29: open is not lost)', async () => {
    const bettor = await h.as(await h.createMember('reality03'));
    await h.fund(bettor.memberId, 'cash', 100_000);
    await h.db.query(
      `INSERT INTO bet_slips (member_id, user_id, nickname, game_type, game_detail_type, amount, total_ratio, expect_amount, e_money,
         stake_key, created_at) VALUES ($1, 'reality03', 'reality03', 1, 91, 20000, 200, 40000, 0, 'rc:open', now())`,
      [bettor.memberId],
    );
    await h.db.transaction((tx) =>
      transfer(tx, {
        key: 'rc:open',
        kind: 'bet.stake',
        legs: [{ from: memberAccount(bettor.memberId, 'cash'), to: houseAccount('sportsbook', 'KRW'), amount: 20_000 }],
      }),
    );
    expect(json(await bettor.inject({ method: 'GET', url: '/api/mypage/reality-check' }))).toMatchObject({
      stakes: 20_000,
      wins: 0,
      net: 0,
    });
  });

  it('saves only the offered choices, with a Korean message for any other', async () => {
    const put = (c: Caller, payload: unknown) => c.inject({ method: 'PUT', url: '/api/mypage/reality-check', payload });
    for (const [payload, message] of [
      [{ intervalMinutes: 7, sessionLimitMinutes: null }, '알림 주기를 다시 선택해주세요.'],
      [{ intervalMinutes: 30, sessionLimitMinutes: 45 }, '세션 시간 제한을 다시 선택해주세요.'],
    ] as const) {
      const res = await put(me, payload);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(message);
    }
    const bad = await put(me, { intervalMinutes: '30' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/[가-힣]/);
    // The member is the session's: a member id in the body is refused.
    expect((await put(me, { intervalMinutes: 30, sessionLimitMinutes: 60, memberId: other.memberId })).statusCode).toBe(400);
    const saved = await put(me, { intervalMinutes: 30, sessionLimitMinutes: 60 });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ intervalMinutes: 30, sessionLimitMinutes: 60 });
    expect(json(await other.inject({ method: 'GET', url: '/api/mypage/reality-check' }))).toMatchObject({
      intervalMinutes: 60,
      sessionLimitMinutes: null,
    });
  });

  it('refuses bets and transfers into the casino wallet once the session limit is reached, for that login session only', async () => {
    expect(json(await toCasino(me)).message).toBe('전환에 성공했습니다.');
    h.clock.advance(60 * 60_000);
    const refused = await toCasino(me);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      code: 'sessionLimitReached',
      message: '설정하신 세션 시간 제한(60분)에 도달하여 베팅과 게임머니 전환이 제한됩니다. 다시 로그인한 후 이용해주세요.',
    });
    // The way back from the casino wallet stays open; another member is not limited.
    const back = await me.inject({
      method: 'POST',
      url: '/api/emoney/opera-to-emoney',
      payload: { memberId: me.memberId, emoney: 10_000, totalEmoney: 30_000, code: 3 },
    });
    expect(json(back).message).toBe('전환에 성공했습니다.');
    expect(json(await toCasino(other)).code).not.toBe('sessionLimitReached');
    // A new login session starts a new count.
    const again = await h.as(me.memberId);
    expect(json(await toCasino(again, 30_000)).message).toBe('전환에 성공했습니다.');
  });
});
