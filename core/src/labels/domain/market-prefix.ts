import { marketLabel, normaliseMarketName } from './market-labels.js';

/**
 * Ball-sum games (powerball style) offer the same odd/even and under/over markets twice: on the
 * sum of the normal balls and on the power ball. Which one an odds row belongs to is encoded in
 * its odds id (spec section 4): suffix 1-4 is normal, 18-21 is power.
 */
export type BallMarketPrefix = 'normal' | 'power';

export const BALL_MARKET_PREFIX_LABELS: Readonly<Record<BallMarketPrefix, string>> = {
  normal: '일반',
  power: '파워',
};

/** How many trailing decimal digits of the odds id form its suffix. */
export const ODDS_ID_SUFFIX_DIGITS = 2;

/**
 * The suffix of an odds id: the last two decimal digits of the id's trailing run of digits,
 * as a number. 1234518 -> 18, 7 -> 7, 101 -> 1, '3001-19' -> 19; null when the id does not end
 * in a digit or is not a non-negative integer.
 */
export function oddsIdSuffix(oddsId: number | string): number | null {
  const text = typeof oddsId === 'number' ? (Number.isSafeInteger(oddsId) && oddsId >= 0 ? String(oddsId) : '') : oddsId.trim();
  const digits = /(\d+)$/.exec(text)?.[1];
  return digits === undefined ? null : Number(digits.slice(-ODDS_ID_SUFFIX_DIGITS));
}

/** 'normal' for suffix 1-4, 'power' for 18-21, null otherwise. */
export function ballMarketPrefix(oddsId: number | string): BallMarketPrefix | null {
  const suffix = oddsIdSuffix(oddsId);
  if (suffix === null) return null;
  if (suffix >= 1 && suffix <= 4) return 'normal';
  if (suffix >= 18 && suffix <= 21) return 'power';
  return null;
}

/** Odd/even or under/over, in English or Korean: the markets the prefix applies to. */
export function isBallSumMarket(marketName: string): boolean {
  const key = normaliseMarketName(marketName).replace(/\s/g, '');
  return key === 'odd/even' || key === 'under/over' || key === '홀짝' || key === '언더오버';
}

/**
 * Market label with its normal/power prefix for ball-sum odd/even and under/over markets
 * ('파워 홀짝', '일반 언더오버'); any other market, or an id without a prefix suffix, gets the
 * plain label.
 */
export function prefixedMarketLabel(marketName: string, oddsId: number | string): string {
  const label = marketLabel(marketName);
  const prefix = isBallSumMarket(marketName) ? ballMarketPrefix(oddsId) : null;
  return prefix === null ? label : `${BALL_MARKET_PREFIX_LABELS[prefix]} ${label}`;
}
