import type { JoinInput } from '@bet/core/api';
import { hashSecretNow } from '../../auth/password.js';
import { joinCaptcha, joinWithCaptcha } from '../../testing/join-kit.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let me: Caller;
let other: number;

beforeAll(async () => {
  // Many sign-ups from one address on purpose: the rate limits have their own test (plugins/rate-limits.test.ts).
  h = await createHarness({ config: { rateLimits: false }, build: joinCaptcha() });
  const id = await h.createMember('memberme1', { nickname: '나의닉' });
  const [pw, pin] = [await hashSecretNow('oldpass1'), await hashSecretNow('4321')];
  await h.db.query('UPDATE members SET password_hash = $2, deposit_pin_hash = $3 WHERE id = $1', [id, pw, pin]);
  await h.db.query(
    "INSERT INTO banking_levels (user_type, level, bank_name, bank_account_number, account_holder) VALUES ('A', 1, '신한은행', '110-01-123456', '(주)벳')",
  );
  me = await h.as(id);
  other = await h.createMember('otherone1');
  await h.db.query("INSERT INTO suggestion_codes (code, member_id, type) VALUES ('JOINME', $1, 0), ('CODE2', $1, 1)", [other]);
});
afterAll(() => h.close());

describe('GET /member/{id}', () => {
  it('answers the acting member with balances read from the ledger', async () => {
    await h.fund(me.memberId, 'cash', 12_340);
    await h.fund(me.memberId, 'usdt', 2_500_000);
    await h.fund(me.memberId, 'casino', 30_000);
    const res = await me.inject({ method: 'GET', url: `/api/member/${me.memberId}` });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      id: me.memberId,
      userId: 'memberme1',
      nickname: '나의닉',
      emoney: 12_340,
      usdt: 2_500_000,
      point: 0,
      casinoMoney: 30_000,
      isChargeData: false,
      role: 1,
    });
    expect(json(res)).not.toHaveProperty('bankAccountPssword');
  });

  it('refuses another member id with 403', async () => {
    const res = await me.inject({ method: 'GET', url: `/api/member/${other}` });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe('본인 정보만 조회하거나 변경할 수 있습니다.');
  });
});

