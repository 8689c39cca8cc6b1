import { json } from '../../testing/harness.js';
import { createCasinoHarness, type CasinoHarness } from './testing/casino-harness.js';

let t: CasinoHarness;
beforeAll(async () => {
  t = await createCasinoHarness();
});
afterAll(() => t.h.close());

type Lobby = {
  providers: { code: string; name: string }[];
  games: { id: string; provider: string; category: string; thumbnail: string }[];
};

describe('GET /casino/lobby', () => {
  it('lists the games of one category and only the providers that have some, to visitors too', async () => {
    for (const category of ['casino', 'slot'] as const) {
      const lobby = json<Lobby>(await t.h.inject({ method: 'GET', url: `/api/casino/lobby?category=${category}` }));
      expect(lobby.games.length).toBeGreaterThanOrEqual(4);
      expect(lobby.games.every((g) => g.category === category)).toBe(true);
      expect(new Set(lobby.providers.map((p) => p.code))).toEqual(new Set(lobby.games.map((g) => g.provider)));
    }
    const slots = json<Lobby>(await t.h.inject({ method: 'GET', url: '/api/casino/lobby?category=slot' }));
    const image = await t.h.inject({ method: 'GET', url: slots.games[0]!.thumbnail });
    expect(image.statusCode).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect((await t.h.inject({ method: 'GET', url: '/api/casino/lobby?category=poker' })).statusCode).toBe(400);
  });
});

