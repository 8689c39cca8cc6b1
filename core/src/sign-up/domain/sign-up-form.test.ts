import { aValidSignUpForm } from '../testing/sign-up-fixtures.js';
import { buildJoinPayload } from './join-payload.js';
import { DEFAULT_SIGN_UP_POLICY } from './sign-up-policy.js';
import {
  EMPTY_SIGN_UP_FORM,
  signUpFieldShown,
  TETHER_JOIN_OMITTED_FIELDS,
  validateSignUpForm,
  type SignUpFormContext,
} from './sign-up-form.js';

const ctx: SignUpFormContext = { policy: DEFAULT_SIGN_UP_POLICY, bannedWords: ['admin'], currentYear: 2026 };

describe('the tether join short form (usdtSimple)', () => {
  it('leaves out the bank fields only', () => {
    expect(TETHER_JOIN_OMITTED_FIELDS).toEqual(['bankCode', 'bankAccountNumber', 'accountHolder']);
    expect(signUpFieldShown('bankCode', 'usdtSimple')).toBe(false);
    expect(signUpFieldShown('bankAccountPssword', 'usdtSimple')).toBe(true);
    expect(signUpFieldShown('captcha', 'usdtSimple')).toBe(true);
    expect(signUpFieldShown('bankCode', 'standard')).toBe(true);
  });

  it('passes without bank fields and sends them empty; the standard form still asks for them', () => {
    const noBank = aValidSignUpForm({ bankCode: '', bankAccountNumber: '', accountHolder: '' });
    const short = validateSignUpForm(noBank, ctx, 'usdtSimple');
    expect(short).toMatchObject({ ok: true, value: { bankCode: 0, bankAccountNumber: '', accountHolder: '', bankAccountPssword: '1234' } });
    const standard = validateSignUpForm(noBank, ctx);
    expect(standard.ok ? [] : Object.keys(standard.error).sort()).toEqual(['accountHolder', 'bankAccountNumber', 'bankCode']);
  });

  it('still checks every other field', () => {
    const result = validateSignUpForm(EMPTY_SIGN_UP_FORM, ctx, 'usdtSimple');
    if (result.ok) throw new Error('expected errors');
    expect(Object.keys(result.error)).toHaveLength(11);
    expect(result.error.bankCode).toBeUndefined();
  });
});

describe('validateSignUpForm', () => {
  it('turns a valid form into typed values', () => {
    const result = validateSignUpForm(aValidSignUpForm(), ctx);
    expect(result).toEqual({
      ok: true,
      value: {
        userId: 'newbie01',
        password: 'pass1234!',
        nickname: '신입회원',
        birthDate: '19900101',
        sex: 1,
        carrierCode: 2,
        phoneNumber: '01012345678',
        bankCode: 4,
        bankAccountNumber: '12345678901234',
        accountHolder: '홍길동',
        bankAccountPssword: '1234',
        captcha: 'AB12',
      },
    });
  });

  it('asks for every field of an empty form, the terms box included', () => {
    const result = validateSignUpForm(EMPTY_SIGN_UP_FORM, ctx);
    if (result.ok) throw new Error('expected errors');
    const { adultTermsAgreed, ...rest } = result.error;
    expect(adultTermsAgreed).toBe('성인 확인 및 이용약관에 동의해주세요.');
    expect(Object.keys(rest)).toHaveLength(13);
    expect(new Set(Object.values(rest))).toEqual(new Set(['위 항목을 입력해주세요.']));
  });

  it('reports the banned id and a code that cannot be the picture (not 4 of A-Z0-9)', () => {
    const result = validateSignUpForm(aValidSignUpForm({ userId: 'admin77', captcha: 'zz9' }), ctx);
    expect(result).toEqual({ ok: false, error: { userId: '금지된 아이디입니다.', captcha: '자동방지코드가 일치하지 않습니다.' } });
  });

  it('skips the captcha in the form variant without one', () => {
    const noCaptcha = { ...ctx, policy: { ...DEFAULT_SIGN_UP_POLICY, captchaRequired: false } };
    expect(validateSignUpForm(aValidSignUpForm({ captcha: '' }), noCaptcha).ok).toBe(true);
  });

  it('applies the minimum age of the context', () => {
    const form = aValidSignUpForm({ birthDate: '20100101' });
    expect(validateSignUpForm(form, ctx).ok).toBe(false);
    expect(validateSignUpForm(form, { ...ctx, policy: { ...DEFAULT_SIGN_UP_POLICY, minimumAge: 15 } }).ok).toBe(true);
  });
});

describe('buildJoinPayload', () => {
  const valid = validateSignUpForm(aValidSignUpForm(), ctx);
  if (!valid.ok) throw new Error('fixture must be valid');
  const referral = { code: '1212', suggestionCode1: '1212', suggestionCode2: null, recommenderId: 5 };

  it('fills every default of spec 3 around the form and referral', () => {
    expect(buildJoinPayload(valid.value, referral)).toEqual({
      userId: 'newbie01',
      password: 'pass1234!',
      nickname: '신입회원',
      phoneNumber: '01012345678',
      managementTarget1UserId: null,
      bankAccountPssword: '1234',
      accountHolder: '홍길동',
      bankAccountNumber: '12345678901234',
      bankCode: 4,
      phoneAuthenticationFlag: 0,
      type: 0,
      userType: 'A',
      suggestionCode1: '1212',
      suggestionCode2: null,
      recommenderId: 5,
      depositType: 0,
      boardPointFlag: 0,
      goldShopCoinFlag: 0,
      messageReceiveFlag: 0,
      namedFlag: 0,
      suggestionType: 1,
      telegramSigninFlag: 0,
      withdrawalType: 0,
      withdrawalDate: null,
      banType: 0,
      banDate: null,
      managementType: 99,
      managementStatus: 99,
      casinoSignupFlag: 0,
      casinoUseFlag: 1,
      slotUseFlag: 1,
      carrierCode: 2,
      birthDate: '19900101',
      province: null,
      city: null,
      sex: 1,
    });
  });

  it('uses user type T for the USD-only simple sign-up', () => {
    expect(buildJoinPayload(valid.value, referral, 'usdtSimple').userType).toBe('T');
  });
});
