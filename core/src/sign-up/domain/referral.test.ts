import { referralFromLookup, validateReferralCode } from './referral.js';

describe('referral code', () => {
  it('is required', () => {
    expect(validateReferralCode(' ')).toEqual({ ok: false, error: { kind: 'required', message: '위 항목을 입력해주세요.' } });
    expect(validateReferralCode(' 1212 ')).toEqual({ ok: true, value: '1212' });
  });

  it('refuses an unknown code', () => {
    expect(referralFromLookup('9999', null)).toEqual({ ok: false, error: { kind: 'format', message: '유효하지 않은 가입코드입니다.' } });
  });

  it('refuses a code that names no recommender', () => {
    expect(referralFromLookup('1212', { type: 0, memberId: null })).toEqual({
      ok: false,
      error: { kind: 'format', message: '유효한 추천인코드가 아닙니다.' },
    });
  });

  it('puts a type-0 code in code 1 and any other type in code 2, with the recommender', () => {
    expect(referralFromLookup('1212', { type: 0, memberId: 5 })).toEqual({
      ok: true,
      value: { code: '1212', suggestionCode1: '1212', suggestionCode2: null, recommenderId: 5 },
    });
    expect(referralFromLookup('P77', { type: 1, memberId: 9 })).toEqual({
      ok: true,
      value: { code: 'P77', suggestionCode1: null, suggestionCode2: 'P77', recommenderId: 9 },
    });
  });
});