describe('POST /casino/launch', () => {
  it('creates the game account on the first launch only and answers a URL that opens the game page', async () => {
    const m = await t.member('launcher1');
    const first = await t.launch(m, 'lucky-gold-rush');
    const second = await t.launch(m, 'dragon-baccarat');
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.uid).toBe(first.uid);
    const { rows } = await t.h.db.query('SELECT uid FROM casino_game_accounts WHERE member_id = $1', [m.memberId]);
    expect(rows).toHaveLength(1);

    const page = await t.h.inject({ method: 'GET', url: `/api/casino-sim/play?token=${encodeURIComponent(first.token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('골드 러시');
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
  });

  it("refuses a guest, another member's id and an unknown game", async () => {
    const m = await t.member('launcher2');
    const other = await t.member('launcher3');
    const guest = await t.h.inject({
      method: 'POST',
      url: '/api/casino/launch',
      payload: { memberId: m.memberId, gameId: 'lucky-gold-rush' },
    });
    expect(guest.statusCode).toBe(401);
    expect(json(guest).message).toBe('로그인 후 이용해주세요.');
    const foreign = await m.inject({
      method: 'POST',
      url: '/api/casino/launch',
      payload: { memberId: other.memberId, gameId: 'lucky-gold-rush' },
    });
    expect(foreign.statusCode).toBe(403);
    const unknown = await m.inject({
      method: 'POST',
      url: '/api/casino/launch',
      payload: { memberId: m.memberId, gameId: 'no-such-game' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('게임을 찾을 수 없습니다.');
    const { rows } = await t.h.db.query('SELECT 1 FROM casino_game_accounts WHERE member_id = ANY($1::bigint[])', [
      [m.memberId, other.memberId],
    ]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a category the operator closed to the member (slotUseFlag, casinoUseFlag), and keeps the other open', async () => {
    const m = await t.member('launcher5');
    const lobby = json<Lobby>(await t.h.inject({ method: 'GET', url: '/api/casino/lobby?category=slot' }));
    const slotGame = lobby.games[0]!.id;
    await t.h.db.query('UPDATE members SET slot_use_flag = 0 WHERE id = $1', [m.memberId]);
    const closed = await m.inject({ method: 'POST', url: '/api/casino/launch', payload: { memberId: m.memberId, gameId: slotGame } });
    expect(closed.statusCode).toBe(403);
    expect(json(closed)).toMatchObject({ code: 'gameRestricted', message: '슬롯 이용이 제한된 회원입니다. 관리자에게 문의해주세요.' });
    const { rows } = await t.h.db.query('SELECT 1 FROM casino_game_accounts WHERE member_id = $1', [m.memberId]);
    expect(rows).toHaveLength(0);
    expect((await t.launch(m, 'dragon-baccarat')).created).toBe(true);

    await t.h.db.query('UPDATE members SET slot_use_flag = 1, casino_use_flag = 0 WHERE id = $1', [m.memberId]);
    const casino = await m.inject({
      method: 'POST',
      url: '/api/casino/launch',
      payload: { memberId: m.memberId, gameId: 'dragon-baccarat' },
    });
    expect(casino.statusCode).toBe(403);
    expect(json(casino).message).toBe('카지노 이용이 제한된 회원입니다. 관리자에게 문의해주세요.');
    expect((await t.launch(m, slotGame)).created).toBe(false);
  });

  it('plays the card table: a tie (scripted A against A) gives the stake back and ends the round', async () => {
    const m = await t.member('launcher4', 30_000);
    await m.inject({
      method: 'POST',
      url: '/api/emoney/emoney-to-opera',
      payload: { memberId: m.memberId, emoney: 30_000, totalEmoney: 30_000, code: 4 },
    });
    const { token } = await t.launch(m, 'dragon-baccarat');
    const page = await t.h.inject({ method: 'GET', url: `/api/casino-sim/play?token=${encodeURIComponent(token)}` });
    expect(page.body).toContain('카드 받기');
    const play = json<{ symbols: string[]; stake: number; win: number; balance: number }>(
      await t.h.inject({ method: 'POST', url: '/api/casino-sim/spin', payload: { token, stake: 5_000 } }),
    );
    expect(play).toMatchObject({ symbols: ['A', 'A'], stake: 5_000, win: 5_000, balance: 30_000 });
    const balance = json<{ balance: number }>(
      await t.h.inject({ method: 'GET', url: `/api/casino-sim/balance?token=${encodeURIComponent(token)}` }),
    );
    expect(balance.balance).toBe(30_000);
    const { rows } = await t.h.db.query<{ ended_at: Date | null; category: string }>(
      'SELECT ended_at, category FROM casino_rounds WHERE member_id = $1',
      [m.memberId],
    );
    expect(rows).toEqual([expect.objectContaining({ category: 'casino', ended_at: expect.any(Date) })]);
  });

  it('refuses a forged or expired game page token', async () => {
    const forged = await t.h.inject({ method: 'GET', url: '/api/casino-sim/play?token=SIMabc.lucky-gold-rush.99999999999999.00' });
    expect(forged.statusCode).toBe(404);
    expect(json(forged).message).toBe('게임 세션이 만료되었습니다. 게임을 다시 실행해주세요.');
    const spin = await t.h.inject({
      method: 'POST',
      url: '/api/casino-sim/spin',
      payload: { token: 'SIMabc.lucky-gold-rush.1.00', stake: 1_000 },
    });
    expect([spin.statusCode, json(spin).message]).toEqual([400, '게임 세션이 만료되었습니다. 게임을 다시 실행해주세요.']);
  });
});

describe('cash and the casino wallet (POST /emoney/emoney-to-opera, /emoney/opera-to-emoney)', () => {
  const move = (m: Awaited<ReturnType<CasinoHarness['member']>>, toCasino: boolean, emoney: number, totalEmoney: number) =>
    m.inject({
      method: 'POST',
      url: toCasino ? '/api/emoney/emoney-to-opera' : '/api/emoney/opera-to-emoney',
      payload: { memberId: m.memberId, emoney, totalEmoney, code: toCasino ? 4 : 3 },
    });

  it('moves cash in from 30,000 won up to held cash, whole won, and back from 1 won up to casino money', async () => {
    const m = await t.member('wallet001', 100_000);
    const refusals: [boolean, number, number, string][] = [
      [true, 29_999, 400, '30,000원 이상 전환 가능합니다.'],
      [true, 30_000.5, 400, '소수점으로 전환할 수 없습니다.'],
      [true, 100_001, 409, '보유머니보다 많은 금액을 입력했습니다.'],
    ];
    for (const [toCasino, amount, status, message] of refusals) {
      const res = await move(m, toCasino, amount, 100_000);
      expect([res.statusCode, json(res).message]).toEqual([status, message]);
    }
    expect((await move(m, true, 30_000, 100_000)).statusCode).toBe(200);
    expect(await t.wallet(m)).toMatchObject({ emoney: 70_000, casinoMoney: 30_000 });

    const back: [number, number, string][] = [
      [0, 400, '1원 이상 전환 가능합니다.'],
      [1.5, 400, '소수점으로 전환할 수 없습니다.'],
      [30_001, 409, '카지노머니보다 많은 금액을 입력했습니다.'],
    ];
    for (const [amount, status, message] of back) {
      const res = await move(m, false, amount, 30_000);
      expect([res.statusCode, json(res).message]).toEqual([status, message]);
    }
    expect((await move(m, false, 1, 30_000)).statusCode).toBe(200);
    expect(await t.wallet(m)).toMatchObject({ emoney: 70_001, casinoMoney: 29_999 });
  });

  it("refuses moving another member's money (403)", async () => {
    const m = await t.member('wallet002', 50_000);
    const other = await t.member('wallet003', 50_000);
    const res = await m.inject({
      method: 'POST',
      url: '/api/emoney/emoney-to-opera',
      payload: { memberId: other.memberId, emoney: 30_000, totalEmoney: 50_000, code: 4 },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.wallet(other)).toMatchObject({ emoney: 50_000, casinoMoney: 0 });
  });
});
