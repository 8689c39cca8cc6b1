import { validateAdjustment } from './adjustment.js';

const input = (amountText: string, memo = '보정') => ({ account: 'cash' as const, amountText, memo });

describe('validateAdjustment', () => {
  it('accepts a credit or a debit with commas and a reason, trimmed', () => {
    expect(validateAdjustment(input('10,000', ' 이벤트 지급 '))).toEqual({
      ok: true,
      value: { account: 'cash', amount: 10_000, memo: '이벤트 지급' },
    });
    expect(validateAdjustment({ account: 'point', amountText: '-500', memo: '회수' })).toEqual({
      ok: true,
      value: { account: 'point', amount: -500, memo: '회수' },
    });
  });

  it.each([
    ['', '금액을 입력해주세요.'],
    ['-', '금액을 입력해주세요.'],
    ['12.5', '금액은 정수로 입력해주세요.'],
    ['abc', '금액은 정수로 입력해주세요.'],
    ['0', '0이 아닌 금액을 입력해주세요.'],
    ['1000000001', '금액이 너무 큽니다.'],
  ])("refuses the amount '%s' with '%s'", (amountText, message) => {
    expect(validateAdjustment(input(amountText))).toEqual({ ok: false, error: { kind: 'amount', message } });
  });

  it('refuses an adjustment without a reason, or with one over 200 characters', () => {
    expect(validateAdjustment(input('1000', '   '))).toEqual({ ok: false, error: { kind: 'memo', message: '조정 사유를 입력해주세요.' } });
    expect(validateAdjustment(input('1000', '가'.repeat(201)))).toEqual({
      ok: false,
      error: { kind: 'memo', message: '조정 사유는 200자 이내로 입력해주세요.' },
    });
  });
});
