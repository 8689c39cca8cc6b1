import fc from 'fast-check';
import { floorToStep, floorToTen, formatUsdt, microUsdt, parseAmountText, parseUsdt, points, won, withThousands } from './money.js';

describe('money', () => {
  it('refuses non-integer amounts as a programmer error', () => {
    expect(() => won(1.5)).toThrow(RangeError);
    expect(() => microUsdt(Number.NaN)).toThrow(RangeError);
    expect(() => points(2 ** 60)).toThrow(RangeError);
    expect(won(10)).toBe(10);
  });

  it('writes thousands separators', () => {
    expect(withThousands(0)).toBe('0');
    expect(withThousands(1_000)).toBe('1,000');
    expect(withThousands(30_000_000)).toBe('30,000,000');
    expect(withThousands(-1234567)).toBe('-1,234,567');
  });

  it('parses typed amounts with separators', () => {
    expect(parseAmountText('10,000')).toBe(10_000);
    expect(parseAmountText('10.5')).toBe(10.5);
    expect(parseAmountText('')).toBeNaN();
    expect(parseAmountText('1e5')).toBeNaN();
  });

  it('rounds stakes down to a multiple of 10', () => {
    expect(floorToTen(12_345)).toBe(12_340);
    expect(floorToTen(-5)).toBe(0);
    expect(floorToStep(25_000, 10_000)).toBe(20_000);
    expect(floorToStep(Number.NaN, 10)).toBe(0);
  });

  it('keeps USDT exact in micro-units', () => {
    expect(parseUsdt('12.5')).toBe(12_500_000);
    expect(parseUsdt('0.000001')).toBe(1);
    expect(parseUsdt('1.1234567')).toBeNull();
    expect(formatUsdt(microUsdt(12_500_000))).toBe('12.5');
    expect(formatUsdt(microUsdt(1_000_000_000))).toBe('1,000');
    expect(formatUsdt(-1)).toBe('-0.000001');
  });

  it('property: thousands separators round-trip through parsing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseAmountText(withThousands(n))).toBe(n);
      }),
    );
  });

  it('property: stake rounding never increases the amount and lands on a multiple of 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        const r = floorToTen(n);
        expect(r % 10).toBe(0);
        expect(r).toBeLessThanOrEqual(n);
        expect(n - r).toBeLessThan(10);
      }),
    );
  });
});
