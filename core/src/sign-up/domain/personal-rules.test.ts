import fc from 'fast-check';
import { alnumChar, asciiSymbol, digitChar, stringOf, withInserted } from '../testing/sign-up-arbitraries.js';
import {
  latestBirthYear,
  validateBirthDate,
  validateCarrier,
  validateMinimumAge,
  validatePhoneNumber,
  validateSex,
} from './personal-rules.js';

const messageOf = (r: { ok: boolean; error?: { message: string } }): string | null => (r.ok ? null : (r.error?.message ?? null));
const p2 = (n: number): string => String(n).padStart(2, '0');
const CURRENT_YEAR = 2026;

describe('birth date rule', () => {
  it('asks for the field and for 8 digits of a real date', () => {
    expect(messageOf(validateBirthDate('', CURRENT_YEAR, 19))).toBe('위 항목을 입력해주세요.');
    expect(messageOf(validateBirthDate('1990-01-01', CURRENT_YEAR, 19))).toBe('생년월일 8자리를 입력해주세요. (예: 19900101)');
    expect(messageOf(validateBirthDate('19900230', CURRENT_YEAR, 19))).toBe('생년월일 8자리를 입력해주세요. (예: 19900101)');
  });

  it('allows 1950 to the current year minus 19 by default, and minus 15 under the other reading', () => {
    expect(messageOf(validateBirthDate('20071231', CURRENT_YEAR, 19))).toBeNull();
    expect(messageOf(validateBirthDate('20080101', CURRENT_YEAR, 19))).toBe('출생연도는 1950년부터 2007년까지 입력할 수 있습니다.');
    expect(messageOf(validateBirthDate('20110101', CURRENT_YEAR, 15))).toBeNull();
    expect(messageOf(validateBirthDate('20120101', CURRENT_YEAR, 15))).toBe('출생연도는 1950년부터 2011년까지 입력할 수 있습니다.');
    expect(messageOf(validateBirthDate('19491231', CURRENT_YEAR, 19))).toBe('출생연도는 1950년부터 2007년까지 입력할 수 있습니다.');
  });

  it('checks the exact age on a day: full years only, from the birthday on (29 February from 1 March)', () => {
    const today = { year: 2026, month: 3, day: 2 };
    expect(messageOf(validateMinimumAge('20070302', today, 19))).toBeNull();
    expect(messageOf(validateMinimumAge('20070303', today, 19))).toBe('만 19세 이상만 가입할 수 있습니다.');
    expect(messageOf(validateMinimumAge('20071231', today, 19))).toBe('만 19세 이상만 가입할 수 있습니다.');
    expect(messageOf(validateMinimumAge('20060303', today, 20))).toBe('만 20세 이상만 가입할 수 있습니다.');
    expect(messageOf(validateMinimumAge('20060228', today, 20))).toBeNull();
    expect(messageOf(validateMinimumAge('20040229', { year: 2023, month: 2, day: 28 }, 19))).toBe('만 19세 이상만 가입할 수 있습니다.');
    expect(messageOf(validateMinimumAge('20040229', { year: 2023, month: 3, day: 1 }, 19))).toBeNull();
  });

  const date = (yearMin: number, yearMax: number): fc.Arbitrary<string> =>
    fc
      .tuple(fc.integer({ min: yearMin, max: yearMax }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${y}${p2(m)}${p2(d)}`);

  it('accepts every real date whose year is inside the range, for any minimum age', () => {
    const case_ = fc
      .tuple(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 0, max: 40 }))
      .chain(([year, age]) => fc.tuple(fc.constant(year), fc.constant(age), date(1950, latestBirthYear(year, age))));
    fc.assert(
      fc.property(case_, ([year, age, text]) => {
        expect(validateBirthDate(text, year, age)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('refuses every year before 1950 or after the latest allowed year', () => {
    const outside = fc.oneof(date(1000, 1949), date(CURRENT_YEAR - 18, 9999));
    fc.assert(
      fc.property(outside, (text) => {
        expect(messageOf(validateBirthDate(text, CURRENT_YEAR, 19))).toBe('출생연도는 1950년부터 2007년까지 입력할 수 있습니다.');
      }),
    );
  });

  it('refuses anything that is not 8 digits', () => {
    const bad = fc.oneof(
      stringOf(digitChar, 1, 7),
      stringOf(digitChar, 9, 12),
      withInserted(stringOf(digitChar, 7, 7), fc.oneof(asciiSymbol, fc.constantFrom('a', 'Z'))),
    );
    fc.assert(
      fc.property(bad, (text) => {
        expect(messageOf(validateBirthDate(text, CURRENT_YEAR, 19))).toBe('생년월일 8자리를 입력해주세요. (예: 19900101)');
      }),
    );
  });
});

describe('sex and carrier rules', () => {
  it('accepts sex 0 and 1 only', () => {
    expect(validateSex('0')).toEqual({ ok: true, value: 0 });
    expect(validateSex('1')).toEqual({ ok: true, value: 1 });
    expect(messageOf(validateSex('2'))).toBe('성별을 선택해주세요.');
    expect(messageOf(validateSex(''))).toBe('위 항목을 입력해주세요.');
  });

  it('accepts carrier codes 1 to 6 and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (code) => {
        const result = validateCarrier(String(code));
        if (code >= 1 && code <= 6) expect(result).toEqual({ ok: true, value: code });
        else expect(messageOf(result)).toBe('통신사를 선택해주세요.');
      }),
    );
    expect(messageOf(validateCarrier(''))).toBe('위 항목을 입력해주세요.');
  });
});

describe('phone number rule', () => {
  const prefix = fc.constantFrom('', '010', '011', '016', '017', '018', '019');
  const valid = fc.tuple(prefix, stringOf(digitChar, 3, 4), stringOf(digitChar, 4, 4)).map(([a, b, c]) => a + b + c);

  it('asks for the field, refuses hyphens and wrong shapes with their messages', () => {
    expect(messageOf(validatePhoneNumber(''))).toBe('위 항목을 입력해주세요.');
    expect(messageOf(validatePhoneNumber('010-1234-5678'))).toBe('휴대전화번호는 하이픈(-) 없이 숫자만 입력해주세요.');
    expect(messageOf(validatePhoneNumber('01212345678'))).toBe('휴대전화번호를 정확히 입력해주세요.');
    expect(validatePhoneNumber('01012345678').ok).toBe(true);
  });

  it('accepts an optional 010/011/016/017/018/019 prefix plus 3-4 and 4 digits', () => {
    fc.assert(
      fc.property(valid, (phone) => {
        expect(validatePhoneNumber(phone)).toEqual({ ok: true, value: phone });
      }),
    );
  });

  it('refuses any non-digit, a hyphen included', () => {
    fc.assert(
      fc.property(
        withInserted(
          valid,
          fc.oneof(
            fc.constant('-'),
            asciiSymbol,
            alnumChar.filter((c) => !/\d/.test(c)),
          ),
        ),
        (phone) => {
          expect(messageOf(validatePhoneNumber(phone))).toBe('휴대전화번호는 하이픈(-) 없이 숫자만 입력해주세요.');
        },
      ),
    );
  });

  it('refuses digit strings of the wrong length or with a foreign prefix', () => {
    const wrongLength = fc.oneof(stringOf(digitChar, 1, 6), stringOf(digitChar, 9, 9), stringOf(digitChar, 12, 20));
    const foreignPrefix = fc
      .tuple(fc.constantFrom('012', '013', '014', '015', '020', '070'), stringOf(digitChar, 7, 8))
      .map(([a, b]) => a + b);
    fc.assert(
      fc.property(fc.oneof(wrongLength, foreignPrefix), (phone) => {
        expect(messageOf(validatePhoneNumber(phone))).toBe('휴대전화번호를 정확히 입력해주세요.');
      }),
    );
  });
});