describe('deposit password', () => {
  it('reveals the deposit account of the member level for the right password', async () => {
    const res = await me.inject({
      method: 'POST',
      url: '/api/member/check-deposit-pw',
      payload: { userId: 'memberme1', bankAccountPssword: '4321' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ account: '신한은행 110-01-123456 (주)벳' });
  });

  it('refuses a wrong password with a Korean message', async () => {
    const res = await me.inject({
      method: 'POST',
      url: '/api/member/check-deposit-pw',
      payload: { userId: 'memberme1', bankAccountPssword: '0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('입출금 비밀번호가 일치하지 않습니다.');
  });
});

describe('availability and referral codes', () => {
  it('says whether an id is free, with the spec wording', async () => {
    const taken = await h.inject({ method: 'GET', url: '/api/member/check?userIdEquals=memberme1' });
    expect(json(taken)).toEqual({ available: false, message: 'memberme1는 이미 사용중입니다.' });
    const free = await h.inject({ method: 'GET', url: '/api/member/check?nicknameEquals=%EC%83%88%EB%8B%89' });
    expect(json(free)).toEqual({ available: true, message: '새닉는 사용가능합니다.' });
  });

  it('applies the id length rule of the availability check', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/member/check?userIdEquals=abc' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('6자이상,12자 이내로 입력해주세요');
  });

  it('refuses two criteria at once', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/member/check?userIdEquals=abcdefg&nicknameEquals=%EB%8B%89' });
    expect(res.statusCode).toBe(400);
  });

  it('looks up a referral code', async () => {
    expect(json(await h.inject({ method: 'GET', url: '/api/suggestioncode?codeEquals=CODE2' }))).toEqual({ type: 1, memberId: other });
    const unknown = await h.inject({ method: 'GET', url: '/api/suggestioncode?codeEquals=NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('유효하지 않은 가입코드입니다.');
  });
});

const joinInput = (over: Partial<JoinInput> = {}): JoinInput => ({
  userId: 'newbie01',
  password: 'pass1234',
  nickname: '새회원',
  phoneNumber: '01098765432',
  bankAccountPssword: '1234',
  accountHolder: '김철수',
  bankAccountNumber: '123456789012',
  bankCode: 4,
  carrierCode: 1,
  birthDate: '19900101',
  sex: 0,
  suggestionCode1: 'JOINME',
  ...over,
});

describe('POST /member/join', () => {
  it('creates a member awaiting approval who cannot log in yet', async () => {
    const res = await joinWithCaptcha(h, joinInput());
    expect(res.statusCode).toBe(200);
    const { id } = json<{ id: number }>(res);
    const { rows } = await h.db.query<{ status: string; recommender_id: number }>(
      'SELECT status, recommender_id FROM members WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ status: 'pending', recommender_id: other });
    const login = await h.inject({ method: 'POST', url: '/api/auth/login', payload: { userId: 'newbie01', password: 'pass1234' } });
    expect(login.statusCode).toBe(404);
    expect(json(login).message).toBe('가입 승인 대기중입니다. 관리자 승인 후 로그인해주세요.');
  });

  it('accepts the tether short form: a USD-only member (user type T) without bank, account or holder', async () => {
    const short = joinInput({
      userId: 'tether01',
      nickname: '테더회원',
      phoneNumber: '01055556666',
      userType: 'T',
      bankCode: 0,
      bankAccountNumber: '',
      accountHolder: '',
    });
    const res = await joinWithCaptcha(h, short);
    expect(res.statusCode).toBe(200);
    const { rows } = await h.db.query<{ user_type: string; status: string }>('SELECT user_type, status FROM members WHERE user_id = $1', [
      'tether01',
    ]);
    expect(rows).toEqual([{ user_type: 'T', status: 'pending' }]);
    // The standard form (user type A) still needs them.
    const standard = joinInput({
      userId: 'tether02',
      nickname: '테더둘',
      phoneNumber: '01055557777',
      bankCode: 0,
      bankAccountNumber: '',
      accountHolder: '',
    });
    expect((await joinWithCaptcha(h, standard)).statusCode).toBe(400);
  });

  it('refuses a duplicate id, nickname, phone or account with the spec messages', async () => {
    const cases: [Partial<JoinInput>, string][] = [
      [{ userId: 'newbie01', nickname: '다른닉', phoneNumber: '01011112222', bankAccountNumber: '99' }, '중복된 아이디 입니다.'],
      [{ userId: 'newbie02', phoneNumber: '01011112222', bankAccountNumber: '99' }, '중복된 닉네임 입니다.'],
      [{ userId: 'newbie02', nickname: '다른닉', bankAccountNumber: '99' }, '중복된 휴대전화번호 입니다.'],
      [{ userId: 'newbie02', nickname: '다른닉', phoneNumber: '01011112222' }, '중복된 계좌번호 입니다.'],
    ];
    for (const [over, message] of cases) {
      const res = await joinWithCaptcha(h, joinInput(over));
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toBe(message);
    }
  });

  it('refuses an unknown referral code, a missing one, and a banned nickname', async () => {
    const unknown = await joinWithCaptcha(h, joinInput({ userId: 'newbie03', suggestionCode1: 'XXXX' }));
    expect(json(unknown).message).toBe('유효하지 않은 가입코드입니다.');
    const missing = await joinWithCaptcha(h, joinInput({ userId: 'newbie03', suggestionCode1: null }));
    expect(json(missing).message).toBe('위 항목을 입력해주세요.');
    const banned = await joinWithCaptcha(h, joinInput({ userId: 'newbie03', nickname: '운영자' }));
    expect(json(banned).message).toBe('금지된 닉네임입니다.');
  });

  it('applies core sign-up rules (Korean nickname, 4-digit deposit password, birth year)', async () => {
    const nick = await joinWithCaptcha(h, joinInput({ userId: 'newbie04', nickname: 'abcd' }));
    expect(json(nick).message).toBe('닉네임은 한글 2~6자로 입력하세요.');
    const pin = await joinWithCaptcha(h, joinInput({ userId: 'newbie04', bankAccountPssword: '12a4' }));
    expect(json(pin).message).toBe('공백을 제외한 숫자 4자로 입력해주세요.');
    const young = await joinWithCaptcha(h, joinInput({ userId: 'newbie04', birthDate: '20200101' }));
    expect(young.statusCode).toBe(400);
  });

  it('checks the exact minimum age (a setting, 19 by default) on the day of sign-up (KST)', async () => {
    // TEST_NOW is 2026-03-02 in KST.
    let n = 0;
    const join = (userId: string, birthDate: string) => {
      n += 1;
      const unique = { nickname: `나이${'일이삼사오'[n - 1]}`, phoneNumber: `0109876000${n}`, bankAccountNumber: `98765432100${n}` };
      return joinWithCaptcha(h, joinInput({ userId, birthDate, ...unique }));
    };
    const tomorrow19 = await join('agecheck1', '20070303');
    expect(tomorrow19.statusCode).toBe(400);
    expect(json(tomorrow19)).toMatchObject({ message: '만 19세 이상만 가입할 수 있습니다.', field: 'birthDate' });
    expect((await join('agecheck2', '20070302')).statusCode).toBe(200);
    await h.db.query("INSERT INTO settings (key, value) VALUES ('signUpMinimumAge', '20')");
    try {
      expect(json(await join('agecheck3', '20060303')).message).toBe('만 20세 이상만 가입할 수 있습니다.');
      expect(json(await join('agecheck3', '20070101')).message).toBe('출생연도는 1950년부터 2006년까지 입력할 수 있습니다.');
      expect((await join('agecheck3', '20060302')).statusCode).toBe(200);
    } finally {
      await h.db.query("DELETE FROM settings WHERE key = 'signUpMinimumAge'");
    }
  });

  it('answers the closed sign-up message when joinStartEndFlg is on', async () => {
    await h.db.query("INSERT INTO settings (key, value) VALUES ('joinStartEndFlg', 'true')");
    const res = await joinWithCaptcha(h, joinInput({ userId: 'newbie05' }));
    expect(json(res).message).toBe('현재 회원가입은 종료했습니다.');
    await h.db.query("DELETE FROM settings WHERE key = 'joinStartEndFlg'");
  });
});

describe('password changes', () => {
  it('changes the password with the current one, logs the session out, and the new one works', async () => {
    const wrong = await me.inject({
      method: 'PUT',
      url: `/api/member/change-password/${me.memberId}`,
      payload: { userId: 'memberme1', oldPassword: 'nope', password: 'newpass1' },
    });
    expect(json(wrong).message).toBe('현재 비밀번호가 일치하지 않습니다.');
    const res = await me.inject({
      method: 'PUT',
      url: `/api/member/change-password/${me.memberId}`,
      payload: { userId: 'memberme1', oldPassword: 'oldpass1', password: 'newpass1' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('패스워드를 수정했습니다. 다시 로그인 해주세요.');
    expect((await me.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(556);
    const login = await h.inject({ method: 'POST', url: '/api/auth/login', payload: { userId: 'memberme1', password: 'newpass1' } });
    expect(login.statusCode).toBe(200);
  });

  it('changes it without the current password for the session member only', async () => {
    const caller = await h.as(me.memberId);
    const denied = await caller.inject({
      method: 'POST',
      url: '/api/member/change-password',
      payload: { userId: 'otherone1', newPassword: 'hacked12' },
    });
    expect(denied.statusCode).toBe(403);
    const res = await caller.inject({
      method: 'POST',
      url: '/api/member/change-password',
      payload: { userId: 'memberme1', newPassword: 'third123' },
    });
    expect(res.statusCode).toBe(200);
    const bad = await (
      await h.as(me.memberId)
    ).inject({ method: 'POST', url: '/api/member/change-password', payload: { userId: 'memberme1', newPassword: 'a b' } });
    expect(bad.statusCode).toBe(400);
  });
});
