import fc from 'fast-check';
import { odds, totalOdds, type Odds } from '../../shared/domain/odds.js';
import { DEFAULT_LEG_WIN_FLAG_POLICY, LEG_WIN_FLAG_POLICIES, legOddsFactor, legOutcomeLabel, realOdds } from './leg-win-flag.js';

const { simple, detailed } = LEG_WIN_FLAG_POLICIES;
const priceArb = fc.integer({ min: 101, max: 2_000 }).map((n) => odds(n));
const flagArb = fc.integer({ min: -2, max: 7 });
const policyArb = fc.constantFrom(simple, detailed);

describe('leg win flags', () => {
  it('reads the detailed reading (B) by default', () => {
    expect(DEFAULT_LEG_WIN_FLAG_POLICY.name).toBe('detailed');
  });

  it('reading A: 0 pending, 2 won, 3 or -1 refund, anything else lost', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 9].map(simple.outcome)).toEqual(['refund', 'pending', 'lost', 'won', 'refund', 'lost', 'lost', 'lost']);
  });

  it('reading B: -1 cancelled, 0 waiting, 1 lost, 2 won, 3 refund, 4 half lost, 5 half won', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 9].map(detailed.outcome)).toEqual([
      'cancelled',
      'pending',
      'lost',
      'won',
      'refund',
      'halfLost',
      'halfWon',
      'lost',
    ]);
  });

  it('labels every outcome in Korean', () => {
    expect(['pending', 'won', 'lost', 'refund', 'cancelled', 'halfLost', 'halfWon'].map((o) => legOutcomeLabel(o as never))).toEqual([
      '대기',
      '적중',
      '미적중',
      '적특',
      '취소',
      '반패',
      '반승',
    ]);
  });

  it('multiplies the price for waiting or won, 1 for refund or cancelled, 0 otherwise', () => {
    const p = odds(185);
    expect(['pending', 'won', 'refund', 'cancelled', 'lost', 'halfLost', 'halfWon'].map((o) => legOddsFactor(o as never, p))).toEqual([
      185, 185, 100, 100, 0, 0, 0,
    ]);
  });

  it('computes real odds in both readings', () => {
    const legs = [
      { winFlag: 2, price: odds(185) },
      { winFlag: 3, price: odds(250) },
      { winFlag: 0, price: odds(210) },
    ];
    expect(realOdds(legs)).toBe(388);
    expect(realOdds(legs, simple)).toBe(388);
    expect(realOdds([{ winFlag: -1, price: odds(300) }], simple)).toBe(100);
    expect(realOdds([{ winFlag: 5, price: odds(300) }], detailed)).toBe(0);
  });

  it('property: the product of factors is 0 whenever a lost leg exists, in both readings', () => {
    const legsArb = fc.array(fc.record({ winFlag: flagArb, price: priceArb }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(legsArb, policyArb, (legs, policy) => {
        const hasLost = legs.some((l) => policy.outcome(l.winFlag) === 'lost');
        if (hasLost) expect(realOdds(legs, policy)).toBe(0);
      }),
    );
  });

  it('property: refunds and cancellations leave the product of the other legs unchanged', () => {
    const live = fc.array(fc.record({ winFlag: fc.constantFrom(0, 2), price: priceArb }), { maxLength: 6 });
    const voided = fc.array(fc.record({ winFlag: fc.constantFrom(-1, 3), price: priceArb }), { maxLength: 4 });
    fc.assert(
      fc.property(live, voided, policyArb, (a, b, policy) => {
        const prices: Odds[] = a.map((l) => l.price);
        expect(realOdds([...a, ...b], policy)).toBe(totalOdds(prices));
      }),
    );
  });

  it('property: both readings agree on the factor of every flag', () => {
    fc.assert(
      fc.property(flagArb, priceArb, (flag, price) => {
        expect(legOddsFactor(simple.outcome(flag), price)).toBe(legOddsFactor(detailed.outcome(flag), price));
      }),
    );
  });
});
