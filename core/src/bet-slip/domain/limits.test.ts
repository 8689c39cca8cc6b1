import fc from 'fast-check';
import { betGameTypeOfPath, betLimitsFor, clampBetRole, decodeBetLimitSettings, type BetLimitSetting } from './limits.js';

const rows: BetLimitSetting[] = [
  { gameType: 1, role: 1, maxBet: 100, maxWin: 500 },
  { gameType: 1, role: 5, maxBet: 300, maxWin: 1000 },
  { gameType: 2, role: 1, maxBet: 50, maxWin: 200 },
];

describe('bet limits', () => {
  it('reads a settings row in units of 10,000 won', () => {
    expect(betLimitsFor(rows, 1, 5)).toEqual({ minBet: 5_000, maxBet: 3_000_000, maxWinnings: 10_000_000 });
    expect(betLimitsFor(rows, 2, 1)).toEqual({ minBet: 5_000, maxBet: 500_000, maxWinnings: 2_000_000 });
  });

  it('clamps the role to 1..5 before the lookup', () => {
    expect(betLimitsFor(rows, 1, 0)?.maxBet).toBe(1_000_000);
    expect(betLimitsFor(rows, 1, -3)?.maxBet).toBe(1_000_000);
    expect(betLimitsFor(rows, 1, 9)?.maxBet).toBe(3_000_000);
    expect(clampBetRole(Number.NaN)).toBe(1);
    expect(clampBetRole(3.7)).toBe(3);
  });

  it('property: the clamped role is always a whole level from 1 to 5', () => {
    fc.assert(
      fc.property(fc.double(), (r) => {
        const level = clampBetRole(r);
        expect(Number.isInteger(level) && level >= 1 && level <= 5).toBe(true);
      }),
    );
  });

  it('returns null when no row matches', () => {
    expect(betLimitsFor(rows, 3, 1)).toBeNull();
  });

  it('maps slip paths to game types', () => {
    expect([
      betGameTypeOfPath('europe'),
      betGameTypeOfPath('korea'),
      betGameTypeOfPath('inplay'),
      betGameTypeOfPath('minigame'),
      betGameTypeOfPath('bet365'),
    ]).toEqual([1, 1, 2, 3, 4]);
  });

  it('decodes the settings response, skipping bad rows and accepting numeric strings', () => {
    expect(
      decodeBetLimitSettings([
        { gameType: 1, role: '2', maxBet: 300, maxWin: '1000' },
        { gameType: 1 },
        null,
        7,
        { gameType: 1, role: 1, maxBet: -1, maxWin: 1 },
      ]),
    ).toEqual([{ gameType: 1, role: 2, maxBet: 300, maxWin: 1000 }]);
    expect(decodeBetLimitSettings({ rows: [] })).toBeNull();
  });
});
