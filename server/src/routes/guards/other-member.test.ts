import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';
import type { TestRequest } from '../../testing/http-client.js';

/**
 * Spec rule (issue 3): the acting member always comes from the session. Every member route that
 * carries a member id or login id is called naming ANOTHER member: each answers 403 and the other
 * member's data is exactly as before.
 */
let h: Harness;
let me: Caller;
let victimId: number;
const VICTIM = 'victim001';
const ids = { message: 0, inquiry: 0, point: 0, charge: 0, coinCharge: 0 };

beforeAll(async () => {
  h = await createHarness();
  me = await h.as(await h.createMember('attacker1'));
  await h.fund(me.memberId, 'cash', 1_000_000);
  await h.fund(me.memberId, 'point', 1_000);
  victimId = await h.createMember(VICTIM);
  await h.fund(victimId, 'cash', 500_000);
  await h.fund(victimId, 'point', 700);
  await h.fund(victimId, 'casino', 40_000);
  const at = new Date(h.clock.now());
  const one = async (sql: string, params: unknown[]) => Number((await h.db.query<{ id: number }>(sql, params)).rows[0]!.id);
  ids.message = await one(
    "INSERT INTO messages (member_id, title, contents, confirm_status, created_at) VALUES ($1, 't', 'c', 1, $2) RETURNING id",
    [victimId, at],
  );
  ids.inquiry = await one(
    "INSERT INTO inquiries (member_id, title, question_contents, created_at) VALUES ($1, 't', 'q', $2) RETURNING id",
    [victimId, at],
  );
  await h.db.query("INSERT INTO inquiry_answers (inquiry_id, answer_contents, created_at) VALUES ($1, 'a', $2)", [ids.inquiry, at]);
  ids.point = await one(
    "INSERT INTO point_records (member_id, point, point_memo, point_to_cash_flg, created_at, updated_at) VALUES ($1, -5, 'x', 1, $2, $2) RETURNING id",
    [victimId, at],
  );
  ids.charge = await one(
    "INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, status, created_at, updated_at) VALUES ($1, 0, 0, 'cash', 10000, 1, $2, $2) RETURNING id",
    [victimId, at],
  );
  ids.coinCharge = await one(
    "INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, status, created_at, updated_at) VALUES ($1, 0, 1, 'usdt', 1000000, 1, $2, $2) RETURNING id",
    [victimId, at],
  );
  await h.db.query('INSERT INTO roulette_coupons (member_id, normal, vip) VALUES ($1, 2, 2)', [victimId]);
});
afterAll(() => h.close());

/** Everything of the victim a refused call could have touched. */
async function snapshot(): Promise<unknown> {
  const q = async (sql: string) => (await h.db.query(sql, [victimId])).rows;
  return {
    member: await q('SELECT password_hash, updated_at, blockchain_url, realpoker_uid, revolution_uid, status FROM members WHERE id = $1'),
    ledger: await q('SELECT ref, balance FROM ledger_accounts WHERE member_id = $1 ORDER BY ref'),
    transfers: await q('SELECT count(*)::int AS n FROM ledger_transfers WHERE member_id = $1'),
    messages: await q('SELECT id, confirm_status, user_delete_flg FROM messages WHERE member_id = $1 ORDER BY id'),
    inquiries: await q('SELECT id, user_deleted FROM inquiries WHERE member_id = $1 ORDER BY id'),
    points: await q('SELECT id, user_deleted FROM point_records WHERE member_id = $1 ORDER BY id'),
    charges: await q('SELECT id, status, user_display_flag FROM charge_requests WHERE member_id = $1 ORDER BY id'),
    coupons: await q('SELECT normal, vip FROM roulette_coupons WHERE member_id = $1'),
    sessions: await q('SELECT count(*)::int AS n FROM sessions WHERE member_id = $1'),
  };
}

