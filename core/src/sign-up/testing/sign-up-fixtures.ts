import type { SignUpFormValues } from '../domain/sign-up-form.js';

/** A form that passes every rule under the default policy with captcha code 'AB12' in 2026. */
export function aValidSignUpForm(overrides: Partial<SignUpFormValues> = {}): SignUpFormValues {
  return {
    userId: 'newbie01',
    password: 'pass1234!',
    passwordConfirm: 'pass1234!',
    nickname: '신입회원',
    birthDate: '19900101',
    sex: '1',
    carrierCode: '2',
    phoneNumber: '01012345678',
    bankCode: '4',
    bankAccountNumber: '12345678901234',
    accountHolder: '홍길동',
    bankAccountPssword: '1234',
    captcha: 'ab12',
    adultTermsAgreed: true,
    ...overrides,
  };
}
