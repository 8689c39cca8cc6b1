import fc from 'fast-check';
import {
  alnumChar,
  asciiSymbol,
  emoji,
  hangulSyllable,
  LETTERS,
  passwordChar,
  stringOf,
  whitespace,
  withInserted,
} from '../testing/sign-up-arbitraries.js';
import {
  nicknameWeight,
  validateNickname,
  validateNicknameForCheck,
  validatePassword,
  validatePasswordConfirm,
  validateUserId,
} from './account-rules.js';
import { DEFAULT_SIGN_UP_POLICY } from './sign-up-policy.js';

const messageOf = (r: { ok: boolean; error?: { message: string } }): string | null => (r.ok ? null : (r.error?.message ?? null));
const korean = { nicknameRule: 'koreanSyllables' } as const;
const weighted = { nicknameRule: 'weightedLength' } as const;

describe('user id rule', () => {
  it('asks for the field when empty', () => {
    expect(messageOf(validateUserId('  ', DEFAULT_SIGN_UP_POLICY))).toBe('위 항목을 입력해주세요.');
  });

  it('refuses spaces, banned words and other characters with their messages', () => {
    expect(messageOf(validateUserId('abc def', DEFAULT_SIGN_UP_POLICY))).toBe('아이디에 공백을 사용할 수 없습니다.');
    expect(messageOf(validateUserId('Admin01', DEFAULT_SIGN_UP_POLICY, ['admin']))).toBe('금지된 아이디입니다.');
    expect(messageOf(validateUserId('abc_def', DEFAULT_SIGN_UP_POLICY))).toBe('아이디는 영문과 숫자만 사용할 수 있습니다.');
  });

  it('uses the spec text for 6-12 by default and 6-14 under the form reading', () => {
    expect(messageOf(validateUserId('abcdefghijklm', DEFAULT_SIGN_UP_POLICY))).toBe('6자이상,12자 이내로 입력해주세요');
    expect(messageOf(validateUserId('abcdefghijklm', { userIdMaxLength: 14 }))).toBeNull();
    expect(messageOf(validateUserId('abcdefghijklmno', { userIdMaxLength: 14 }))).toBe('6자이상,14자 이내로 입력해주세요');
  });

  it.each([12, 14] as const)('accepts letters and digits of 6 to %i characters', (max) => {
    fc.assert(
      fc.property(stringOf(alnumChar, 6, max), (id) => {
        expect(validateUserId(id, { userIdMaxLength: max })).toEqual({ ok: true, value: id });
      }),
    );
  });

  it.each([12, 14] as const)('refuses letters and digits shorter than 6 or longer than %i', (max) => {
    const wrongLength = fc.oneof(stringOf(alnumChar, 1, 5), stringOf(alnumChar, max + 1, 40));
    fc.assert(
      fc.property(wrongLength, (id) => {
        expect(messageOf(validateUserId(id, { userIdMaxLength: max }))).toBe(`6자이상,${max}자 이내로 입력해주세요`);
      }),
    );
  });

  it('refuses any id holding a symbol, Korean or emoji with the characters message', () => {
    const foreign = fc.oneof(asciiSymbol, hangulSyllable, emoji);
    fc.assert(
      fc.property(withInserted(stringOf(alnumChar, 0, 10), foreign), (id) => {
        expect(messageOf(validateUserId(id, DEFAULT_SIGN_UP_POLICY))).toBe('아이디는 영문과 숫자만 사용할 수 있습니다.');
      }),
    );
  });

  it('refuses any id holding whitespace with the space message', () => {
    fc.assert(
      fc.property(withInserted(stringOf(alnumChar, 1, 10), whitespace), (id) => {
        expect(messageOf(validateUserId(id, DEFAULT_SIGN_UP_POLICY))).toBe('아이디에 공백을 사용할 수 없습니다.');
      }),
    );
  });

  it('refuses any id that contains a banned word, whatever the case', () => {
    fc.assert(
      fc.property(stringOf(alnumChar, 3, 6), stringOf(alnumChar, 0, 3), (word, rest) => {
        expect(messageOf(validateUserId(rest + word.toUpperCase(), DEFAULT_SIGN_UP_POLICY, [word.toLowerCase()]))).toBe(
          '금지된 아이디입니다.',
        );
      }),
    );
  });
});

