import fc from 'fast-check';
import { won } from '../../shared/domain/money.js';
import { odds, payout, type Odds } from '../../shared/domain/odds.js';
import { BET_QUICK_AMOUNTS } from './bet-slip.constants.js';
import type { BetLimits } from './limits.js';
import {
  betStakeCapHint,
  betStakeFieldText,
  betStakeRoundingHint,
  capBetStake,
  maxAllowedBetStake,
  placedBetStake,
  quickAddBetStake,
  typedBetStake,
  type BetStakeCaps,
} from './stake.js';
import { BET_SLIP_MESSAGES } from './bet-slip.messages.js';

const limits = (maxBet: number, maxWinnings: number): BetLimits => ({
  minBet: won(5_000),
  maxBet: won(maxBet),
  maxWinnings: won(maxWinnings),
});
const caps = (cash: number, l: BetLimits | null, total = 185): BetStakeCaps => ({ cash, limits: l, totalOdds: odds(total) });

const capsArb = fc.record({
  cash: fc.integer({ min: 0, max: 200_000_000 }),
  maxBet: fc.integer({ min: 1, max: 1_000 }).map((n) => n * 10_000),
  maxWin: fc.integer({ min: 1, max: 5_000 }).map((n) => n * 10_000),
  total: fc.integer({ min: 100, max: 100_000 }).map((n) => odds(n)),
});

