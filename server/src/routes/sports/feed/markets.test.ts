import fc from 'fast-check';
import { MARKET_TYPE, selectionsOf, settleSelection } from './markets.js';

const score = (home: number, away: number) => ({ home, away });

describe('settleSelection', () => {
  it('settles 1X2, 12, double chance and odd/even from the final score', () => {
    expect(settleSelection(MARKET_TYPE.matchResult, { name: '1', line: null }, score(2, 1))).toBe('won');
    expect(settleSelection(MARKET_TYPE.matchResult, { name: 'X', line: null }, score(2, 1))).toBe('lost');
    expect(settleSelection(MARKET_TYPE.matchResult, { name: 'X', line: null }, score(1, 1))).toBe('won');
    expect(settleSelection(MARKET_TYPE.winner, { name: '2', line: null }, score(1, 3))).toBe('won');
    expect(settleSelection(MARKET_TYPE.winner, { name: '2', line: null }, score(1, 1))).toBe('void');
    expect(settleSelection(MARKET_TYPE.doubleChance, { name: '1X', line: null }, score(1, 1))).toBe('won');
    expect(settleSelection(MARKET_TYPE.doubleChance, { name: '12', line: null }, score(1, 1))).toBe('lost');
    expect(settleSelection(MARKET_TYPE.doubleChance, { name: 'X2', line: null }, score(2, 1))).toBe('lost');
    expect(settleSelection(MARKET_TYPE.oddEven, { name: 'Odd', line: null }, score(2, 1))).toBe('won');
    expect(settleSelection(MARKET_TYPE.oddEven, { name: 'Even', line: null }, score(0, 0))).toBe('won');
  });

  it('settles whole, half and quarter totals lines, including half won and half lost', () => {
    const over = (line: number, total: number) => settleSelection(MARKET_TYPE.totals, { name: 'Over', line }, score(total, 0));
    const under = (line: number, total: number) => settleSelection(MARKET_TYPE.totals, { name: 'Under', line }, score(total, 0));
    expect(over(2.5, 3)).toBe('won');
    expect(over(2.5, 2)).toBe('lost');
    expect(over(2, 2)).toBe('void');
    expect(over(2.25, 2)).toBe('halfLost');
    expect(under(2.25, 2)).toBe('halfWon');
    expect(over(2.75, 3)).toBe('halfWon');
    expect(under(2.75, 3)).toBe('halfLost');
  });

  it('settles Asian handicap lines from the home side and the mirrored away line', () => {
    const [home, away] = selectionsOf(MARKET_TYPE.handicap, -0.25) as [{ name: string; line: number }, { name: string; line: number }];
    expect(away.line).toBe(0.25);
    expect(settleSelection(MARKET_TYPE.handicap, home, score(1, 1))).toBe('halfLost');
    expect(settleSelection(MARKET_TYPE.handicap, away, score(1, 1))).toBe('halfWon');
    expect(settleSelection(MARKET_TYPE.handicap, home, score(2, 1))).toBe('won');
    expect(settleSelection(MARKET_TYPE.handicap, { name: '1', line: -1 }, score(2, 1))).toBe('void');
  });

  it('never lets both sides of a line win, and pays the two sides symmetrically', () => {
    const mirror = { won: 'lost', lost: 'won', void: 'void', halfWon: 'halfLost', halfLost: 'halfWon' } as const;
    fc.assert(
      fc.property(fc.integer({ min: -24, max: 24 }), fc.nat(8), fc.nat(8), (quarters, h, a) => {
        const line = quarters / 4;
        const [home, away] = selectionsOf(MARKET_TYPE.handicap, line) as [never, never];
        const x = settleSelection(MARKET_TYPE.handicap, home, score(h, a));
        expect(settleSelection(MARKET_TYPE.handicap, away, score(h, a))).toBe(mirror[x as keyof typeof mirror]);
        const total = Math.abs(line) + 0.5;
        const o = settleSelection(MARKET_TYPE.totals, { name: 'Over', line: total }, score(h, a));
        expect(settleSelection(MARKET_TYPE.totals, { name: 'Under', line: total }, score(h, a))).toBe(mirror[o as keyof typeof mirror]);
      }),
    );
  });

  it('refuses a line market pick without a line (a programmer error)', () => {
    expect(() => settleSelection(MARKET_TYPE.totals, { name: 'Over', line: null }, score(1, 1))).toThrow();
  });
});
