import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { buildJoinPayload } from '../domain/join-payload.js';
import { referralFromLookup } from '../domain/referral.js';
import { SIGN_UP_MESSAGES } from '../domain/sign-up.messages.js';
import { createApiSignUpGateway } from './api-sign-up-gateway.js';
import type { SignUpCheckField } from './sign-up-gateway.js';

function setup() {
  const http = new FakeHttp()
    .on('GET', '/settingSignUp', { status: 200, body: { joinStartEndFlg: 1, idNiknameBan: ['admin', '운영자'] } })
    .on('GET', '/suggestioncode', { status: 200, body: { type: 0, memberId: 31 } })
    .on('GET', '/member/check', { status: 200, body: { available: true, message: '사용가능' } })
    .on('POST', '/member/join', { status: 200, body: { id: 99 } });
  return { http, gateway: createApiSignUpGateway(createApiClient(http)) };
}

const validForm = {
  userId: 'newbie01',
  password: 'pass1234!',
  nickname: '신입회원',
  birthDate: '19900101',
  sex: 1 as const,
  carrierCode: 2 as const,
  phoneNumber: '01012345678',
  bankCode: 4,
  bankAccountNumber: '12345678901234',
  accountHolder: '홍길동',
  bankAccountPssword: '1234',
  captcha: 'K7Q2',
};

describe('createApiSignUpGateway', () => {
  it('reads sign-up closed and the banned words, leaving the minimum age to the policy; absent reading switches are off', async () => {
    const { http, gateway } = setup();
    expect(await gateway.fetchSignUpSettings()).toEqual({
      ok: true,
      value: {
        signUpClosed: true,
        bannedWords: ['admin', '운영자'],
        minimumAge: null,
        readings: { signUpUserIdMax14: false, signUpPasswordMax255: false, signUpNicknameWeighted: false },
      },
    });
    expect(http.requests[0]).toMatchObject({ method: 'GET', path: '/settingSignUp' });
  });

  it("decodes the operator's sign-up reading switches", async () => {
    const { http, gateway } = setup();
    http.on('GET', '/settingSignUp', {
      status: 200,
      body: { joinStartEndFlg: 0, idNiknameBan: [], signUpUserIdMax14: 1, signUpPasswordMax255: true, signUpNicknameWeighted: 0 },
    });
    expect(await gateway.fetchSignUpSettings()).toMatchObject({
      ok: true,
      value: { readings: { signUpUserIdMax14: true, signUpPasswordMax255: true, signUpNicknameWeighted: false } },
    });
  });

  it('passes a failed settings call through', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/settingSignUp', { status: 503, body: { message: '점검중' } });
    expect(await gateway.fetchSignUpSettings()).toMatchObject({ ok: false, error: { kind: 'http', status: 503, message: '점검중' } });
  });

  it('looks a referral code up by codeEquals and reads its owner', async () => {
    const { http, gateway } = setup();
    expect(await gateway.lookupSuggestionCode('ABC')).toEqual({ ok: true, value: { type: 0, memberId: 31 } });
    expect(http.requests[0]?.query).toEqual({ codeEquals: 'ABC' });
  });

  it('reads a 404 as an unknown code, which the flow shows with the spec text', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/suggestioncode', { status: 404, body: { message: '유효하지 않은 가입코드입니다.', code: 'invalidReferralCode' } });
    const r = await gateway.lookupSuggestionCode('NOPE');
    expect(r).toEqual({ ok: true, value: null });
    expect(r.ok && referralFromLookup('NOPE', r.value)).toMatchObject({
      ok: false,
      error: { message: SIGN_UP_MESSAGES.invalidReferralCode },
    });
  });

  it('keeps other lookup failures as failures', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/suggestioncode', { status: 429, body: { message: '잠시 후 다시 시도해주세요.' } });
    expect(await gateway.lookupSuggestionCode('ABC')).toMatchObject({ ok: false, error: { status: 429 } });
    http.on('GET', '/suggestioncode', () => Promise.reject(new Error('offline')));
    expect(await gateway.lookupSuggestionCode('ABC')).toMatchObject({ ok: false, error: { kind: 'transport' } });
  });

  it.each<[SignUpCheckField, Record<string, string>]>([
    ['userId', { userIdEquals: 'newbie01' }],
    ['nickname', { nicknameEquals: 'newbie01' }],
    ['phoneNumber', { phoneNumberEquals: 'newbie01' }],
    ['bankAccountNumber', { bankAccountNumber: 'newbie01' }],
  ])('checks %s with its own query key', async (field, query) => {
    const { http, gateway } = setup();
    expect(await gateway.checkAvailability(field, 'newbie01')).toEqual({ ok: true, value: true });
    expect(http.requests[0]).toMatchObject({ method: 'GET', path: '/member/check', query });
  });

  it('answers false for a taken value and passes a refused value (400) through', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/member/check', { status: 200, body: { available: 0 } });
    expect(await gateway.checkAvailability('nickname', '행운이')).toEqual({ ok: true, value: false });
    http.on('GET', '/member/check', { status: 400, body: { message: '6자이상,12자 이내로 입력해주세요', code: 'invalidValue' } });
    expect(await gateway.checkAvailability('userId', 'ab')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 400, message: '6자이상,12자 이내로 입력해주세요' },
    });
  });

  it('posts the join payload the domain built, unchanged, and ignores the new id', async () => {
    const { http, gateway } = setup();
    const payload = buildJoinPayload(
      validForm,
      { code: 'ABC', suggestionCode1: null, suggestionCode2: 'ABC', recommenderId: 31 },
      'usdtSimple',
    );
    expect(await gateway.join(payload, { id: 'cap1', code: 'K7Q2' })).toEqual({ ok: true, value: undefined });
    expect(http.requests[0]).toMatchObject({ method: 'POST', path: '/member/join' });
    // The answer to the server's picture rides along (issue 27); the rest is the payload as built.
    expect(http.requests[0]?.body).toEqual({ ...payload, captchaId: 'cap1', captchaCode: 'K7Q2' });
  });

  it('asks the server for a picture (GET /auth/captcha), and sends no answer in a variant without one', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/auth/captcha', { status: 200, body: { id: 'cap9', image: 'data:image/svg+xml;base64,PHN2Zz4=' } });
    expect(await gateway.captcha()).toEqual({ ok: true, value: { id: 'cap9', image: 'data:image/svg+xml;base64,PHN2Zz4=' } });
    const payload = buildJoinPayload(validForm, { code: 'A', suggestionCode1: 'A', suggestionCode2: null, recommenderId: 1 });
    await gateway.join(payload, null);
    expect(http.requests[1]?.body).toEqual(payload);
  });

  it('keeps the server body of a refused join for joinFailureText', async () => {
    const { http, gateway } = setup();
    http.on('POST', '/member/join', { status: 409, body: { message: '중복된 아이디 입니다.', code: 'duplicate' } });
    const r = await gateway.join(
      buildJoinPayload(validForm, { code: 'A', suggestionCode1: 'A', suggestionCode2: null, recommenderId: 1 }),
      null,
    );
    expect(r).toMatchObject({ ok: false, error: { status: 409, body: { message: '중복된 아이디 입니다.' } } });
  });
});
