/**
 * The won price of one USD(T). A real feed would sit behind this port; the built-in simulator
 * answers a fixed rate (spec 9: 1,500 before loading). Rates are in hundredths of a won, the
 * unit of core's ExchangeRate, so 1,500.00 is 150000.
 */
export interface ExchangeRatePort {
  /** Won per USD in hundredths (integer > 0). */
  wonPerUsdHundredths(): Promise<number>;
}

export const DEFAULT_WON_PER_USD = 1_500;

export function fixedExchangeRate(wonPerUsd = DEFAULT_WON_PER_USD): ExchangeRatePort {
  const hundredths = Math.round(wonPerUsd * 100);
  if (!Number.isSafeInteger(hundredths) || hundredths <= 0) throw new RangeError(`bad exchange rate ${wonPerUsd}`);
  return { wonPerUsdHundredths: async () => hundredths };
}
