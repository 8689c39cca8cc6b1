import { encodeJoin, type JoinInput } from '@bet/core/api';
import { createHarness, json, type Harness } from '../../testing/harness.js';
import { issueCaptchaId, joinCaptcha, joinWithCaptcha, TEST_CAPTCHA_CODE } from '../../testing/join-kit.js';

/**
 * Issue 27: the sign-up's 자동방지코드 is issued and checked by the server, single use, like the
 * login's: a wrong, missing or spent code is refused with the spec's message and creates nothing.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ build: joinCaptcha() });
  const owner = await h.createMember('captowner1');
  await h.db.query("INSERT INTO suggestion_codes (code, member_id, type) VALUES ('CAPTJOIN', $1, 0)", [owner]);
});
afterAll(() => h.close());

let serial = 0;
const input = (): JoinInput => {
  serial += 1;
  return {
    userId: `captjoin${serial}`,
    password: 'pass1234',
    nickname: `캡차${'가나다라마바'[serial % 6]}`,
    phoneNumber: `0107000${String(1000 + serial)}`,
    bankAccountPssword: '1234',
    accountHolder: '김철수',
    bankAccountNumber: `7770${String(100000 + serial)}`,
    bankCode: 4,
    carrierCode: 1,
    birthDate: '19900101',
    sex: 0,
    suggestionCode1: 'CAPTJOIN',
  };
};
const members = async (userId: string): Promise<number> =>
  (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE user_id = $1', [userId])).rows[0]!.n;

describe('POST /member/join checks the server-issued 자동방지코드', () => {
  it('creates the member with the code the picture showed (any case)', async () => {
    const m = input();
    const res = await joinWithCaptcha(h, m, { code: TEST_CAPTCHA_CODE.toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(await members(m.userId)).toBe(1);
  });

  it('refuses a wrong code with the spec message and creates nothing', async () => {
    const m = input();
    const res = await joinWithCaptcha(h, m, { code: 'ZZZZ' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ message: '자동방지코드가 일치하지 않습니다.', code: 'captchaMismatch', field: 'captcha' });
    expect(await members(m.userId)).toBe(0);
  });

  it('refuses a join without a challenge, or with a made-up one', async () => {
    const m = input();
    const none = await h.inject({ method: 'POST', url: '/api/member/join', payload: encodeJoin(m) });
    expect([none.statusCode, json(none).message]).toEqual([400, '자동방지코드가 일치하지 않습니다.']);
    const madeUp = await h.inject({
      method: 'POST',
      url: '/api/member/join',
      payload: { ...encodeJoin(m), captchaId: 'f'.repeat(32), captchaCode: TEST_CAPTCHA_CODE },
    });
    expect(madeUp.statusCode).toBe(400);
    expect(await members(m.userId)).toBe(0);
  });

  it('takes a challenge once: a second join with the same one is refused, even with the right code', async () => {
    const captchaId = await issueCaptchaId(h);
    const first = input();
    const second = input();
    const send = (m: JoinInput) =>
      h.inject({ method: 'POST', url: '/api/member/join', payload: { ...encodeJoin(m), captchaId, captchaCode: TEST_CAPTCHA_CODE } });
    expect((await send(first)).statusCode).toBe(200);
    const again = await send(second);
    expect([again.statusCode, json(again).code]).toEqual([400, 'captchaMismatch']);
    expect(await members(second.userId)).toBe(0);
  });

  it('spends a challenge on a wrong answer too, so it cannot be guessed at', async () => {
    const captchaId = await issueCaptchaId(h);
    const m = input();
    const send = (code: string) =>
      h.inject({ method: 'POST', url: '/api/member/join', payload: { ...encodeJoin(m), captchaId, captchaCode: code } });
    expect((await send('ZZZZ')).statusCode).toBe(400);
    expect((await send(TEST_CAPTCHA_CODE)).statusCode).toBe(400);
    expect(await members(m.userId)).toBe(0);
  });
});
