import { MICRO_PER_USDT, microUsdt, won, withThousands, type MicroUsdt, type Won } from '../../shared/domain/money.js';

declare const exchangeRateBrand: unique symbol;
/**
 * Won per 1 USD(T), held as an integer number of hundredths of a won so conversions stay exact
 * integer arithmetic even when the rate has decimals (1,385.57 is 138557).
 */
export type ExchangeRate = number & { readonly [exchangeRateBrand]: 'ExchangeRate' };

const HUNDREDTHS = 100;
const SCALE = BigInt(MICRO_PER_USDT * HUNDREDTHS);

/** Reads the server's rate (GET /charge/exchangeRates: won per USD); null unless positive and finite. */
export function exchangeRateFromWonPerUsd(wonPerUsd: number): ExchangeRate | null {
  if (!Number.isFinite(wonPerUsd) || wonPerUsd <= 0) return null;
  const hundredths = Math.round(wonPerUsd * HUNDREDTHS);
  return hundredths > 0 && Number.isSafeInteger(hundredths) ? (hundredths as ExchangeRate) : null;
}

/** Spec 9: the dialog uses 1,500 won per USD until the live rate has loaded. */
export const DEFAULT_EXCHANGE_RATE = (1500 * HUNDREDTHS) as ExchangeRate;

/** "1,500" or "1,385.57". */
export function formatExchangeRate(rate: ExchangeRate): string {
  const whole = Math.floor(rate / HUNDREDTHS);
  const cents = rate % HUNDREDTHS;
  return cents === 0 ? withThousands(whole) : `${withThousands(whole)}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

const toSafe = (n: bigint): number | null => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : null);

/**
 * Won received for `amount` micro-USDT, floored to whole won. Flooring favours the house by
 * less than one won per conversion; the dialog shows this exact figure before the member
 * confirms, so nothing is lost silently. Null for a negative, fractional or unsafe amount.
 */
export function wonForMicroUsdt(amount: number, rate: ExchangeRate): Won | null {
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  const result = toSafe((BigInt(amount) * BigInt(rate)) / SCALE);
  return result === null ? null : won(result);
}

/**
 * Micro-USDT received for `amount` won, floored to whole micro-units (under 0.000001 USDT lost
 * per conversion, shown before confirming). Null for a negative, fractional or unsafe amount.
 */
export function microUsdtForWon(amount: number, rate: ExchangeRate): MicroUsdt | null {
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  const result = toSafe((BigInt(amount) * SCALE) / BigInt(rate));
  return result === null ? null : microUsdt(result);
}