describe('password rule', () => {
  const pwMessage = (max: number): string => `비밀번호는 영문, 숫자, 특수문자(!@#$%^*+=-) 4~${max}자로 입력해주세요.`;

  it('asks for the field when empty and states the rule otherwise', () => {
    expect(messageOf(validatePassword('', DEFAULT_SIGN_UP_POLICY))).toBe('위 항목을 입력해주세요.');
    expect(messageOf(validatePassword('abc', DEFAULT_SIGN_UP_POLICY))).toBe(pwMessage(12));
    expect(messageOf(validatePassword('a'.repeat(13), { passwordMaxLength: 255 }))).toBeNull();
    expect(messageOf(validatePassword('a'.repeat(256), { passwordMaxLength: 255 }))).toBe(pwMessage(255));
  });

  it.each([12, 255] as const)('accepts letters, digits and !@#$%%^*+=- of 4 to %i characters', (max) => {
    fc.assert(
      fc.property(stringOf(passwordChar, 4, Math.min(max, 40)), (pw) => {
        expect(validatePassword(pw, { passwordMaxLength: max }).ok).toBe(true);
      }),
    );
  });

  it.each([12, 255] as const)('refuses lengths outside 4 to %i', (max) => {
    const wrong = fc.oneof(stringOf(passwordChar, 1, 3), stringOf(passwordChar, max + 1, max + 5));
    fc.assert(
      fc.property(wrong, (pw) => {
        expect(messageOf(validatePassword(pw, { passwordMaxLength: max }))).toBe(pwMessage(max));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses any other character', () => {
    const other = fc.oneof(fc.constantFrom('&', '_', '(', '.', '~', '?'), hangulSyllable, emoji);
    fc.assert(
      fc.property(withInserted(stringOf(passwordChar, 4, 8), other), (pw) => {
        expect(messageOf(validatePassword(pw, DEFAULT_SIGN_UP_POLICY))).toBe(pwMessage(12));
      }),
    );
  });

  it('requires the confirmation to match exactly', () => {
    expect(messageOf(validatePasswordConfirm('abcd', ''))).toBe('위 항목을 입력해주세요.');
    expect(messageOf(validatePasswordConfirm('abcd', 'abce'))).toBe('비밀번호가 일치하지 않습니다.');
    fc.assert(
      fc.property(stringOf(passwordChar, 4, 12), stringOf(passwordChar, 1, 12), (pw, other) => {
        expect(validatePasswordConfirm(pw, pw).ok).toBe(true);
        if (other !== pw) expect(messageOf(validatePasswordConfirm(pw, other))).toBe('비밀번호가 일치하지 않습니다.');
      }),
    );
  });
});

describe('nickname rule', () => {
  it('asks for the field, refuses spaces, emoji and banned words with their messages', () => {
    expect(messageOf(validateNickname('', korean))).toBe('위 항목을 입력해주세요.');
    expect(messageOf(validateNickname('홍 길동', korean))).toBe('닉네임에 공백을 사용할 수 없습니다.');
    expect(messageOf(validateNickname('홍길동😀', korean))).toBe('닉네임에 이모티콘은 사용할 수 없습니다.');
    expect(messageOf(validateNickname('운영자님', korean, ['운영자']))).toBe('금지된 닉네임입니다.');
  });

  it('counts a Korean character as 2 and anything else as 1', () => {
    expect(nicknameWeight('홍길동ab')).toBe(8);
    expect(nicknameWeight('ㄱㅏ')).toBe(4);
  });

  it('accepts 2 to 6 Korean syllables under the default reading', () => {
    fc.assert(
      fc.property(stringOf(hangulSyllable, 2, 6), (nick) => {
        expect(validateNickname(nick, DEFAULT_SIGN_UP_POLICY).ok).toBe(true);
      }),
    );
  });

  it('refuses other lengths or any non-Korean character with the spec message', () => {
    const bad = fc.oneof(
      stringOf(hangulSyllable, 1, 1),
      stringOf(hangulSyllable, 7, 12),
      withInserted(stringOf(hangulSyllable, 1, 4), fc.oneof(alnumChar, asciiSymbol)),
    );
    fc.assert(
      fc.property(bad, (nick) => {
        expect(messageOf(validateNickname(nick, korean))).toBe('닉네임은 한글 2~6자로 입력하세요.');
      }),
    );
  });

  it('accepts weighted lengths 4 to 16 under the weighted reading', () => {
    const parts = fc
      .tuple(stringOf(hangulSyllable, 0, 8), stringOf(fc.oneof(alnumChar, asciiSymbol), 0, 16))
      .map(([k, a]) => k + a)
      .filter((nick) => nicknameWeight(nick) >= 4 && nicknameWeight(nick) <= 16);
    fc.assert(
      fc.property(parts, (nick) => {
        expect(validateNickname(nick, weighted).ok).toBe(true);
      }),
    );
  });

  it('refuses weighted lengths below 4 or above 16 under the weighted reading', () => {
    const bad = fc.oneof(
      stringOf(alnumChar, 1, 3),
      stringOf(hangulSyllable, 1, 1),
      stringOf(hangulSyllable, 9, 12),
      stringOf(alnumChar, 17, 30),
    );
    fc.assert(
      fc.property(bad, (nick) => {
        expect(messageOf(validateNickname(nick, weighted))).toBe('닉네임은 4~16자(한글은 1자를 2자로 계산)로 입력하세요.');
      }),
    );
  });

  it('refuses emoji anywhere under both readings', () => {
    fc.assert(
      fc.property(withInserted(stringOf(hangulSyllable, 1, 4), emoji), fc.constantFrom(korean, weighted), (nick, policy) => {
        expect(messageOf(validateNickname(nick, policy))).toBe('닉네임에 이모티콘은 사용할 수 없습니다.');
      }),
    );
  });

  it('caps the availability check at 8 characters', () => {
    expect(messageOf(validateNicknameForCheck('abcdefghi', weighted))).toBe('닉네임은 8자 이내로 입력해주세요.');
    expect(validateNicknameForCheck('홍길동', korean).ok).toBe(true);
    expect(messageOf(validateNicknameForCheck('', korean))).toBe('위 항목을 입력해주세요.');
    fc.assert(
      fc.property(stringOf(fc.constantFrom(...LETTERS), 9, 16), (nick) => {
        expect(validateNickname(nick, weighted).ok).toBe(true);
        expect(messageOf(validateNicknameForCheck(nick, weighted))).toBe('닉네임은 8자 이내로 입력해주세요.');
      }),
    );
  });
});
