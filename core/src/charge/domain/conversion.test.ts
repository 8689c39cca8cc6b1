import fc from 'fast-check';
import {
  addConversionQuickAmount,
  checkConversionMinimum,
  CONVERSION_QUICK_AMOUNTS,
  conversionMinimumPolicyOf,
  conversionResult,
  maxConversionText,
  readConversionAmount,
  validateConversion,
  type ConversionInput,
  type ConversionMode,
} from './conversion.js';
import { DEFAULT_EXCHANGE_RATE } from './exchange-rate.js';

const balances = { usdt: 25_500_000, emoney: 100_000, point: 3_000 };
const input = (over: Partial<ConversionInput> = {}): ConversionInput => ({
  mode: 2,
  amountText: '30,000',
  balances,
  rate: DEFAULT_EXCHANGE_RATE,
  ...over,
});
const messageOf = (over: Partial<ConversionInput>): string | undefined => {
  const r = validateConversion(input(over));
  return r.ok ? undefined : r.error.message;
};

describe('conversion dialog helpers', () => {
  it('offers USD quick-adds in mode 1 and won/point quick-adds in modes 2 and 3', () => {
    expect(CONVERSION_QUICK_AMOUNTS[1]).toEqual([10, 30, 50, 100, 500]);
    expect(CONVERSION_QUICK_AMOUNTS[2]).toEqual([10_000, 30_000, 50_000, 100_000, 500_000]);
    expect(CONVERSION_QUICK_AMOUNTS[3]).toEqual(CONVERSION_QUICK_AMOUNTS[2]);
  });

  it('adds a quick amount to what is typed', () => {
    expect(addConversionQuickAmount(1, '2.5', 10)).toBe('12.5');
    expect(addConversionQuickAmount(2, '10,000', 30_000)).toBe('40,000');
    expect(addConversionQuickAmount(3, 'oops', 10_000)).toBe('10,000');
  });

  it('fills MAX with the whole source balance', () => {
    expect(maxConversionText(1, balances)).toBe('25.5');
    expect(maxConversionText(2, balances)).toBe('100,000');
    expect(maxConversionText(3, balances)).toBe('3,000');
  });

  it('reads USD with up to six decimals and won or points as whole numbers', () => {
    expect(readConversionAmount(1, '1,000.000001')).toEqual({ kind: 'ok', value: 1_000_000_001 });
    expect(readConversionAmount(1, '1.0000001')).toEqual({ kind: 'invalid' });
    expect(readConversionAmount(2, '1.5')).toEqual({ kind: 'fraction' });
    expect(readConversionAmount(3, '')).toEqual({ kind: 'empty' });
  });

  it('credits points to won one to one', () => {
    expect(conversionResult(3, 1_234, DEFAULT_EXCHANGE_RATE)).toBe(1_234);
    expect(conversionResult(3, -1, DEFAULT_EXCHANGE_RATE)).toBeNull();
  });
});

