import fc from 'fast-check';
import { CAPTCHA_ALPHABET, generateCaptcha, validateCaptcha } from './captcha.js';

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

  it('accepts the shown code, in either case', () => {
    fc.assert(
      fc.property(code, (shown) => {
        expect(validateCaptcha(shown, shown).ok).toBe(true);
        expect(validateCaptcha(shown.toLowerCase(), shown).ok).toBe(true);
      }),
    );
  });

  it('refuses any other code with the spec message', () => {
    fc.assert(
      fc.property(code, fc.string({ minLength: 1, maxLength: 6 }), (shown, typed) => {
        fc.pre(typed.trim() !== '' && typed.trim().toUpperCase() !== shown);
        expect(messageOf(validateCaptcha(typed, shown))).toBe('자동방지코드가 일치하지 않습니다.');
      }),
    );
    expect(messageOf(validateCaptcha('', 'AB12'))).toBe('위 항목을 입력해주세요.');
  });
});
