import fc from 'fast-check';
import {
  canDeleteInquiry,
  checkDeleteInquiry,
  inquiryBadge,
  inquiryStatus,
  validateInquiryDraft,
  type CustomerInquiry,
} from './customer-inquiry.js';

const inquiry = (answers: string[] | null): CustomerInquiry => ({
  id: 7,
  title: '문의',
  questionContents: '내용',
  createdAt: '2026-11-22 10:00:00',
  customerAnswer: answers === null ? null : answers.map((answerContents) => ({ answerContents })),
});

describe('customer inquiry', () => {
  it('requires a title', () => {
    expect(validateInquiryDraft('', '내용')).toEqual({ ok: false, error: { kind: 'titleRequired', message: '제목을 입력해주세요.' } });
  });

  it('refuses a title of blanks only', () => {
    expect(validateInquiryDraft('   ', '내용')).toEqual({
      ok: false,
      error: { kind: 'titleBlank', message: '공백만으로는 제목을 입력할 수 없습니다.' },
    });
  });

  it('requires content, whitespace counting as none', () => {
    const refused = { ok: false, error: { kind: 'contentRequired', message: '문의 내용을 입력해주세요.' } };
    expect(validateInquiryDraft('제목', '')).toEqual(refused);
    expect(validateInquiryDraft('제목', ' \n ')).toEqual(refused);
  });

  it('refuses content outside the allowed characters and names the allowed set', () => {
    expect(validateInquiryDraft('제목', '<script>alert(1)</script>')).toEqual({
      ok: false,
      error: {
        kind: 'contentCharset',
        message: '문의 내용은 한글, 영문, 숫자, 공백과 특수문자(.,!?@#$%^*()-_+=:;\'"~/[])만 입력할 수 있습니다.',
      },
    });
  });

  it('sends the trimmed title and the content as typed', () => {
    expect(validateInquiryDraft(' 충전 문의 ', '입금했습니다.\n확인 부탁드려요')).toEqual({
      ok: true,
      value: { title: '충전 문의', questionContents: '입금했습니다.\n확인 부탁드려요', template: null },
    });
  });

  it('waits while no answer exists and is answered once one does', () => {
    expect(inquiryStatus(inquiry(null))).toBe('waiting');
    expect(inquiryStatus(inquiry([]))).toBe('waiting');
    expect(inquiryStatus(inquiry(['답변']))).toBe('answered');
    expect(inquiryBadge(inquiry([]))).toBe('답변대기');
    expect(inquiryBadge(inquiry(['답변']))).toBe('답변완료');
  });

  it('lets only answered inquiries be deleted', () => {
    expect(canDeleteInquiry(inquiry(['a']))).toBe(true);
    expect(checkDeleteInquiry(inquiry(['a']))).toEqual({ ok: true, value: 7 });
    expect(checkDeleteInquiry(inquiry(null))).toEqual({
      ok: false,
      error: { kind: 'waitingNotDeletable', message: '답변 대기중인 문의는 삭제할 수 없습니다.' },
    });
  });

  it('property: the status is answered exactly when at least one answer exists', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 5 }), (answers) => {
        expect(inquiryStatus(inquiry(answers)) === 'answered').toBe(answers.length > 0);
        expect(canDeleteInquiry(inquiry(answers))).toBe(answers.length > 0);
      }),
    );
  });
});
