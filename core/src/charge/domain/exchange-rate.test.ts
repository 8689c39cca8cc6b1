import fc from 'fast-check';
import {
  DEFAULT_EXCHANGE_RATE,
  exchangeRateFromWonPerUsd,
  formatExchangeRate,
  microUsdtForWon,
  wonForMicroUsdt,
  type ExchangeRate,
} from './exchange-rate.js';

const rate = (n: number): ExchangeRate => exchangeRateFromWonPerUsd(n) as ExchangeRate;
const rates = fc.integer({ min: 1, max: 1_000_000 }).map((h) => h as ExchangeRate); // 0.01 .. 10,000 won per USD

describe('exchange rate', () => {
  it('defaults to 1,500 won per USD before the live rate loads', () => {
    expect(formatExchangeRate(DEFAULT_EXCHANGE_RATE)).toBe('1,500');
    expect(DEFAULT_EXCHANGE_RATE).toBe(rate(1500));
  });

  it("keeps the server's rate to the hundredth of a won", () => {
    expect(formatExchangeRate(rate(1385.57))).toBe('1,385.57');
    expect(formatExchangeRate(rate(1385.5))).toBe('1,385.5');
    expect(formatExchangeRate(rate(1385.05))).toBe('1,385.05');
  });

  it('refuses a rate that is not a positive finite number', () => {
    for (const n of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 0.001]) expect(exchangeRateFromWonPerUsd(n)).toBeNull();
  });
});

describe('conversion arithmetic', () => {
  it('converts at the rate, flooring what the member receives', () => {
    expect(wonForMicroUsdt(10_000_000, rate(1500))).toBe(15_000);
    expect(wonForMicroUsdt(1, rate(1500))).toBe(0);
    expect(wonForMicroUsdt(1_234_567, rate(1385.57))).toBe(1_710); // 1,710.58... won
    expect(microUsdtForWon(10_000, rate(1500))).toBe(6_666_666); // 6.6666666... USDT
    expect(microUsdtForWon(15_000, rate(1500))).toBe(10_000_000);
  });

  it('refuses negative, fractional or oversized inputs instead of producing a strange amount', () => {
    expect(wonForMicroUsdt(-1, DEFAULT_EXCHANGE_RATE)).toBeNull();
    expect(microUsdtForWon(1.5, DEFAULT_EXCHANGE_RATE)).toBeNull();
    expect(microUsdtForWon(Number.MAX_SAFE_INTEGER, DEFAULT_EXCHANGE_RATE)).toBeNull();
  });

  it('never produces a negative or fractional amount, and floors by less than one unit', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), rates, (amount, r) => {
        const w = wonForMicroUsdt(amount, r);
        if (w !== null) {
          expect(Number.isSafeInteger(w) && w >= 0).toBe(true);
          const exact = BigInt(amount) * BigInt(r); // in units of 1e-8 won
          expect(BigInt(w) * 100_000_000n <= exact && exact < (BigInt(w) + 1n) * 100_000_000n).toBe(true);
        }
        const u = microUsdtForWon(amount, r);
        if (u !== null) {
          expect(Number.isSafeInteger(u) && u >= 0).toBe(true);
          const exact = BigInt(amount) * 100_000_000n;
          expect(BigInt(u) * BigInt(r) <= exact && exact < (BigInt(u) + 1n) * BigInt(r)).toBe(true);
        }
      }),
    );
  });

  it('never gives back more won than went in on a round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 100, max: 1_000_000 }), (wonIn, r) => {
        const usd = microUsdtForWon(wonIn, r as ExchangeRate) as number; // 1 won/USD and up: always safe here
        expect(wonForMicroUsdt(usd, r as ExchangeRate)).toBeLessThanOrEqual(wonIn);
      }),
    );
  });
});
