import fc from 'fast-check';
import { formatUsdt } from '../../shared/domain/money.js';
import { usdtCreditOf, validateReceivedUsdt } from './usdt-queue.js';

describe("the USDT queue's received amount", () => {
  it('reads typed USDT as micro-units, exactly, with thousands commas and up to 6 decimals', () => {
    expect(validateReceivedUsdt('100')).toEqual({ ok: true, value: 100_000_000 });
    expect(validateReceivedUsdt(' 12.5 ')).toEqual({ ok: true, value: 12_500_000 });
    expect(validateReceivedUsdt('1,000.000001')).toEqual({ ok: true, value: 1_000_000_001 });
    expect(validateReceivedUsdt('')).toEqual({ ok: true, value: null });
  });

  it('refuses zero, negatives, a seventh decimal and text in Korean', () => {
    for (const typed of ['0', '0.000000', '-5', '1.0000001', 'abc', '1e3']) {
      const r = validateReceivedUsdt(typed);
      expect(r).toEqual({
        ok: false,
        error: { kind: 'invalid', message: '받은 금액은 0보다 큰 USDT 금액으로, 소수 여섯째 자리까지 입력해주세요.' },
      });
    }
  });

  it('credits the typed amount, else the requested one; a request without an amount needs it typed', () => {
    expect(usdtCreditOf(5_000_000, null)).toEqual({ ok: true, value: 5_000_000 });
    expect(usdtCreditOf(5_000_000, 4_000_000)).toEqual({ ok: true, value: 4_000_000 });
    expect(usdtCreditOf(0, null)).toEqual({ ok: false, error: { kind: 'invalid', message: '받은 USDT 금액을 입력해주세요.' } });
  });

  it('reads back what formatUsdt shows, for any positive amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999_999 }), (micro) => {
        expect(validateReceivedUsdt(formatUsdt(micro))).toEqual({ ok: true, value: micro });
      }),
      { numRuns: 200 },
    );
  });
});
