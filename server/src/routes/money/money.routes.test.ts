import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let admin: Caller;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.as(await h.createMember('moneyadm1', { isAdmin: true, role: 10, type: 1 }));
});
afterAll(() => h.close());

const balances = async (c: Caller) =>
  json<{ emoney: number; point: number; usdt: number; casinoMoney: number; updatedAt: string }>(
    await c.inject({ method: 'GET', url: `/api/member/${c.memberId}` }),
  );
const newMember = async (name: string) => h.as(await h.createMember(name));

describe('points to cash', () => {
  it('converts points 1:1 into cash, records the conversion, and says so', async () => {
    const m = await newMember('pointer01');
    await h.fund(m.memberId, 'point', 3_000);
    const { updatedAt } = await balances(m);
    const res = await m.inject({
      method: 'POST',
      url: '/api/emoney/pointToEmoney',
      payload: { memberId: m.memberId, point: 2_500, userUpdatedAt: updatedAt },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('포인트 전환성공');
    expect(await balances(m)).toMatchObject({ emoney: 2_500, point: 500 });
    const list = json<{ point: number; pointToCashFlg: number }[]>(
      await m.inject({ method: 'GET', url: `/api/point?memberId=${m.memberId}&pointToCashFlg=1&page=1&perpage=10` }),
    );
    expect(list).toEqual([expect.objectContaining({ point: -2_500, pointToCashFlg: 1, pointMemo: '포인트 전환' })]);
  });

  it('refuses zero points, more points than held, and a stale member record', async () => {
    const m = await newMember('pointer02');
    await h.fund(m.memberId, 'point', 100);
    expect(
      json(await m.inject({ method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: m.memberId, point: 0 } })).message,
    ).toBe('포인트가 부족합니다. 최소 전환 포인트는 1원입니다.');
    const short = await m.inject({ method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: m.memberId, point: 101 } });
    expect(short.statusCode).toBe(409);
    expect(json(short).message).toBe('보유 포인트가 부족합니다.');
    const stale = await m.inject({
      method: 'POST',
      url: '/api/emoney/pointToEmoney',
      payload: { memberId: m.memberId, point: 1, userUpdatedAt: '2000-01-01 00:00:00' },
    });
    expect(json(stale).message).toBe('회원 정보가 변경되었습니다. 새로고침 후 다시 시도해주세요.');
    expect((await balances(m)).point).toBe(100);
  });
});

describe('cash and the casino wallet', () => {
  it('moves cash to the casino wallet and back with the spec minimums', async () => {
    const m = await newMember('casino001');
    await h.fund(m.memberId, 'cash', 50_000);
    const body = (emoney: number, code: 3 | 4) => ({ memberId: m.memberId, emoney, totalEmoney: 50_000, code });
    expect(json(await m.inject({ method: 'POST', url: '/api/emoney/emoney-to-opera', payload: body(20_000, 4) })).message).toBe(
      '30,000원 이상 전환 가능합니다.',
    );
    expect(json(await m.inject({ method: 'POST', url: '/api/emoney/emoney-to-opera', payload: body(60_000, 4) })).message).toBe(
      '보유머니보다 많은 금액을 입력했습니다.',
    );
    expect(json(await m.inject({ method: 'POST', url: '/api/emoney/emoney-to-opera', payload: body(30_000.5, 4) })).message).toBe(
      '소수점으로 전환할 수 없습니다.',
    );
    const ok = await m.inject({ method: 'POST', url: '/api/emoney/emoney-to-opera', payload: body(30_000, 4) });
    expect(json(ok).message).toBe('전환에 성공했습니다.');
    expect(await balances(m)).toMatchObject({ emoney: 20_000, casinoMoney: 30_000 });
    expect(json(await m.inject({ method: 'POST', url: '/api/emoney/opera-to-emoney', payload: body(40_000, 3) })).message).toBe(
      '카지노머니보다 많은 금액을 입력했습니다.',
    );
    await m.inject({ method: 'POST', url: '/api/emoney/opera-to-emoney', payload: body(1, 3) });
    expect(await balances(m)).toMatchObject({ emoney: 20_001, casinoMoney: 29_999 });
    const wrongCode = await m.inject({ method: 'POST', url: '/api/emoney/opera-to-emoney', payload: body(1, 4) });
    expect(wrongCode.statusCode).toBe(400);
  });
});

