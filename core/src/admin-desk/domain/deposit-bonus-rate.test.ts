import fc from 'fast-check';
import { checkDepositBonusPercent, validateDepositBonusDraft } from './operator-limits.js';

const RANGE = '입금 보너스 비율은 0 이상 100 이하의 정수(%)로 입력해주세요.';

describe("the operator's deposit bonus rate", () => {
  it('takes a whole percent from 0 to 100, typed with or without %', () => {
    expect(validateDepositBonusDraft('7')).toEqual({ ok: true, value: 7 });
    expect(validateDepositBonusDraft(' 10% ')).toEqual({ ok: true, value: 10 });
    expect(validateDepositBonusDraft('0')).toEqual({ ok: true, value: 0 });
    expect(validateDepositBonusDraft('100')).toEqual({ ok: true, value: 100 });
  });

  it('refuses a blank, a fraction, a negative or more than 100 in Korean', () => {
    expect(validateDepositBonusDraft('')).toEqual({ ok: false, error: { kind: 'invalid', message: '값을 입력해주세요.' } });
    for (const typed of ['5.5', '-1', '101', 'abc', '1000']) {
      expect(validateDepositBonusDraft(typed)).toEqual({ ok: false, error: { kind: 'invalid', message: RANGE } });
    }
  });

  it('accepts exactly the integers 0..100 (the server checks the same)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000 }), (n) => {
        expect(checkDepositBonusPercent(n).ok).toBe(n >= 0 && n <= 100);
        expect(validateDepositBonusDraft(String(n)).ok).toBe(n >= 0 && n <= 100);
      }),
    );
  });
});
