import fc from 'fast-check';
import { formatOdds, maxStakeForWinnings, odds, oddsFromPrice, payout, totalOdds, type Odds } from './odds.js';

const oddsArb = fc.integer({ min: 100, max: 5_000 }).map((n) => odds(n));

describe('odds', () => {
  it('truncates a price to 2 decimals without floating-point loss', () => {
    expect(oddsFromPrice(1.15)).toBe(115);
    expect(oddsFromPrice('1.159')).toBe(115);
    expect(oddsFromPrice(2)).toBe(200);
    expect(oddsFromPrice('1.3')).toBe(130);
    expect(oddsFromPrice(1.999)).toBe(199);
    expect(oddsFromPrice('abc')).toBeNull();
    expect(oddsFromPrice(-1)).toBeNull();
    expect(oddsFromPrice(Number.NaN)).toBeNull();
  });

  it('formats with two decimals', () => {
    expect(formatOdds(odds(185))).toBe('1.85');
    expect(formatOdds(odds(1005))).toBe('10.05');
  });

  it('floors the product of legs to 2 decimals', () => {
    expect(totalOdds([odds(185), odds(210)])).toBe(388); // 3.885 -> 3.88
    expect(totalOdds([])).toBe(100);
    expect(totalOdds([odds(133), odds(133), odds(133)])).toBe(235); // 2.352637
  });

  it('property: truncation never rounds up and loses less than 0.01', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 99_999 }), fc.integer({ min: 0, max: 9 }), (h, extra) => {
        const text = `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}${extra}`;
        expect(oddsFromPrice(text)).toBe(h);
      }),
    );
  });

  it('property: the total equals the exact product floored to hundredths', () => {
    fc.assert(
      fc.property(fc.array(oddsArb, { minLength: 1, maxLength: 8 }), (legs) => {
        const total = totalOdds(legs);
        const exact = legs.reduce((p, l) => p * BigInt(l), 1n);
        const scale = 100n ** BigInt(legs.length - 1);
        expect(BigInt(total) * scale <= exact).toBe(true);
        expect((BigInt(total) + 1n) * scale > exact).toBe(true);
      }),
    );
  });

  it('floors the payout to whole won', () => {
    expect(payout(10_000, odds(388))).toBe(38_800);
    expect(payout(5_555, odds(185))).toBe(10_276); // 10276.75
    expect(payout(0, odds(185))).toBe(0);
  });

  it('property: the stake cap for max winnings keeps the payout within the limit and is the largest such multiple of 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 100_000_000 }), oddsArb, (maxWin, total: Odds) => {
        const s = maxStakeForWinnings(maxWin, total);
        expect(s % 10).toBe(0);
        expect(payout(s, total)).toBeLessThanOrEqual(maxWin);
        expect(payout(s + 10, total)).toBeGreaterThan(maxWin);
      }),
    );
  });
});
