import fc from 'fast-check';
import { CAPTCHA_ALPHABET, generateCaptcha, validateCaptchaEntry } from './captcha.js';

const messageOf = (r: { ok: boolean; error?: { message: string } }): string | null => (r.ok ? null : (r.error?.message ?? null));
const code = fc.string({ unit: fc.constantFrom(...Array.from(CAPTCHA_ALPHABET)), minLength: 4, maxLength: 4 });

describe('captcha', () => {
  it('generates 4 characters from A-Z0-9 whatever the random source gives', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000, max: 1_000 }), { minLength: 4, maxLength: 4 }), (draws) => {
        let i = 0;
        const generated = generateCaptcha(() => draws[i++] ?? 0);
        expect(generated).toMatch(/^[A-Z0-9]{4}$/);
      }),
    );
    expect(generateCaptcha(() => 0)).toBe('AAAA');
    expect(generateCaptcha(() => 35)).toBe('9999');
  });

  it('takes any 4 of A-Z0-9, in either case, as capitals (the server alone knows the code)', () => {
    fc.assert(
      fc.property(code, (typed) => {
        expect(validateCaptchaEntry(typed)).toEqual({ ok: true, value: typed });
        expect(validateCaptchaEntry(` ${typed.toLowerCase()} `)).toEqual({ ok: true, value: typed });
      }),
    );
  });

  it('refuses anything else with the spec message, and a blank field with the required message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), (typed) => {
        fc.pre(typed.trim() !== '' && !/^[A-Z0-9]{4}$/.test(typed.trim().toUpperCase()));
        expect(messageOf(validateCaptchaEntry(typed))).toBe('자동방지코드가 일치하지 않습니다.');
      }),
    );
    expect(messageOf(validateCaptchaEntry('AB1'))).toBe('자동방지코드가 일치하지 않습니다.');
    expect(messageOf(validateCaptchaEntry('AB1!'))).toBe('자동방지코드가 일치하지 않습니다.');
    expect(messageOf(validateCaptchaEntry(''))).toBe('위 항목을 입력해주세요.');
  });
});
