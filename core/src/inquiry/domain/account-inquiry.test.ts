import fc from 'fast-check';
import { accountInquiry, accountInquiryMode, accountInquiryTemplate } from './account-inquiry.js';

describe('account inquiry', () => {
  it('builds the template from the user type and the role capped at 5', () => {
    expect(accountInquiryTemplate('A', 3)).toBe('A3');
    expect(accountInquiryTemplate('T', 9)).toBe('T5');
  });

  it('reads fastAccountFlag 0 as the normal inquiry and anything else as quick', () => {
    expect(accountInquiryMode(0)).toBe('normal');
    expect(accountInquiryMode(1)).toBe('quick');
    expect(accountInquiryMode(2)).toBe('quick');
  });

  it('sends a fixed title and text', () => {
    expect(accountInquiry({ userType: 'A', role: 2 }, 0)).toEqual({
      title: '입금계좌문의',
      questionContents: '입금계좌 문의드립니다.',
      template: 'A2',
    });
    expect(accountInquiry({ userType: 'A', role: 7 }, 1)).toEqual({
      title: '빠른 입금계좌문의',
      questionContents: '입금계좌 문의드립니다.',
      template: 'A5',
    });
  });

  it('property: the template is the user type followed by min(role, 5)', () => {
    fc.assert(
      fc.property(fc.constantFrom('A', 'T', 'G'), fc.integer({ min: 0, max: 100 }), (userType, role) => {
        const t = accountInquiryTemplate(userType, role);
        expect(t.startsWith(userType)).toBe(true);
        expect(Number(t.slice(userType.length))).toBe(Math.min(role, 5));
      }),
    );
  });
});