describe('bet stake rules', () => {
  it('caps an amount to the cash, max bet minus 1 and the max-winnings stake, rounded down to 10', () => {
    expect(capBetStake(12_345, caps(10_000, null))).toBe(10_000);
    expect(capBetStake(9_999_999, caps(99_999_999, limits(3_000_000, 100_000_000)))).toBe(2_999_990);
    // 10,000,000 / 4.00 = 2,500,000 is the largest stake whose payout reaches max winnings.
    expect(capBetStake(2_900_000, caps(99_999_999, limits(3_000_000, 10_000_000), 400))).toBe(2_500_000);
    expect(capBetStake(5_555, caps(99_999_999, limits(3_000_000, 10_000_000)))).toBe(5_550);
    expect(capBetStake(Number.NaN, caps(10_000, null))).toBeNaN();
  });

  it('reads a typed stake exactly as typed: no cap, no rounding, decimals and signs kept for submit to name', () => {
    expect(typedBetStake('')).toBeNull();
    expect(typedBetStake('abc')).toBeNull();
    expect(typedBetStake('1')).toBe(1);
    expect(typedBetStake('10000')).toBe(10_000);
    expect(typedBetStake('12,345')).toBe(12_345);
    expect(typedBetStake('5000.')).toBeNull();
    expect(typedBetStake('5000.5')).toBe(5_000.5);
    expect(typedBetStake('-5000')).toBe(-5_000);
  });

  it('hints the cap only while a typed whole amount is above it', () => {
    const c = caps(2_000_000, limits(1_000_000, 5_000_000), 185);
    expect(betStakeCapHint(1_500_000, c)).toBe(999_990);
    expect(betStakeCapHint(999_990, c)).toBeNull();
    expect(betStakeCapHint(20_000, caps(10_000, null))).toBe(10_000);
    expect(betStakeCapHint(null, c)).toBeNull();
    expect(betStakeCapHint(5_000.5, c)).toBeNull();
    expect(betStakeCapHint(-5, c)).toBeNull();
  });

  it('property: every whole amount typed key by key reads back as the number typed so far', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (n) => {
        const digits = String(n);
        for (let i = 1; i <= digits.length; i++) expect(typedBetStake(digits.slice(0, i))).toBe(Number(digits.slice(0, i)));
      }),
      { numRuns: 200 },
    );
  });

  it('offers the spec quick amounts', () => {
    expect(BET_QUICK_AMOUNTS).toEqual([10_000, 50_000, 100_000, 500_000, 1_000_000]);
  });

  it('adds a quick amount to the current stake', () => {
    expect(quickAddBetStake(20_000, won(50_000), caps(1_000_000, null))).toEqual({ ok: true, value: 70_000 });
    expect(quickAddBetStake(null, won(10_000), caps(1_000_000, null))).toEqual({ ok: true, value: 10_000 });
    expect(quickAddBetStake(-3, won(10_000), caps(1_000_000, null))).toEqual({ ok: true, value: 10_000 });
    expect(quickAddBetStake(1_000_000, won(1_000_000), caps(5_000_000, limits(1_500_000, 100_000_000)))).toEqual({
      ok: true,
      value: 1_499_990,
    });
  });

  it("refuses a quick amount beyond the cash with '보유 캐쉬가 부족합니다.'", () => {
    expect(quickAddBetStake(10_000, won(50_000), caps(50_000, null))).toEqual({
      ok: false,
      error: { kind: 'insufficientCash', message: '보유 캐쉬가 부족합니다.' },
    });
  });

  it('MAX fills the largest allowed stake', () => {
    expect(maxAllowedBetStake(caps(123_456, null))).toBe(123_450);
    expect(maxAllowedBetStake(caps(99_999_999, limits(3_000_000, 10_000_000), 200))).toBe(2_999_990);
    expect(maxAllowedBetStake(caps(-5, null))).toBe(0);
  });

  it("goes up to the max bet itself under the 'inclusive' reading, and to max bet minus 1 (floored to 10) under the default", () => {
    const at = (maxBetBoundary?: 'exclusive' | 'inclusive'): BetStakeCaps => ({
      ...caps(99_999_999, limits(3_000_000, 10_000_000), 200),
      ...(maxBetBoundary ? { maxBetBoundary } : {}),
    });
    expect(maxAllowedBetStake(at())).toBe(2_999_990);
    expect(maxAllowedBetStake(at('exclusive'))).toBe(2_999_990);
    expect(maxAllowedBetStake(at('inclusive'))).toBe(3_000_000);
    expect(betStakeCapHint(3_000_000, at('inclusive'))).toBeNull();
    expect(betStakeCapHint(3_000_000, at())).toBe(2_999_990);
    expect(capBetStake(3_000_010, at('inclusive'))).toBe(3_000_000);
  });

  it('property: a capped stake never pays out more than max winnings', () => {
    fc.assert(
      fc.property(capsArb, fc.integer({ min: 0, max: 500_000_000 }), (c, typed) => {
        const stake = capBetStake(typed, caps(c.cash, limits(c.maxBet, c.maxWin), c.total));
        expect(payout(stake, c.total as Odds)).toBeLessThanOrEqual(c.maxWin);
      }),
      { numRuns: 300 },
    );
  });

  it('property: a capped stake is never above the cash nor above max bet minus 1, and is a multiple of 10', () => {
    fc.assert(
      fc.property(capsArb, fc.integer({ min: 0, max: 500_000_000 }), (c, typed) => {
        const stake = capBetStake(typed, caps(c.cash, limits(c.maxBet, c.maxWin), c.total));
        expect(stake).toBeLessThanOrEqual(c.cash);
        expect(stake).toBeLessThanOrEqual(c.maxBet - 1);
        expect(stake).toBeLessThanOrEqual(typed);
        expect(stake % 10).toBe(0);
        expect(stake).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('property: quick add either refuses a sum above the cash or yields a stake within every cap', () => {
    fc.assert(
      fc.property(capsArb, fc.integer({ min: 0, max: 5_000_000 }), fc.constantFrom(...BET_QUICK_AMOUNTS), (c, current, add) => {
        const r = quickAddBetStake(current, add, caps(c.cash, limits(c.maxBet, c.maxWin), c.total));
        if (current + add > c.cash) {
          expect(r.ok).toBe(false);
          return;
        }
        if (!r.ok) throw new Error('expected a stake');
        expect(r.value % 10).toBe(0);
        expect(r.value).toBeLessThanOrEqual(Math.min(c.cash, c.maxBet - 1));
        expect(payout(r.value, c.total as Odds)).toBeLessThanOrEqual(c.maxWin);
      }),
      { numRuns: 200 },
    );
  });
});

describe('spec 9: "bet rounded down to multiple of 10"', () => {
  it('places a typed 12,345 as 12,340, says so, and leaves what is not a whole amount for submit to name', () => {
    expect(placedBetStake(12_345)).toBe(12_340);
    expect(placedBetStake(12_340)).toBe(12_340);
    expect(betStakeRoundingHint(12_345)).toBe(12_340);
    expect(BET_SLIP_MESSAGES.stakeRoundedHint(12_340)).toBe('12,340원으로 베팅됩니다.');
    expect(betStakeRoundingHint(12_340)).toBeNull();
    expect(betStakeRoundingHint(5)).toBeNull();
    for (const left of [null, 5_000.5, -15, Number.NaN]) expect(placedBetStake(left)).toBe(left);
    expect(betStakeRoundingHint(null)).toBeNull();
  });

  it('shows a whole typed amount with separators once the field is left, anything else as typed', () => {
    expect(betStakeFieldText('12345')).toBe('12,345');
    expect(betStakeFieldText('12,345')).toBe('12,345');
    expect(betStakeFieldText('1234567')).toBe('1,234,567');
    for (const typed of ['', '5000.5', 'abc', '-5']) expect(betStakeFieldText(typed)).toBe(typed);
  });

  it('places the largest multiple of 10 not above a whole typed amount, and the field text reads back the same amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (typed) => {
        const placed = placedBetStake(typed)!;
        expect(placed % 10).toBe(0);
        expect(placed).toBeLessThanOrEqual(typed);
        expect(typed - placed).toBeLessThan(10);
        expect(betStakeRoundingHint(typed)).toBe(placed > 0 && placed !== typed ? placed : null);
        expect(typedBetStake(betStakeFieldText(String(typed)))).toBe(typed);
      }),
      { numRuns: 200 },
    );
  });
});
