import fc from 'fast-check';
import { won } from '../../shared/domain/money.js';
import {
  betGameTypeOfPath,
  betLimitSettingOfUnits,
  betLimitsFor,
  betLimitWonOfUnits,
  clampBetRole,
  type BetLimitSetting,
} from './limits.js';

const rows: BetLimitSetting[] = [
  betLimitSettingOfUnits({ gameType: 1, role: 1, maxBetUnits: 100, maxWinUnits: 500 }),
  betLimitSettingOfUnits({ gameType: 1, role: 5, maxBetUnits: 300, maxWinUnits: 1000 }),
  betLimitSettingOfUnits({ gameType: 2, role: 1, maxBetUnits: 50, maxWinUnits: 200 }),
];

describe('bet limits', () => {
  it('reads a settings row kept in units of 10,000 won as won', () => {
    expect(betLimitsFor(rows, 1, 5)).toEqual({ minBet: 5_000, maxBet: 3_000_000, maxWinnings: 10_000_000 });
    expect(betLimitsFor(rows, 2, 1)).toEqual({ minBet: 5_000, maxBet: 500_000, maxWinnings: 2_000_000 });
  });

  it('keeps a row in won exactly, whatever the amount, and its own minimum stake', () => {
    const row = { gameType: 3, role: 2, maxBet: won(1_234_567), maxWinnings: won(9_876_543), minBet: won(10_000) };
    expect(betLimitsFor([row], 3, 2)).toEqual({ minBet: 10_000, maxBet: 1_234_567, maxWinnings: 9_876_543 });
  });

  it('property: whole units become won by an exact integer product', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900_000_000_000 }), (units) => {
        const amount = betLimitWonOfUnits(units);
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(amount).toBe(units * 10_000);
        expect(amount % 10_000).toBe(0);
      }),
    );
  });

  it('refuses units that are not a whole number (a programmer error: the store keeps integers)', () => {
    expect(() => betLimitWonOfUnits(0.5)).toThrow(RangeError);
    expect(() => betLimitWonOfUnits(-1)).toThrow(RangeError);
    expect(() => betLimitWonOfUnits(Number.NaN)).toThrow(RangeError);
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
});
