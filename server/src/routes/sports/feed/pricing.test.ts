import fc from 'fast-check';
import { MARKET_TYPE } from './markets.js';
import { MAX_FAIR_PRICE, MIN_FAIR_PRICE, fairPrice, offeredPrice, outcomeProbabilities, pointsModel, setsModel } from './pricing.js';

const total = (m: ReadonlyMap<number, number>): number => [...m.values()].reduce((a, b) => a + b, 0);

describe('pricing', () => {
  it('builds score models whose probabilities sum to 1, for goals, points and sets', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 120, noNaN: true }),
        fc.double({ min: 0, max: 120, noNaN: true }),
        fc.nat(5),
        fc.nat(5),
        (h, a, sh, sa) => {
          const m = pointsModel({ home: sh, away: sa }, h, a);
          expect(total(m.margin)).toBeCloseTo(1, 6);
          expect(total(m.total)).toBeCloseTo(1, 6);
        },
      ),
      { numRuns: 60 },
    );
    const sets = setsModel({ home: 1, away: 0 }, 3, 0.6);
    expect(total(sets.margin)).toBeCloseTo(1, 12);
    expect([...sets.total.keys()].sort()).toEqual([3, 4, 5]);
  });

  it('prices the two sides of a half line fairly: implied probabilities add up to 1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.3, max: 4, noNaN: true }),
        fc.double({ min: 0.3, max: 4, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (h, a, k) => {
          const model = pointsModel({ home: 0, away: 0 }, h, a);
          const line = k + 0.5;
          const over = fairPrice(outcomeProbabilities(model, MARKET_TYPE.totals, { name: 'Over', line }));
          const under = fairPrice(outcomeProbabilities(model, MARKET_TYPE.totals, { name: 'Under', line }));
          if (Number.isFinite(over) && Number.isFinite(under)) expect(1 / over + 1 / under).toBeCloseTo(1, 6);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('offers the fair price less the margin, truncated, and suspends picks outside the band', () => {
    expect(offeredPrice(2, 0.06)).toBe(188);
    expect(offeredPrice(MIN_FAIR_PRICE - 0.01)).toBeNull();
    expect(offeredPrice(MAX_FAIR_PRICE + 1)).toBeNull();
    expect(offeredPrice(Number.POSITIVE_INFINITY)).toBeNull();
    expect(offeredPrice(1.04, 0.06)).toBe(101);
    expect(fairPrice(new Map([['lost', 1]]))).toBe(Number.POSITIVE_INFINITY);
    // A quarter line: half the stake pushes at a total of 2.
    const model = pointsModel({ home: 0, away: 0 }, 1.3, 1.1);
    const p = outcomeProbabilities(model, MARKET_TYPE.totals, { name: 'Over', line: 2.25 });
    expect(p.get('halfLost')).toBeGreaterThan(0);
  });
});
