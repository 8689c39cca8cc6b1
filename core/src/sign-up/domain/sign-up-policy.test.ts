import fc from 'fast-check';
import { DEFAULT_SIGN_UP_POLICY, signUpPolicyOf } from './sign-up-policy.js';

const ALL_OFF = { signUpUserIdMax14: false, signUpPasswordMax255: false, signUpNicknameWeighted: false };

describe('signUpPolicyOf (the site settings -> the sign-up readings)', () => {
  it('gives the default policy when every switch is off', () => {
    expect(signUpPolicyOf(ALL_OFF)).toEqual(DEFAULT_SIGN_UP_POLICY);
  });

  it('switches each reading on its own', () => {
    expect(signUpPolicyOf({ ...ALL_OFF, signUpUserIdMax14: true })).toEqual({ ...DEFAULT_SIGN_UP_POLICY, userIdMaxLength: 14 });
    expect(signUpPolicyOf({ ...ALL_OFF, signUpPasswordMax255: true })).toEqual({ ...DEFAULT_SIGN_UP_POLICY, passwordMaxLength: 255 });
    expect(signUpPolicyOf({ ...ALL_OFF, signUpNicknameWeighted: true })).toEqual({
      ...DEFAULT_SIGN_UP_POLICY,
      nicknameRule: 'weightedLength',
    });
  });

  it('keeps the age and captcha of the base policy under any switches', () => {
    const base = { ...DEFAULT_SIGN_UP_POLICY, minimumAge: 20, captchaRequired: false };
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (id, pw, nick) => {
        const policy = signUpPolicyOf({ signUpUserIdMax14: id, signUpPasswordMax255: pw, signUpNicknameWeighted: nick }, base);
        expect(policy).toEqual({
          ...base,
          userIdMaxLength: id ? 14 : 12,
          passwordMaxLength: pw ? 255 : 12,
          nicknameRule: nick ? 'weightedLength' : 'koreanSyllables',
        });
      }),
      { numRuns: 20 },
    );
  });
});