describe('USD conversions', () => {
  it('answers the exchange rate (simulated 1,500)', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/charge/exchangeRates' });
    expect(json<number>(res)).toBe(1500);
  });

  it('converts cash to USD and back at the rate, flooring in the house favour', async () => {
    const m = await newMember('usdconv01');
    await h.fund(m.memberId, 'cash', 100_000);
    const up = await m.inject({ method: 'POST', url: '/api/dewit/increase', payload: { amount: 10_000 } });
    expect(json(up)).toEqual({ message: '전환에 성공했습니다.', usdt: 6_666_666 });
    expect(await balances(m)).toMatchObject({ emoney: 90_000, usdt: 6_666_666 });
    const down = await m.inject({ method: 'POST', url: '/api/dewit/decrease', payload: { amount: 1_000_000 } });
    expect(json(down)).toEqual({ message: '전환에 성공했습니다.', won: 1_500 });
    expect(await balances(m)).toMatchObject({ emoney: 91_500, usdt: 5_666_666 });
    const short = await m.inject({ method: 'POST', url: '/api/dewit/decrease', payload: { amount: 6_000_000 } });
    expect(json(short).message).toBe('보유 USD가 부족합니다.');
    const zero = await m.inject({ method: 'POST', url: '/api/dewit/increase', payload: { amount: 0 } });
    expect(json(zero).message).toBe('전환할 금액을 입력해주세요.');
    const dust = await m.inject({ method: 'POST', url: '/api/dewit/decrease', payload: { amount: 1 } });
    expect(json(dust).message).toBe('전환 후 받을 금액이 없습니다. 금액을 늘려주세요.');
  });
});

