import fc from 'fast-check';
import { odds, totalOdds, type Odds } from '@bet/core/shared';
import { LEG_WIN_FLAG, legOutcomeOfFlag, settledOdds, slipOutcome, type LegOutcome } from './leg-outcome.js';

const leg = (outcome: LegOutcome, price: number) => ({ outcome, price: odds(price) });

describe('leg outcomes and slip settlement', () => {
  it('stores the feed reading of the win flag: -1 cancelled, 0 waiting, 1 lost, 2 won, 3 void, 4 half lost, 5 half won', () => {
    expect(LEG_WIN_FLAG).toEqual({ cancelled: -1, pending: 0, lost: 1, won: 2, void: 3, halfLost: 4, halfWon: 5 });
    for (const [outcome, flag] of Object.entries(LEG_WIN_FLAG)) expect(legOutcomeOfFlag(flag)).toBe(outcome);
    expect(() => legOutcomeOfFlag(9)).toThrow();
  });

  it('pays a single leg at its price, half won at (price + 1) / 2, half lost at half, void at the stake', () => {
    expect(slipOutcome(10_000, [leg('won', 190)], null)).toEqual({ state: 'won', winAmount: 19_000, odds: 190 });
    expect(slipOutcome(10_000, [leg('halfWon', 190)], null)).toEqual({ state: 'won', winAmount: 14_500, odds: 145 });
    expect(slipOutcome(10_000, [leg('halfLost', 190)], null)).toEqual({ state: 'won', winAmount: 5_000, odds: 50 });
    expect(slipOutcome(10_000, [leg('void', 190)], null)).toEqual({ state: 'refund', winAmount: 10_000 });
    expect(slipOutcome(10_000, [leg('cancelled', 190)], null)).toEqual({ state: 'refund', winAmount: 10_000 });
    expect(slipOutcome(10_000, [leg('lost', 190)], null)).toEqual({ state: 'lost', winAmount: 0 });
  });

  it('loses a slip as soon as one leg loses, waits while one is pending, and counts a void leg as 1.00', () => {
    expect(slipOutcome(10_000, [leg('pending', 200), leg('lost', 150)], null).state).toBe('lost');
    expect(slipOutcome(10_000, [leg('pending', 200), leg('won', 150)], null).state).toBe('waiting');
    expect(slipOutcome(10_000, [], null).state).toBe('waiting');
    expect(slipOutcome(10_000, [leg('won', 200), leg('void', 150)], null)).toEqual({ state: 'won', winAmount: 20_000, odds: 200 });
    expect(slipOutcome(10_000, [leg('won', 185), leg('halfWon', 190)], null)).toEqual({ state: 'won', winAmount: 26_800, odds: 268 });
  });

  it('caps the payout at the slip’s max winnings', () => {
    expect(slipOutcome(100_000, [leg('won', 900)], 500_000)).toEqual({ state: 'won', winAmount: 500_000, odds: 900 });
  });

  it('settles all-won slips at exactly core’s total odds, and never above it whatever the outcomes', () => {
    const prices = fc.array(fc.integer({ min: 100, max: 5_000 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(prices, (ps) => {
        expect(settledOdds(ps.map((p) => leg('won', p)))).toBe(totalOdds(ps as Odds[]));
      }),
      { numRuns: 200 },
    );
    const outcome = fc.constantFrom<LegOutcome>('won', 'void', 'halfWon', 'halfLost', 'cancelled', 'lost');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(outcome, fc.integer({ min: 100, max: 5_000 })), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 5_000, max: 10_000_000 }),
        (legs, stake) => {
          const settled = settledOdds(legs.map(([o, p]) => leg(o, p)));
          expect(settled).toBeLessThanOrEqual(totalOdds(legs.map(([, p]) => p as Odds)));
          const result = slipOutcome(
            stake,
            legs.map(([o, p]) => leg(o, p)),
            null,
          );
          expect(Number.isSafeInteger(result.state === 'waiting' ? 0 : result.winAmount)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('settles a seven-fold long shot without a cap to a safe integer instead of throwing', () => {
    // Found by the property above (seed -172862401): the payout passed Number.MAX_SAFE_INTEGER.
    const prices = [262, 1761, 4230, 4668, 1563, 4776, 3631];
    const result = slipOutcome(
      3_647_610,
      prices.map((p) => leg('won', p)),
      null,
    );
    expect(result.state).toBe('won');
    expect(result.state === 'won' && Number.isSafeInteger(result.winAmount)).toBe(true);
    expect(
      slipOutcome(
        3_647_610,
        prices.map((p) => leg('won', p)),
        5_000_000,
      ),
    ).toMatchObject({ state: 'won', winAmount: 5_000_000 });
  });

  it('refuses to price a slip with an undecided leg (a programmer error)', () => {
    expect(() => settledOdds([leg('pending', 150)])).toThrow();
    expect(settledOdds([])).toBe(100);
  });
});
