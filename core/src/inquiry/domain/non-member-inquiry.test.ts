import fc from 'fast-check';
import { nonMemberInquiryErrors, validateNonMemberInquiry } from './non-member-inquiry.js';

describe('non-member inquiry', () => {
  it('shows the required message under each empty field', () => {
    expect(nonMemberInquiryErrors({ name: '', phoneNumber: '01012345678', question: ' ' })).toEqual({
      name: '위 항목을 입력해주세요.',
      question: '위 항목을 입력해주세요.',
    });
  });

  it('refuses the form while a field is empty', () => {
    const r = validateNonMemberInquiry({ name: '홍길동', phoneNumber: '', question: '문의' });
    expect(r).toEqual({
      ok: false,
      error: { kind: 'fieldsRequired', message: '위 항목을 입력해주세요.', fields: { phoneNumber: '위 항목을 입력해주세요.' } },
    });
  });

  it('accepts a complete form, trimmed', () => {
    expect(validateNonMemberInquiry({ name: ' 홍길동 ', phoneNumber: '01012345678', question: '가입 문의 ' })).toEqual({
      ok: true,
      value: { name: '홍길동', phoneNumber: '01012345678', question: '가입 문의' },
    });
  });

  it('property: a field has an error exactly when it is blank', () => {
    const field = fc.constantFrom('', ' ', 'a', '홍');
    fc.assert(
      fc.property(field, field, field, (name, phoneNumber, question) => {
        const errors = nonMemberInquiryErrors({ name, phoneNumber, question });
        expect('name' in errors).toBe(name.trim() === '');
        expect('phoneNumber' in errors).toBe(phoneNumber.trim() === '');
        expect('question' in errors).toBe(question.trim() === '');
      }),
    );
  });
});
