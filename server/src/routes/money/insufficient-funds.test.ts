import { fixtures, picksOf, prematchBody } from '../sports/testing/bet-builders.js';
import { buildSportsTestApp } from '../sports/testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../sports/testing/sports-test-app.js';

/**
 * Issue 7 item 10: a short balance answered three ways (a bet 400 `insufficientCash`, won to USDT
 * 409 `insufficientFunds`, cash to casino 400 `above-balance`). Every money-moving route now
 * answers one way, 409 `insufficientFunds` with its context's Korean message
 * (docs/api-conventions.md), and moves nothing.
 */
describe('one answer for too little balance, on every money-moving route', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  interface Balances {
    emoney: number;
    point: number;
    usdt: number;
    casinoMoney: number;
  }
  const balances = async (m: SportsMember): Promise<Balances> => {
    const { emoney, point, usdt, casinoMoney } = (await t.call(m, { url: `/api/member/${m.id}` })).json();
    return { emoney, point, usdt, casinoMoney };
  };

  /** A member with a little of everything: 7,000 won cash, 100 points, 1 USDT, 30,000 casino. */
  const smallWallet = async (): Promise<SportsMember> => {
    const m = await t.addMember({ cash: 7_000 });
    await t.harness.fund(m.id, 'point', 100);
    await t.harness.fund(m.id, 'usdt', 1_000_000);
    await t.harness.fund(m.id, 'casino', 30_000);
    return m;
  };

  const TRX_ADDRESS = 'T' + 'A'.repeat(33);
  const cases: ReadonlyArray<[string, (m: SportsMember) => Promise<{ method: 'POST'; url: string; payload: unknown }>, string]> = [
    [
      'a pre-match bet above the cash',
      async (m) => {
        const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
        return { method: 'POST', url: '/api/sports-prematch/betting', payload: prematchBody(m.id, [picksOf(fixture!, 1)[0]!], 8_000) };
      },
      '보유 캐쉬가 부족합니다.',
    ],
    [
      'cash to the casino wallet above the cash',
      async (m) => ({
        method: 'POST',
        url: '/api/emoney/emoney-to-opera',
        payload: { memberId: m.id, emoney: 31_000, totalEmoney: 7_000, code: 4 },
      }),
      '보유머니보다 많은 금액을 입력했습니다.',
    ],
    [
      'casino money back above the casino wallet',
      async (m) => ({
        method: 'POST',
        url: '/api/emoney/opera-to-emoney',
        payload: { memberId: m.id, emoney: 40_000, totalEmoney: 7_000, code: 3 },
      }),
      '카지노머니보다 많은 금액을 입력했습니다.',
    ],
    [
      'points to cash above the points',
      async (m) => ({ method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: m.id, point: 101 } }),
      '보유 포인트가 부족합니다.',
    ],
    [
      'won to USDT above the cash',
      async () => ({ method: 'POST', url: '/api/dewit/increase', payload: { amount: 8_000 } }),
      '보유머니가 부족합니다.',
    ],
    [
      'USDT to won above the USDT',
      async () => ({ method: 'POST', url: '/api/dewit/decrease', payload: { amount: 2_000_000 } }),
      '보유 USD가 부족합니다.',
    ],
    [
      'a won withdrawal above the cash',
      async (m) => ({
        method: 'POST',
        url: '/api/charge',
        payload: {
          memberId: m.id,
          depositMode: 1,
          depositAmount: 10_000,
          depositName: '홍길동',
          userDisplayFlag: 1,
          duplicate: 0,
          status: 0,
          type: 0,
          depositDate: '2026-03-02 12:00:00',
          confirmFlag: 0,
          createdAt: '2026-03-02 12:00:00',
          updatedAt: '2026-03-02 12:00:00',
        },
      }),
      '보유머니보다 많은 금액을 입력했습니다.',
    ],
    [
      'a USDT withdrawal above the USDT',
      async () => ({
        method: 'POST',
        url: '/api/dewit/withdrawalRequest',
        payload: { amount: 5_000_000, withdrawalAddress: TRX_ADDRESS, token: 'USDT', network: 'trx' },
      }),
      '보유 USD가 부족합니다.',
    ],
  ];

  it.each(cases)('%s: 409 insufficientFunds, a Korean message, and no balance changes', async (_name, request, message) => {
    const m = await smallWallet();
    const before = await balances(m);
    const res = await t.call(m, await request(m));
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 409, code: 'insufficientFunds' });
    expect(res.json().message).toBe(message);
    expect(await balances(m)).toEqual(before);
  });
});
