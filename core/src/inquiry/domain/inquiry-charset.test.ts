import fc from 'fast-check';
import { INQUIRY_ALLOWED_SPECIAL_CHARACTERS, isAllowedInquiryContent } from './inquiry-charset.js';

const allowedChars = [
  ...'가나다라힣ㄱㅋㅎㅏㅣ',
  ...'abcXYZ',
  ...'0123456789',
  ' ',
  '\t',
  '\n',
  '\r',
  ...INQUIRY_ALLOWED_SPECIAL_CHARACTERS,
];
const refusedChars = [...'<>&`\\{}|', '😀', 'é', '中', '\u0000'];

describe('inquiry content character set', () => {
  it('accepts Korean, English, digits, whitespace and the listed punctuation', () => {
    expect(isAllowedInquiryContent('입금 확인 부탁드립니다. Bank: KB 123-456 (오후 3시)!')).toBe(true);
    expect(isAllowedInquiryContent('ㅋㅋ \'quoted\' "double" [1] ~/#@$%^*+=:;?_')).toBe(true);
  });

  it('refuses script and HTML', () => {
    expect(isAllowedInquiryContent('<script>alert(1)</script>')).toBe(false);
    expect(isAllowedInquiryContent('<b>굵게</b>')).toBe(false);
    expect(isAllowedInquiryContent('&lt;script&gt;')).toBe(false);
    expect(isAllowedInquiryContent('${process.env}')).toBe(false);
  });

  it('refuses emoji and letters of other scripts', () => {
    expect(isAllowedInquiryContent('감사합니다 😀')).toBe(false);
    expect(isAllowedInquiryContent('café')).toBe(false);
  });

  it('property: any text built from the allowed alphabet is accepted', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...allowedChars), { maxLength: 60 }), (chars) => {
        expect(isAllowedInquiryContent(chars.join(''))).toBe(true);
      }),
    );
  });

  it('property: one refused character anywhere refuses the whole text', () => {
    const allowed = fc.array(fc.constantFrom(...allowedChars), { maxLength: 30 }).map((c) => c.join(''));
    fc.assert(
      fc.property(allowed, fc.constantFrom(...refusedChars), allowed, (a, bad, b) => {
        expect(isAllowedInquiryContent(a + bad + b)).toBe(false);
      }),
    );
  });
});