const calls = (): [string, TestRequest][] => {
  const v = victimId;
  return [
    ['GET /member/{id}', { method: 'GET', url: `/api/member/${v}` }],
    [
      'PUT /member/change-password/{id}',
      { method: 'PUT', url: `/api/member/change-password/${v}`, payload: { userId: VICTIM, oldPassword: 'a', password: 'newpass1' } },
    ],
    [
      'PUT /member/change-password/{own id} with another userId',
      {
        method: 'PUT',
        url: `/api/member/change-password/${me.memberId}`,
        payload: { userId: VICTIM, oldPassword: 'a', password: 'newpass1' },
      },
    ],
    [
      'POST /member/change-password',
      { method: 'POST', url: '/api/member/change-password', payload: { userId: VICTIM, newPassword: 'newpass1' } },
    ],
    [
      'POST /member/check-deposit-pw',
      { method: 'POST', url: '/api/member/check-deposit-pw', payload: { userId: VICTIM, bankAccountPssword: '1234' } },
    ],
    ['GET /settingMemberBetting/{userId}', { method: 'GET', url: `/api/settingMemberBetting/${VICTIM}` }],
    ['GET /customer/user/{userId}', { method: 'GET', url: `/api/customer/user/${VICTIM}` }],
    [
      'POST /customer/',
      { method: 'POST', url: '/api/customer/', payload: { memberId: v, title: 't', questionContents: 'q', template: null } },
    ],
    ['DELETE /customer/delete/user/{id}', { method: 'DELETE', url: `/api/customer/delete/user/${ids.inquiry}` }],
    ['DELETE /customer/deleteAll/{userId}', { method: 'DELETE', url: `/api/customer/deleteAll/${VICTIM}` }],
    ['GET /message/unread/{userId}', { method: 'GET', url: `/api/message/unread/${VICTIM}` }],
    ['GET /message/user/count', { method: 'GET', url: `/api/message/user/count?memberId=${v}` }],
    ['GET /message/user/', { method: 'GET', url: `/api/message/user/?memberId=${v}&page=1&perpage=10` }],
    ['GET /message/user/{userId}', { method: 'GET', url: `/api/message/user/${VICTIM}` }],
    ['PUT /message/', { method: 'PUT', url: '/api/message/', payload: { id: ids.message, confirmStatus: 1 } }],
    ['PUT /message/user/readAll/{userId}', { method: 'PUT', url: `/api/message/user/readAll/${VICTIM}` }],
    ['DELETE /message/user/deleteAll/{userId}', { method: 'DELETE', url: `/api/message/user/deleteAll/${VICTIM}` }],
    ['DELETE /message/user/delete/{id}', { method: 'DELETE', url: `/api/message/user/delete/${ids.message}` }],
    ['PUT /message/delete', { method: 'PUT', url: '/api/message/delete', payload: [{ id: ids.message, userDeleteFlg: 1 }] }],
    ['GET /point/count', { method: 'GET', url: `/api/point/count?memberId=${v}&pointToCashFlg=1` }],
    ['GET /point', { method: 'GET', url: `/api/point?memberId=${v}&pointToCashFlg=1&page=1&perpage=10` }],
    ['DELETE /point/{id}', { method: 'DELETE', url: `/api/point/${ids.point}` }],
    ['DELETE /point/allPoinToCash/{userId}', { method: 'DELETE', url: `/api/point/allPoinToCash/${VICTIM}` }],
    ['POST /emoney/pointToEmoney', { method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: v, point: 100 } }],
    [
      'POST /emoney/emoney-to-opera',
      { method: 'POST', url: '/api/emoney/emoney-to-opera', payload: { memberId: v, emoney: 30_000, totalEmoney: 500_000, code: 4 } },
    ],
    [
      'POST /emoney/opera-to-emoney',
      { method: 'POST', url: '/api/emoney/opera-to-emoney', payload: { memberId: v, emoney: 1_000, totalEmoney: 40_000, code: 3 } },
    ],
    ['GET /charge/count', { method: 'GET', url: `/api/charge/count?memberId=${v}&depositMode=0&userDisplayFlag=1` }],
    [
      'GET /charge/userHistory',
      { method: 'GET', url: `/api/charge/userHistory?memberId=${v}&depositMode=0&userDisplayFlag=1&page=1&perpage=7` },
    ],
    ['PUT /charge/{id}', { method: 'PUT', url: `/api/charge/${ids.charge}`, payload: { id: ids.charge, userDisplayFlag: 0 } }],
    [
      'PUT /chargeUsdt/{id}',
      { method: 'PUT', url: `/api/chargeUsdt/${ids.coinCharge}`, payload: { id: ids.coinCharge, userDisplayFlag: 0 } },
    ],
    [
      'POST /charge (deposit)',
      {
        method: 'POST',
        url: '/api/charge',
        payload: { memberId: v, depositMode: 0, depositAmount: 10_000, depositName: 'x', userDisplayFlag: 1, type: 0, pointType: 3 },
      },
    ],
    [
      'POST /charge (withdrawal)',
      {
        method: 'POST',
        url: '/api/charge',
        payload: { memberId: v, depositMode: 1, depositAmount: 10_000, depositName: 'x', userDisplayFlag: 1 },
      },
    ],
    ['POST /deposot-account-confirm', { method: 'POST', url: '/api/deposot-account-confirm', payload: { memberId: v } }],
    ['GET /charge/tetherDepositUrl', { method: 'GET', url: `/api/charge/tetherDepositUrl?memberId=${v}` }],
    [
      'POST /charge/cryptoDeposit',
      {
        method: 'POST',
        url: '/api/charge/cryptoDeposit',
        payload: { memberId: v, depositAmount: 1_000_000, network: 'trx', token: 'USDT' },
      },
    ],
    ['POST /card/roulleteCount/{memberId}', { method: 'POST', url: `/api/card/roulleteCount/${v}` }],
    ['POST /card/roulleteCountAndAmount', { method: 'POST', url: '/api/card/roulleteCountAndAmount', payload: { memberId: v } }],
    ['POST /card/choice', { method: 'POST', url: '/api/card/choice', payload: { memberId: v, couponType: 1 } }],
    ['GET /card/user/count', { method: 'GET', url: `/api/card/user/count?memberId=${v}` }],
    ['GET /realpoker/user/create', { method: 'GET', url: `/api/realpoker/user/create?userId=${VICTIM}&nickname=x` }],
    ['GET /realpoker/game/link', { method: 'GET', url: `/api/realpoker/game/link?userId=${VICTIM}` }],
    ['GET /revolution/game/link', { method: 'GET', url: `/api/revolution/game/link?userId=${VICTIM}` }],
  ];
};

describe('every member route refuses another member', () => {
  it('answers 403 with the Korean message to each call naming another member, and changes nothing', async () => {
    const before = await snapshot();
    const outcomes: string[] = [];
    for (const [name, request] of calls()) {
      const res = await me.inject(request);
      if (res.statusCode !== 403 || json(res).message !== '본인 정보만 조회하거나 변경할 수 있습니다.')
        outcomes.push(`${name} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(outcomes).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('still serves the same calls for the member themself (the refusal is about the id, not the route)', async () => {
    const res = await me.inject({ method: 'GET', url: `/api/card/user/count?memberId=${me.memberId}` });
    expect(res.statusCode).toBe(200);
    expect((await me.inject({ method: 'GET', url: `/api/message/unread/attacker1` })).statusCode).toBe(200);
  });
});