describe('validateConversion', () => {
  it('accepts a conversion and says what the member receives', () => {
    expect(validateConversion(input())).toEqual({ ok: true, value: { mode: 2, amount: 30_000, result: 20_000_000 } });
    expect(validateConversion(input({ mode: 1, amountText: '10' }))).toEqual({
      ok: true,
      value: { mode: 1, amount: 10_000_000, result: 15_000 },
    });
  });

  it('names each problem', () => {
    expect(messageOf({ amountText: '' })).toBe('전환할 금액을 입력해주세요.');
    expect(messageOf({ amountText: '0' })).toBe('전환할 금액을 입력해주세요.');
    expect(messageOf({ amountText: '-5' })).toBe('전환할 금액을 올바르게 입력해주세요.');
    expect(messageOf({ amountText: '1.5' })).toBe('소수점으로 전환할 수 없습니다.');
    expect(messageOf({ mode: 1, amountText: 'ten' })).toBe('전환할 금액을 올바르게 입력해주세요.');
    expect(messageOf({ mode: 1, amountText: '26' })).toBe('보유 USD가 부족합니다.');
    expect(messageOf({ amountText: '100,001' })).toBe('보유머니가 부족합니다.');
    expect(messageOf({ mode: 3, amountText: '3,001' })).toBe('보유 포인트가 부족합니다.');
    expect(messageOf({ mode: 1, amountText: '0.000001' })).toBe('전환 후 받을 금액이 없습니다. 금액을 늘려주세요.');
  });

  it('needs at least one point to convert points', () => {
    const message = '포인트가 부족합니다. 최소 전환 포인트는 1원입니다.';
    expect(messageOf({ mode: 3, amountText: '0' })).toBe(message);
    expect(messageOf({ mode: 3, amountText: '1', balances: { ...balances, point: 0 } })).toBe(message);
    expect(messageOf({ mode: 3, amountText: '1' })).toBeUndefined();
  });

  it('only shows the 10,000 won / 1 USD minimums by default', () => {
    expect(messageOf({ amountText: '5,000' })).toBeUndefined();
    expect(messageOf({ mode: 1, amountText: '0.5' })).toBeUndefined();
  });

  it('enforces those minimums under the enforced policy', () => {
    expect(messageOf({ amountText: '5,000', minimumPolicy: 'enforced' })).toBe('최소 10,000원부터 전환 가능합니다.');
    expect(messageOf({ mode: 1, amountText: '0.5', minimumPolicy: 'enforced' })).toBe('최소 1 USD부터 전환 가능합니다.');
    expect(messageOf({ amountText: '10,000', minimumPolicy: 'enforced' })).toBeUndefined();
  });

  it("keeps the points' own 1-point minimum under both policies (spec 9: the won minimum is not applied to points)", () => {
    expect(messageOf({ mode: 3, amountText: '2,500', minimumPolicy: 'enforced' })).toBeUndefined();
    expect(messageOf({ mode: 3, amountText: '1', minimumPolicy: 'enforced' })).toBeUndefined();
  });

  it('never accepts a conversion that takes more than held or gives a negative or fractional amount', () => {
    const mode = fc.constantFrom<ConversionMode>(1, 2, 3);
    const text = fc.oneof(
      fc.integer({ min: -1_000, max: 200_000_000 }).map(String),
      fc.double({ min: -10, max: 1e6, noNaN: true }).map(String),
    );
    const held = fc.record({ usdt: fc.maxSafeNat(), emoney: fc.integer({ min: 0, max: 1e12 }), point: fc.nat() });
    const rate = fc.integer({ min: 1, max: 1_000_000 });
    fc.assert(
      fc.property(mode, text, held, rate, (m, t, b, r) => {
        const res = validateConversion({ mode: m, amountText: t, balances: b, rate: r as never });
        if (!res.ok) return;
        const source = m === 1 ? b.usdt : m === 2 ? b.emoney : b.point;
        expect(res.value.amount).toBeGreaterThan(0);
        expect(res.value.amount).toBeLessThanOrEqual(source);
        expect(Number.isSafeInteger(res.value.result) && res.value.result > 0).toBe(true);
      }),
    );
  });
});

describe('the conversion minimum the dialog and the server share', () => {
  it("reads the operator's switch: off is the named default 'display-only', on is 'enforced'", () => {
    expect(conversionMinimumPolicyOf(false)).toBe('display-only');
    expect(conversionMinimumPolicyOf(true)).toBe('enforced');
  });

  it('refuses under 1 USD and 10,000 won only when enforced, and under 1 point always', () => {
    const refusal = (mode: ConversionMode, amount: number, enforced: boolean) => {
      const r = checkConversionMinimum(mode, amount, conversionMinimumPolicyOf(enforced));
      return r.ok ? null : [r.error.kind, r.error.message];
    };
    expect(refusal(1, 999_999, true)).toEqual(['below-minimum', '최소 1 USD부터 전환 가능합니다.']);
    expect(refusal(1, 1_000_000, true)).toBeNull();
    expect(refusal(2, 9_999, true)).toEqual(['below-minimum', '최소 10,000원부터 전환 가능합니다.']);
    expect(refusal(2, 10_000, true)).toBeNull();
    expect(refusal(1, 1, false)).toBeNull();
    expect(refusal(2, 1, false)).toBeNull();
    for (const enforced of [true, false]) {
      expect(refusal(3, 0, enforced)).toEqual(['point-minimum', '포인트가 부족합니다. 최소 전환 포인트는 1원입니다.']);
      expect(refusal(3, 1, enforced)).toBeNull();
    }
    expect(checkConversionMinimum(2, 1)).toEqual({ ok: true, value: 1 });
  });

  it('under the enforced policy accepts exactly the amounts at or above the minimum (modes 1 and 2)', () => {
    fc.assert(
      fc.property(fc.constantFrom<ConversionMode>(1, 2), fc.integer({ min: 1, max: 10_000_000 }), (mode, amount) => {
        const minimum = mode === 1 ? 1_000_000 : 10_000;
        expect(checkConversionMinimum(mode, amount, 'enforced').ok).toBe(amount >= minimum);
        expect(checkConversionMinimum(mode, amount, 'display-only').ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
