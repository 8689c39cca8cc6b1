import fc from 'fast-check';
import { groupChargeAmountText, readChargeAmountText } from './amount-text.js';

describe('readChargeAmountText', () => {
  it('reads whole amounts with or without thousands separators', () => {
    expect(readChargeAmountText('10,000')).toEqual({ kind: 'whole', value: 10_000 });
    expect(readChargeAmountText(' 25000 ')).toEqual({ kind: 'whole', value: 25_000 });
    expect(readChargeAmountText('-0')).toEqual({ kind: 'whole', value: 0 });
  });

  it('tells an empty field from text that is not a number', () => {
    expect(readChargeAmountText('')).toEqual({ kind: 'empty' });
    expect(readChargeAmountText(' , ')).toEqual({ kind: 'empty' });
    expect(readChargeAmountText('10만원')).toEqual({ kind: 'not-numeric' });
    expect(readChargeAmountText('1e5')).toEqual({ kind: 'not-numeric' });
  });

  it('flags decimals, and treats digits beyond the safe integers as not numeric', () => {
    expect(readChargeAmountText('10000.5')).toEqual({ kind: 'fraction' });
    expect(readChargeAmountText('99999999999999999999')).toEqual({ kind: 'not-numeric' });
  });
});

describe('groupChargeAmountText', () => {
  it('regroups digits as the member types', () => {
    expect(groupChargeAmountText('1234567')).toBe('1,234,567');
    expect(groupChargeAmountText('12,34')).toBe('1,234');
    expect(groupChargeAmountText('007')).toBe('7');
    expect(groupChargeAmountText('')).toBe('');
  });

  it('keeps a decimal part only where decimals are allowed, and leaves other text alone', () => {
    expect(groupChargeAmountText('1234.5', true)).toBe('1,234.5');
    expect(groupChargeAmountText('1234.5')).toBe('1234.5');
    expect(groupChargeAmountText('12a')).toBe('12a');
  });

  it('never changes the value of a digit string, however long', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,30}$/), (digits) => {
        expect(groupChargeAmountText(digits).replace(/,/g, '')).toBe(digits);
      }),
    );
  });
});
