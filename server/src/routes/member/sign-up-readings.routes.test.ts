import type { JoinInput } from '@bet/core/api';
import { joinCaptcha, joinWithCaptcha } from '../../testing/join-kit.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

/**
 * Spec 5 reads the id, password and nickname rules two ways (core's `SignUpPolicy`). The default
 * is core's DEFAULT_SIGN_UP_POLICY; the operator switches each other reading on through
 * PUT /admin/settings, and the join, the availability check and the password change read it from
 * the stored settings per request (core's `signUpPolicyOf`), as the join form does.
 */
let h: Harness;
let admin: Caller;

beforeAll(async () => {
  h = await createHarness({ build: joinCaptcha() });
  admin = await h.as(await h.createMember('readadmin1', { isAdmin: true, role: 10, type: 1 }));
  const owner = await h.createMember('readowner1');
  await h.db.query("INSERT INTO suggestion_codes (code, member_id, type) VALUES ('READING', $1, 0)", [owner]);
});
afterAll(() => h.close());

async function setReading(key: 'signUpUserIdMax14' | 'signUpPasswordMax255' | 'signUpNicknameWeighted', on: boolean): Promise<void> {
  const res = await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: { [key]: on } });
  expect(res.statusCode).toBe(200);
}

let serial = 0;
/** A valid join under the default reading, unique per call. */
function joinInput(over: Partial<JoinInput>): JoinInput {
  serial += 1;
  return {
    userId: `reader${serial}a`,
    password: 'pass1234',
    nickname: `회원${'가나다라마'[serial % 5]}`,
    phoneNumber: `0109000${String(1000 + serial)}`,
    bankAccountPssword: '1234',
    accountHolder: '김철수',
    bankAccountNumber: `5550${String(100000 + serial)}`,
    bankCode: 4,
    carrierCode: 1,
    birthDate: '19900101',
    sex: 0,
    suggestionCode1: 'READING',
    ...over,
  };
}

const join = (input: JoinInput) => joinWithCaptcha(h, input);
const check = (query: string) => h.inject({ method: 'GET', url: `/api/member/check?${query}` });
const memberCount = async (userId: string) =>
  Number((await h.db.query<{ n: number }>('SELECT count(*) AS n FROM members WHERE user_id = $1', [userId])).rows[0]!.n);

async function expectRefused(input: JoinInput, message: string): Promise<void> {
  const res = await join(input);
  expect(res.statusCode).toBe(400);
  expect(json(res).message).toBe(message);
  expect(await memberCount(input.userId)).toBe(0);
}

describe('the user id reading (12 by default, 14 when signUpUserIdMax14 is on)', () => {
  it('refuses a 13-14 character id by default and takes it once the operator switches the 14 reading on', async () => {
    const settings = json<{ signUpUserIdMax14: boolean }>(await h.inject({ method: 'GET', url: '/api/settingSignUp' }));
    expect(settings.signUpUserIdMax14).toBe(false);
    expect(json(await check('userIdEquals=reader1234567')).message).toBe('6자이상,12자 이내로 입력해주세요');
    await expectRefused(joinInput({ userId: 'reader1234567' }), '6자이상,12자 이내로 입력해주세요');

    await setReading('signUpUserIdMax14', true);
    expect(json(await h.inject({ method: 'GET', url: '/api/settingSignUp' }))).toMatchObject({ signUpUserIdMax14: true });
    expect(json(await check('userIdEquals=reader12345678'))).toEqual({ available: true, message: 'reader12345678는 사용가능합니다.' });
    expect((await join(joinInput({ userId: 'reader12345678' }))).statusCode).toBe(200);
    expect(await memberCount('reader12345678')).toBe(1);
    await expectRefused(joinInput({ userId: 'reader123456789' }), '6자이상,14자 이내로 입력해주세요');
    await setReading('signUpUserIdMax14', false);
  });
});

describe('the password reading (12 by default, 255 when signUpPasswordMax255 is on)', () => {
  const long = 'longpass12345';

  it('refuses a 13-character password at sign-up by default and takes it with the 255 reading', async () => {
    await expectRefused(
      joinInput({ userId: 'readerpw01', password: long }),
      '비밀번호는 영문, 숫자, 특수문자(!@#$%^*+=-) 4~12자로 입력해주세요.',
    );
    await setReading('signUpPasswordMax255', true);
    const input = joinInput({ userId: 'readerpw02', password: long });
    expect((await join(input)).statusCode).toBe(200);
    expect(await memberCount('readerpw02')).toBe(1);
    await setReading('signUpPasswordMax255', false);
  });

  it('applies the same reading to the password change', async () => {
    const me = await h.as(await h.createMember('readerpw03'));
    const change = () =>
      me.inject({ method: 'POST', url: '/api/member/change-password', payload: { userId: 'readerpw03', newPassword: long } });
    const refused = await change();
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('비밀번호는 영문, 숫자, 특수문자(!@#$%^*+=-) 4~12자로 입력해주세요.');
    await setReading('signUpPasswordMax255', true);
    expect((await change()).statusCode).toBe(200);
    await setReading('signUpPasswordMax255', false);
  });
});

describe('the nickname reading (Korean 2-6 by default, weighted length when signUpNicknameWeighted is on)', () => {
  it("refuses 'abcd' with the spec's message by default and takes it under the weighted rule", async () => {
    expect(json(await check('nicknameEquals=abcd')).message).toBe('닉네임은 한글 2~6자로 입력하세요.');
    await expectRefused(joinInput({ userId: 'readernick1', nickname: 'abcd' }), '닉네임은 한글 2~6자로 입력하세요.');
    await setReading('signUpNicknameWeighted', true);
    expect(json(await check('nicknameEquals=abcd'))).toEqual({ available: true, message: 'abcd는 사용가능합니다.' });
    expect((await join(joinInput({ userId: 'readernick2', nickname: 'abcd' }))).statusCode).toBe(200);
    expect(await memberCount('readernick2')).toBe(1);
    await setReading('signUpNicknameWeighted', false);
  });
});
