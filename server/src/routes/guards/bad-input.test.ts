import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';
import type { TestRequest } from '../../testing/http-client.js';

let h: Harness;
let me: Caller;

beforeAll(async () => {
  h = await createHarness();
  me = await h.as(await h.createMember('badinput1'));
  await h.fund(me.memberId, 'cash', 100_000);
  await h.fund(me.memberId, 'point', 100);
});
afterAll(() => h.close());

const HANGUL = /[가-힣]/;
const raw = (url: string, body: string, contentType = 'application/json'): TestRequest => ({
  method: 'POST',
  url,
  payload: body,
  headers: { 'content-type': contentType },
});

async function expectKorean4xx(request: TestRequest, message?: string): Promise<void> {
  const res = await me.inject(request);
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = json<{ message: string; code: string }>(res);
  expect(body.message).toMatch(HANGUL);
  if (message) expect(body.message).toBe(message);
}

const balances = async () => json<{ emoney: number; point: number }>(await me.inject({ method: 'GET', url: `/api/member/${me.memberId}` }));

describe('bad input gets a 4xx with a Korean message, never a 500, and changes nothing', () => {
  it('malformed JSON', async () => {
    await expectKorean4xx(raw('/api/emoney/pointToEmoney', '{"memberId": 1, "point": '), '요청 형식이 올바르지 않습니다.');
    await expectKorean4xx(raw('/api/customer/', '{{{'), '요청 형식이 올바르지 않습니다.');
    await expectKorean4xx(raw('/api/auth/login', ''), '요청 형식이 올바르지 않습니다.');
  });

  it('prototype pollution attempts', async () => {
    await expectKorean4xx(
      raw('/api/customer/', `{"memberId": ${1}, "title": "t", "questionContents": "q", "__proto__": {"isAdmin": true}}`),
    );
  });

  it('wrong JSON types (no coercion of text or booleans into numbers)', async () => {
    await expectKorean4xx(
      { method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: String(me.memberId), point: 10 } },
      '회원번호 항목의 형식이 올바르지 않습니다.',
    );
    await expectKorean4xx(
      { method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: me.memberId, point: true } },
      '포인트 항목의 형식이 올바르지 않습니다.',
    );
    await expectKorean4xx({ method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: me.memberId, point: [10] } });
    await expectKorean4xx(
      { method: 'POST', url: '/api/customer/', payload: { memberId: me.memberId, title: 5, questionContents: 'q' } },
      '제목 항목의 형식이 올바르지 않습니다.',
    );
    await expectKorean4xx({ method: 'POST', url: '/api/emoney/pointToEmoney', payload: [1, 2] });
    await expectKorean4xx({ method: 'POST', url: '/api/emoney/pointToEmoney', payload: null });
  });

  it('huge and out-of-range numbers', async () => {
    await expectKorean4xx(raw('/api/emoney/pointToEmoney', `{"memberId": ${me.memberId}, "point": 1e400}`));
    await expectKorean4xx(
      raw('/api/emoney/pointToEmoney', `{"memberId": ${me.memberId}, "point": 123456789012345678901234567890}`),
      '포인트 항목의 값이 허용 범위를 벗어났습니다.',
    );
    await expectKorean4xx(
      { method: 'POST', url: '/api/dewit/increase', payload: { amount: -5 } },
      '금액 항목의 값이 허용 범위를 벗어났습니다.',
    );
    await expectKorean4xx({
      method: 'POST',
      url: '/api/charge',
      payload: { memberId: me.memberId, depositMode: 0, depositAmount: 1e15, depositName: 'x', userDisplayFlag: 1, type: 0, pointType: 3 },
    });
    await expectKorean4xx({ method: 'GET', url: '/api/member/99999999999999999999' });
    await expectKorean4xx({ method: 'GET', url: `/api/message/user/?memberId=${me.memberId}&page=0&perpage=10` });
    await expectKorean4xx({ method: 'GET', url: `/api/message/user/?memberId=${me.memberId}&page=1&perpage=100000` });
    await expectKorean4xx({ method: 'GET', url: '/api/member/abc' }, '회원번호 항목의 형식이 올바르지 않습니다.'.replace('회원번호', 'id'));
  });

  it('unknown fields', async () => {
    await expectKorean4xx(
      { method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: me.memberId, point: 1, admin: true } },
      '허용되지 않는 항목(admin)이 포함되어 있습니다.',
    );
    await expectKorean4xx(
      { method: 'GET', url: `/api/point/count?memberId=${me.memberId}&drop=1` },
      '허용되지 않는 항목(drop)이 포함되어 있습니다.',
    );
  });

  it('missing fields', async () => {
    await expectKorean4xx(
      { method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: me.memberId } },
      '포인트 항목을 입력해주세요.',
    );
  });

  it('script and markup in member text', async () => {
    await expectKorean4xx(
      {
        method: 'POST',
        url: '/api/customer/',
        payload: { memberId: me.memberId, title: '<script>alert(1)</script>', questionContents: 'q', template: null },
      },
      '제목 항목에 허용되지 않는 문자가 포함되어 있습니다.',
    );
    await expectKorean4xx({
      method: 'POST',
      url: '/api/customer/',
      payload: { memberId: me.memberId, title: 't', questionContents: '<img src=x onerror=alert(1)>', template: null },
    });
    await expectKorean4xx({
      method: 'POST',
      url: '/api/supportNonMember',
      payload: { name: 'javascript:alert(1)', phoneNumber: '010', question: 'q' },
    });
    await expectKorean4xx({
      method: 'POST',
      url: '/api/customer/',
      payload: { memberId: me.memberId, title: 'a\u0000b', questionContents: 'q', template: null },
    });
  });

  it('wrong content type and oversized bodies', async () => {
    await expectKorean4xx(raw('/api/emoney/pointToEmoney', 'point=1', 'text/plain'), '지원하지 않는 요청 형식입니다.');
    await expectKorean4xx(
      raw('/api/customer/', JSON.stringify({ memberId: me.memberId, title: 't', questionContents: 'x'.repeat(300_000) })),
      '요청 데이터가 너무 큽니다.',
    );
    await expectKorean4xx(
      {
        method: 'POST',
        url: '/api/customer/',
        payload: { memberId: me.memberId, title: 't'.repeat(101), questionContents: 'q', template: null },
      },
      '제목 항목이 너무 깁니다.',
    );
  });

  it('every money-moving call: text, fractions, negatives, null and huge amounts (1e300, 2^63)', async () => {
    const id = me.memberId;
    const address = `T${'A'.repeat(33)}`;
    const calls: ReadonlyArray<[string, (amount: string) => string]> = [
      ['/api/emoney/pointToEmoney', (a) => `{"memberId":${id},"point":${a}}`],
      ['/api/emoney/emoney-to-opera', (a) => `{"memberId":${id},"emoney":${a},"totalEmoney":100000,"code":4}`],
      ['/api/emoney/opera-to-emoney', (a) => `{"memberId":${id},"emoney":${a},"totalEmoney":0,"code":3}`],
      ['/api/dewit/increase', (a) => `{"amount":${a}}`],
      ['/api/dewit/decrease', (a) => `{"amount":${a}}`],
      ['/api/dewit/withdrawalRequest', (a) => `{"amount":${a},"withdrawalAddress":"${address}","token":"USDT","network":"trx"}`],
      ['/api/dewit/deposit?network=trx&token=USDT', (a) => `{"depositAmount":${a}}`],
      ['/api/charge/cryptoDeposit', (a) => `{"memberId":${id},"depositAmount":${a},"network":"trx","token":"USDT"}`],
      ['/api/charge', (a) => `{"memberId":${id},"depositMode":0,"depositAmount":${a},"depositName":"x","userDisplayFlag":1,"pointType":3}`],
      ['/api/charge', (a) => `{"memberId":${id},"depositMode":1,"depositAmount":${a},"depositName":"x","userDisplayFlag":1}`],
    ];
    for (const amount of ['"30000"', '30000.5', '-30000', 'null', '1e300', '9223372036854775808']) {
      for (const [url, body] of calls) await expectKorean4xx(raw(url, body(amount)));
    }
  });

  it('left balances, history and inquiries untouched', async () => {
    expect(await balances()).toMatchObject({ emoney: 100_000, point: 100 });
    const { rows } = await h.db.query(
      'SELECT 1 FROM inquiries WHERE member_id = $1 UNION ALL SELECT 1 FROM charge_requests WHERE member_id = $1 UNION ALL SELECT 1 FROM nonmember_inquiries',
      [me.memberId],
    );
    expect(rows).toHaveLength(0);
  });
});
