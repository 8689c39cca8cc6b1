import { won, type Won } from './money.js';

/**
 * Odds are integer hundredths: 1.85 is 185. The spec truncates every price to 2 decimals,
 * floors the product of legs to 2 decimals and floors the payout to whole won. BigInt keeps
 * the products exact however many legs a slip holds.
 */
declare const oddsBrand: unique symbol;
export type Odds = number & { readonly [oddsBrand]: 'Odds' };

export const ODDS_ONE = 100 as Odds;

export function odds(hundredths: number): Odds {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new RangeError(`odds must be a non-negative integer, got ${hundredths}`);
  return hundredths as Odds;
}

/**
 * Truncates a decimal price to 2 decimals from its text form, so that 1.15 stays 115
 * (1.15 * 100 in floating point is 114.999...). Returns null for anything that is not a price.
 */
export function oddsFromPrice(price: number | string): Odds | null {
  const text = typeof price === 'number' ? (Number.isFinite(price) ? numberToPlainString(price) : '') : price.trim();
  const m = /^(\d{1,9})(?:\.(\d*))?$/.exec(text);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number(((m[2] ?? '') + '00').slice(0, 2));
  return odds(whole * 100 + frac);
}

function numberToPlainString(n: number): string {
  if (n < 0) return '';
  // toString may use exponent form for tiny/huge numbers; toFixed(10) keeps plain digits.
  const s = String(n);
  return /e/i.test(s) ? n.toFixed(10) : s;
}

/** Decimal price of odds, for payloads that the server expects as a number (185 -> 1.85). */
export const oddsToPrice = (o: Odds): number => o / 100;

/** "1.85"; always two decimals. */
export function formatOdds(o: Odds): string {
  return `${Math.floor(o / 100)}.${String(o % 100).padStart(2, '0')}`;
}

/** Product of the legs, floored to 2 decimals. An empty slip has total odds 1.00. */
export function totalOdds(legs: readonly Odds[]): Odds {
  if (legs.length === 0) return ODDS_ONE;
  let product = 1n;
  for (const leg of legs) product *= BigInt(leg);
  const scale = 100n ** BigInt(legs.length - 1);
  return odds(Number(product / scale));
}

/** Expected payout: stake x odds, floored to whole won. */
export function payout(stake: Won | number, total: Odds): Won {
  if (stake <= 0) return won(0);
  return won(Number((BigInt(Math.floor(stake)) * BigInt(total)) / 100n));
}

/**
 * The largest stake (a multiple of 10) whose payout does not exceed `maxWinnings`.
 * Used to cap a typed amount so the expected payout never passes the winnings limit.
 */
export function maxStakeForWinnings(maxWinnings: number, total: Odds): Won {
  if (total <= 0) return won(0);
  // payout(s) = floor(s * total / 100) <= W  <=>  s * total < (W + 1) * 100
  const limit = (BigInt(Math.floor(maxWinnings)) + 1n) * 100n;
  let s = (limit - 1n) / BigInt(total);
  s -= s % 10n;
  return won(Number(s));
}