describe('USD deposits and withdrawals', () => {
  it('confirms a trx USD deposit through the chain port and credits the USD balance', async () => {
    const m = await newMember('usddep001');
    const res = await m.inject({
      method: 'POST',
      url: '/api/dewit/deposit?network=trx&token=USDT&amount=25000000',
      payload: { depositAmount: 25_000_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: '입금신청이 완료되었습니다. 입금을 진행해주세요.',
      address: expect.stringMatching(/^T.{33}$/),
    });
    expect((await balances(m)).usdt).toBe(25_000_000);
    const history = json<{ status: string; chargeType: number }[]>(
      await m.inject({ method: 'GET', url: `/api/charge/userHistory?memberId=${m.memberId}&depositMode=0&page=1&perpage=7` }),
    );
    expect(history[0]).toMatchObject({ chargeType: 1, status: 'SUCCESS', statusNm: '완료' });
  });

  it('credits won for a tether charge at the current rate', async () => {
    const m = await newMember('tether001');
    const res = await m.inject({
      method: 'POST',
      url: '/api/charge/cryptoDeposit',
      payload: { memberId: m.memberId, depositAmount: 10_000_000, network: 'eth', token: 'USDC' },
    });
    expect(res.statusCode).toBe(200);
    expect(await balances(m)).toMatchObject({ emoney: 15_000, usdt: 0 });
  });

  it('validates the USD deposit form rules', async () => {
    const m = await newMember('usddep002');
    expect(
      json(await m.inject({ method: 'POST', url: '/api/dewit/deposit?network=trx&token=USDC', payload: { depositAmount: 1_000_000 } }))
        .message,
    ).toBe('입금할 코인 종류를 선택해주세요.');
    expect(
      json(await m.inject({ method: 'POST', url: '/api/dewit/deposit?network=trx&token=USDT', payload: { depositAmount: 0 } })).message,
    ).toBe('입금 금액을 입력해주세요.');
    expect(
      json(await m.inject({ method: 'POST', url: '/api/dewit/deposit?network=btc&token=USDT', payload: { depositAmount: 1_000_000 } }))
        .message,
    ).toBe('입금할 코인 네트워크를 선택해주세요.');
  });

  it('cancels the latest waiting USD deposit', async () => {
    const slow = await createHarness({ config: { chainConfirmMs: 60_000 } });
    try {
      const m = await slow.as(await slow.createMember('usdcancel1'));
      await m.inject({ method: 'POST', url: '/api/dewit/deposit?network=eth&token=USDT', payload: { depositAmount: 0 } });
      const res = await m.inject({ method: 'GET', url: '/api/charge/depositCancel' });
      expect(json(res).message).toBe('최근 입금신청을 취소했습니다.');
      const none = await m.inject({ method: 'GET', url: '/api/charge/depositCancel' });
      expect(none.statusCode).toBe(404);
      expect(json(none).message).toBe('취소할 입금신청이 없습니다.');
      const crossSite = await m.inject({ method: 'GET', url: '/api/charge/depositCancel', headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode).toBe(403);
      await m.inject({ method: 'POST', url: '/api/dewit/deposit?network=eth&token=USDT', payload: { depositAmount: 0 } });
      slow.clock.advance(61_000);
      const admin2 = await slow.as(await slow.createMember('sweepadm1', { isAdmin: true }));
      expect(json(await admin2.inject({ method: 'POST', url: '/api/admin/chain/sweep' }))).toEqual({ confirmed: 1 });
      expect(json<{ usdt: number }>(await m.inject({ method: 'GET', url: `/api/member/${m.memberId}` })).usdt).toBe(100_000_000);
    } finally {
      await slow.close();
    }
  });

  it('holds USD for a withdrawal to the registered address and sends it on approval', async () => {
    const m = await newMember('usdwd0001');
    await h.fund(m.memberId, 'usdt', 5_000_000);
    const address = `0x${'a'.repeat(40)}`;
    const bad = await m.inject({
      method: 'POST',
      url: '/api/dewit/withdrawalRequest',
      payload: { amount: 1_000_000, withdrawalAddress: '0x123', token: 'USDT', network: 'eth' },
    });
    expect(json(bad).message).toBe('지갑 주소의 규칙에 맞지 않습니다.');
    const ok = await m.inject({
      method: 'POST',
      url: '/api/dewit/withdrawalRequest',
      payload: { amount: 2_000_000, withdrawalAddress: address, token: 'USDT', network: 'eth' },
    });
    expect(json(ok).message).toBe('출금신청을 완료했습니다.');
    expect((await balances(m)).usdt).toBe(3_000_000);
    const other = await m.inject({
      method: 'POST',
      url: '/api/dewit/withdrawalRequest',
      payload: { amount: 1_000_000, withdrawalAddress: `0x${'b'.repeat(40)}`, token: 'USDT', network: 'eth' },
    });
    expect(json(other).message).toBe('등록된 지갑 주소로만 출금할 수 있습니다.');
    const tooMuch = await m.inject({
      method: 'POST',
      url: '/api/dewit/withdrawalRequest',
      payload: { amount: 4_000_000, withdrawalAddress: address, token: 'USDT', network: 'eth' },
    });
    expect(json(tooMuch).message).toBe('보유 USD가 부족합니다.');
    const { id } = json<{ id: number }>(ok);
    expect((await admin.inject({ method: 'POST', url: `/api/admin/charges/${id}/approve` })).statusCode).toBe(200);
    const { rows } = await h.db.query<{ tx_hash: string; status: number }>('SELECT tx_hash, status FROM charge_requests WHERE id = $1', [
      id,
    ]);
    expect(rows[0]).toMatchObject({ status: 1, tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect((await m.inject({ method: 'PUT', url: `/api/chargeUsdt/${id}`, payload: { id, userDisplayFlag: 0 } })).statusCode).toBe(200);
  });

  it('registers no withdrawal address when the USD withdrawal is refused', async () => {
    const m = await newMember('usdwd0002');
    await h.fund(m.memberId, 'usdt', 1_000_000);
    const refused = await m.inject({
      method: 'POST',
      url: '/api/dewit/withdrawalRequest',
      payload: { amount: 2_000_000, withdrawalAddress: `0x${'c'.repeat(40)}`, token: 'USDT', network: 'eth' },
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('보유 USD가 부족합니다.');
    const registered = async () =>
      (await h.db.query<{ url: string | null }>('SELECT blockchain_url AS url FROM members WHERE id = $1', [m.memberId])).rows[0]?.url;
    expect(await registered()).toBeNull();
    const ok = await m.inject({
      method: 'POST',
      url: '/api/dewit/withdrawalRequest',
      payload: { amount: 1_000_000, withdrawalAddress: `0x${'d'.repeat(40)}`, token: 'USDT', network: 'eth' },
    });
    expect(json(ok).message).toBe('출금신청을 완료했습니다.');
    expect(await registered()).toBe(`0x${'d'.repeat(40)}`);
  });

  it('refuses tether calls during tether maintenance', async () => {
    const m = await newMember('usdmaint1');
    await h.db.query("INSERT INTO settings (key, value) VALUES ('tetherMaintenanceFlag', 'true')");
    try {
      const res = await m.inject({ method: 'GET', url: `/api/charge/tetherDepositUrl?memberId=${m.memberId}` });
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe('테더 입출금 점검중입니다.');
    } finally {
      await h.db.query("DELETE FROM settings WHERE key = 'tetherMaintenanceFlag'");
    }
    const url = json<{ url: string }>(await m.inject({ method: 'GET', url: `/api/charge/tetherDepositUrl?memberId=${m.memberId}` })).url;
    expect(url.startsWith('https://')).toBe(true);
  });
});
