import fc from 'fast-check';
import { JACKPOT_COUNT_UP_MS, JACKPOT_POLL_MS, JACKPOT_SHARE_BPS, jackpotFigureAt, jackpotShareOf } from './jackpot.js';

describe('jackpotShareOf', () => {
  it('puts 1 % of a stake into the pool, in whole won rounded down', () => {
    expect(JACKPOT_SHARE_BPS).toBe(100);
    expect(jackpotShareOf(1_000)).toBe(10);
    expect(jackpotShareOf(12_345)).toBe(123);
    expect(jackpotShareOf(99)).toBe(0);
    expect(jackpotShareOf(0)).toBe(0);
  });

  it('is exact for every stake up to the wire maximum (property, against BigInt)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (stake, bps) => {
        expect(BigInt(jackpotShareOf(stake, bps))).toBe((BigInt(stake) * BigInt(bps)) / 10_000n);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a stake that is not whole won (a programmer error)', () => {
    expect(() => jackpotShareOf(10.5)).toThrow(RangeError);
    expect(() => jackpotShareOf(-1)).toThrow(RangeError);
  });
});

describe('jackpotFigureAt', () => {
  const count = { from: 1_000_000, to: 1_003_000, startedAt: 50_000, durationMs: JACKPOT_COUNT_UP_MS };

  it('starts at the figure shown, ends on the figure read and stays there', () => {
    expect(jackpotFigureAt(count, 50_000)).toBe(1_000_000);
    expect(jackpotFigureAt(count, 40_000)).toBe(1_000_000);
    expect(jackpotFigureAt(count, 50_000 + JACKPOT_COUNT_UP_MS)).toBe(1_003_000);
    expect(jackpotFigureAt(count, 50_000 + JACKPOT_POLL_MS)).toBe(1_003_000);
  });

  it('eases out: more than half the way after a third of the time', () => {
    const third = jackpotFigureAt(count, 50_000 + JACKPOT_COUNT_UP_MS / 3);
    expect(third).toBeGreaterThan(1_001_500);
    expect(third).toBeLessThan(1_003_000);
  });

  it('shows a smaller pool (paid out) at once instead of counting down', () => {
    expect(jackpotFigureAt({ ...count, from: 5_000_000, to: 1_000 }, 50_000)).toBe(1_000);
  });

  it('only ever counts up, in whole won, between the two figures (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (from, rise, t1, dt) => {
          const c = { from, to: from + rise, startedAt: 0, durationMs: JACKPOT_COUNT_UP_MS };
          const a = jackpotFigureAt(c, t1);
          const b = jackpotFigureAt(c, t1 + dt);
          expect(Number.isSafeInteger(a)).toBe(true);
          expect(a).toBeGreaterThanOrEqual(from);
          expect(b).toBeGreaterThanOrEqual(a);
          expect(b).toBeLessThanOrEqual(from + rise);
        },
      ),
      { numRuns: 200 },
    );
  });
});
