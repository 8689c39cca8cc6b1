import fc from 'fast-check';
import { inplayRemainingSeconds, timerColour } from './timer-colour.js';

describe('timer colour', () => {
  it.each([
    [30, 'green'],
    [11, 'green'],
    [10, 'orange'],
    [6, 'orange'],
    [5, 'red'],
    [1, 'red'],
    [0, 'red'],
  ] as const)('is %d s -> %s', (seconds, colour) => {
    expect(timerColour(seconds)).toBe(colour);
  });

  it('only gets warmer as time runs out', () => {
    const rank = { green: 0, orange: 1, red: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (t, d) => {
        expect(rank[timerColour(t)]).toBeGreaterThanOrEqual(rank[timerColour(t + d)]);
      }),
    );
  });

  it('shows whole seconds rounded up, never below zero', () => {
    expect(inplayRemainingSeconds(4200)).toBe(5);
    expect(inplayRemainingSeconds(5000)).toBe(5);
    expect(inplayRemainingSeconds(0)).toBe(0);
    expect(inplayRemainingSeconds(-300)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 1_000_000 }), (ms) => {
        const s = inplayRemainingSeconds(ms);
        expect(s).toBeGreaterThanOrEqual(0);
        if (ms > 0) expect(s * 1000 - ms).toBeLessThan(1000);
      }),
    );
  });
});
