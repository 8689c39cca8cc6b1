import fc from 'fast-check';
import { PASSWORD_CHANGE_MESSAGES } from './password-change.messages.js';
import { validatePasswordChange } from './password-change.js';

const member = { id: 12, userId: 'player01' };

describe('validatePasswordChange', () => {
  it("asks for all three fields in the variant with the current password: '비밀번호를 확인해주세요.'", () => {
    const r = validatePasswordChange({ current: '', next: 'abcd12', confirm: 'abcd12' }, member);
    expect(r).toEqual({ ok: false, error: { kind: 'incomplete', message: '비밀번호를 확인해주세요.' } });
  });

  it('refuses a confirmation that differs from the new password', () => {
    const r = validatePasswordChange({ current: 'old1', next: 'abcd12', confirm: 'abcd13' }, member);
    expect(r).toEqual({ ok: false, error: { kind: 'mismatch', message: PASSWORD_CHANGE_MESSAGES.mismatch } });
  });

  it('applies the sign-up password rule to the new password', () => {
    const r = validatePasswordChange({ current: 'old1', next: '한글비번', confirm: '한글비번' }, member);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.kind).toBe('format');
  });

  it('builds the PUT body with the current password by default', () => {
    expect(validatePasswordChange({ current: 'old1', next: 'abcd12', confirm: 'abcd12' }, member)).toEqual({
      ok: true,
      value: { variant: 'withCurrent', memberId: 12, body: { userId: 'player01', oldPassword: 'old1', password: 'abcd12' } },
    });
  });

  it('builds the POST body of the variant without the current password, which needs no current password', () => {
    expect(validatePasswordChange({ current: '', next: 'abcd12', confirm: 'abcd12' }, member, 'newOnly')).toEqual({
      ok: true,
      value: { variant: 'newOnly', body: { userId: 'player01', newPassword: 'abcd12' } },
    });
  });

  it('property: any two different new passwords are refused as a mismatch, never sent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{4,12}$/), fc.stringMatching(/^[a-z0-9]{4,12}$/), (a, b) => {
        fc.pre(a !== b);
        const r = validatePasswordChange({ current: 'old1', next: a, confirm: b }, member);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
});
