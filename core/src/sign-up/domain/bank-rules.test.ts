import fc from 'fast-check';
import { alnumChar, asciiSymbol, digitChar, hangulSyllable, stringOf, withInserted } from '../testing/sign-up-arbitraries.js';
import { validateAccountHolder, validateAccountNumber, validateBankCode, validateDepositPassword } from './bank-rules.js';

const messageOf = (r: { ok: boolean; error?: { message: string } }): string | null => (r.ok ? null : (r.error?.message ?? null));

describe('bank code rule', () => {
  it('accepts whole numbers 1 to 39 and refuses every other number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), (code) => {
        const result = validateBankCode(String(code));
        if (code >= 1 && code <= 39) expect(result).toEqual({ ok: true, value: code });
        else expect(messageOf(result)).toBe('은행을 선택해주세요.');
      }),
    );
  });

  it('asks for the field and refuses non-numbers', () => {
    expect(messageOf(validateBankCode(''))).toBe('위 항목을 입력해주세요.');
    expect(messageOf(validateBankCode('4a'))).toBe('은행을 선택해주세요.');
    expect(messageOf(validateBankCode('1.5'))).toBe('은행을 선택해주세요.');
  });
});

describe('account number rule', () => {
  const message = '계좌번호는 숫자만 14자리 이내로 입력해주세요.';

  it('accepts 1 to 14 digits', () => {
    fc.assert(fc.property(stringOf(digitChar, 1, 14), (n) => expect(validateAccountNumber(n).ok).toBe(true)));
  });

  it('refuses more than 14 digits or any non-digit', () => {
    const bad = fc.oneof(
      stringOf(digitChar, 15, 30),
      withInserted(
        stringOf(digitChar, 0, 10),
        fc.oneof(
          asciiSymbol,
          alnumChar.filter((c) => !/\d/.test(c)),
        ),
      ),
    );
    fc.assert(fc.property(bad, (n) => expect(messageOf(validateAccountNumber(n))).toBe(message)));
    expect(messageOf(validateAccountNumber(''))).toBe('위 항목을 입력해주세요.');
  });
});

describe('account holder rule', () => {
  it('accepts 1 to 80 Korean syllables', () => {
    fc.assert(fc.property(stringOf(hangulSyllable, 1, 80), (name) => expect(validateAccountHolder(name).ok).toBe(true)));
  });

  it('refuses any non-Korean character', () => {
    fc.assert(
      fc.property(withInserted(stringOf(hangulSyllable, 1, 5), fc.oneof(alnumChar, asciiSymbol, fc.constant(' '))), (name) => {
        expect(messageOf(validateAccountHolder(name))).toBe('예금주는 한글만 입력할 수 있습니다.');
      }),
    );
  });

  it('refuses more than 80 characters', () => {
    fc.assert(
      fc.property(stringOf(hangulSyllable, 81, 100), (name) => {
        expect(messageOf(validateAccountHolder(name))).toBe('예금주는 80자 이내로 입력해주세요.');
      }),
      { numRuns: 20 },
    );
    expect(messageOf(validateAccountHolder(''))).toBe('위 항목을 입력해주세요.');
  });
});

describe('deposit password rule', () => {
  const message = '공백을 제외한 숫자 4자로 입력해주세요.';

  it('accepts exactly 4 digits', () => {
    fc.assert(fc.property(stringOf(digitChar, 4, 4), (pw) => expect(validateDepositPassword(pw).ok).toBe(true)));
  });

  it('refuses other lengths, spaces and non-digits', () => {
    expect(messageOf(validateDepositPassword('12 4'))).toBe(message);
    expect(messageOf(validateDepositPassword(''))).toBe('위 항목을 입력해주세요.');
    const bad = fc.oneof(
      stringOf(digitChar, 1, 3),
      stringOf(digitChar, 5, 10),
      withInserted(stringOf(digitChar, 3, 3), fc.oneof(asciiSymbol, fc.constant(' '), fc.constant('a'))),
    );
    fc.assert(fc.property(bad, (pw) => expect(messageOf(validateDepositPassword(pw))).toBe(message)));
  });
});
