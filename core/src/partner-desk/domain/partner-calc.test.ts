import fc from 'fast-check';
import { bpText, NO_FIGURES, partnerCalcFigures, percentToBp, sameRolling, shareOf, type PartnerCategoryFigures } from './partner-calc.js';

const figures = (over: Partial<Record<'casino' | 'slot' | 'mini' | 'sports' | 'virtual', PartnerCategoryFigures>>) => ({
  casino: NO_FIGURES,
  slot: NO_FIGURES,
  mini: NO_FIGURES,
  sports: NO_FIGURES,
  virtual: NO_FIGURES,
  ...over,
});

describe('shareOf', () => {
  it('takes basis points of an amount, truncated toward zero', () => {
    expect(shareOf(10_000, 50)).toBe(50);
    expect(shareOf(12_345, 150)).toBe(185);
    expect(shareOf(-12_345, 150)).toBe(-185);
    expect(shareOf(0, 10_000)).toBe(0);
  });

  it('stays exact where a float product would not (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const share = shareOf(amount, bp);
        expect(Number.isSafeInteger(share)).toBe(true);
        expect(BigInt(share)).toBe((BigInt(amount) * BigInt(bp)) / 10_000n);
      }),
    );
  });

  it('refuses fractions (a programmer error)', () => {
    expect(() => shareOf(1.5, 10)).toThrow('whole numbers');
  });
});

describe('percentToBp and bpText', () => {
  it('turns a contract percent into basis points and back into text', () => {
    expect(percentToBp(0.5)).toBe(50);
    expect(percentToBp(1.25)).toBe(125);
    expect(percentToBp(null)).toBe(0);
    expect(percentToBp(undefined)).toBe(0);
    expect(percentToBp(-1)).toBe(0);
    expect(percentToBp(Number.NaN)).toBe(0);
    expect(percentToBp(250)).toBe(10_000);
    expect(bpText(50)).toBe('0.5');
    expect(bpText(125)).toBe('1.25');
    expect(bpText(1000)).toBe('10');
    expect(bpText(0)).toBe('0');
  });
});

describe('partnerCalcFigures', () => {
  it('adds the turnover per category, the rolling on it and the losing after rolling', () => {
    const result = partnerCalcFigures(
      figures({
        sports: { pendingStake: 10_000, settledStake: 40_000, settledWin: 30_000 },
        slot: { pendingStake: 0, settledStake: 20_000, settledWin: 5_000 },
      }),
      { rollingBp: { ...sameRolling(50), slot: 100 }, losingBp: 1_000 },
    );
    expect(result.categories.map((c) => c.category)).toEqual(['casino', 'slot', 'mini', 'sports', 'virtual']);
    expect(result.categories[3]).toEqual({
      category: 'sports',
      rollingPer: 50,
      betAmount: 50_000,
      winAmount: 30_000,
      rollingAmount: 250,
      userRolling: { before: 10_000, after: 40_000, total: 50_000 },
    });
    expect(result.categories[1]!.rollingAmount).toBe(200);
    // Members lost (40,000 - 30,000) + (20,000 - 5,000) = 25,000 on settled bets.
    expect(result.losingAmount).toBe(25_000);
    expect(result.totalRollingAmount).toBe(450);
    // (25,000 - 450) x 10 % = 2,455.
    expect(result.totalLosingAmount).toBe(2_455);
    expect(result.losingPer).toBe(1_000);
  });

  it('carries a negative losing when the members won', () => {
    const result = partnerCalcFigures(figures({ mini: { pendingStake: 0, settledStake: 10_000, settledWin: 19_500 } }), {
      rollingBp: sameRolling(0),
      losingBp: 2_000,
    });
    expect(result.losingAmount).toBe(-9_500);
    expect(result.totalLosingAmount).toBe(-1_900);
  });
});
