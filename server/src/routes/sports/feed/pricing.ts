import { odds, type Odds } from '@bet/core/shared';
import type { LegOutcome } from '../settlement/leg-outcome.js';
import { MARKET_TYPE, settleSelection, type MarketTypeId, type Score, type Selection } from './markets.js';

/**
 * Prices from a model of the final score. Every market here depends only on the final margin
 * (1X2, 12, double chance, handicap) or only on the final total (totals, odd/even), so two
 * one-dimensional distributions are enough; a pick is priced by settling it on each possible
 * margin (or total) with `settleSelection`, the very function that settles real bets.
 */
export interface ScoreModel {
  /** P(final home - away = k). */
  readonly margin: ReadonlyMap<number, number>;
  /** P(final home + away = k). */
  readonly total: ReadonlyMap<number, number>;
}

export const DEFAULT_MARGIN = 0.06;
/** Picks whose fair price leaves this band are as good as decided: their market is suspended. */
export const MIN_FAIR_PRICE = 1.03;
export const MAX_FAIR_PRICE = 40;

function poissonPmf(mean: number): Array<[number, number]> {
  if (mean <= 0) return [[0, 1]];
  const sd = Math.sqrt(mean);
  const lo = Math.max(0, Math.floor(mean - 7 * sd - 2));
  const hi = Math.ceil(mean + 7 * sd + 3);
  const out: Array<[number, number]> = [];
  // log-space so large means (basketball) do not overflow.
  let logFactorial = 0;
  for (let k = 2; k <= lo; k++) logFactorial += Math.log(k);
  for (let k = lo; k <= hi; k++) {
    if (k > lo) logFactorial += Math.log(k);
    out.push([k, Math.exp(k * Math.log(mean) - mean - logFactorial)]);
  }
  return out;
}

function addTo(map: Map<number, number>, key: number, p: number): void {
  map.set(key, (map.get(key) ?? 0) + p);
}

/** Above this many expected further points, margin and total are taken as discretised normals. */
const NORMAL_APPROXIMATION_ABOVE = 40;

/** Integer-valued normal: P(k) = P(k - 0.5 < X < k + 0.5), over mean ± 6 sd. */
function discreteNormal(offset: number, mean: number, variance: number): Map<number, number> {
  const out = new Map<number, number>();
  const sd = Math.sqrt(variance);
  const lo = Math.floor(mean - 6 * sd);
  const hi = Math.ceil(mean + 6 * sd);
  for (let k = lo; k <= hi; k++) {
    const p = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    if (p > 0) out.set(offset + k, p);
  }
  return out;
}

/** Abramowitz-Stegun 7.1.26 erf approximation (error below 1.5e-7): plenty for prices. */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Points sports: current score plus independent Poisson numbers of further points. */
export function pointsModel(current: Score, homeMean: number, awayMean: number): ScoreModel {
  if (homeMean + awayMean > NORMAL_APPROXIMATION_ABOVE) {
    // Skellam and Poisson sums are close to normal here, and O(n) instead of O(n^2).
    const variance = homeMean + awayMean;
    return {
      margin: discreteNormal(current.home - current.away, homeMean - awayMean, variance),
      total: discreteNormal(current.home + current.away, homeMean + awayMean, variance),
    };
  }
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  const hs = poissonPmf(homeMean);
  const as = poissonPmf(awayMean);
  for (const [h, ph] of hs) {
    for (const [a, pa] of as) {
      const p = ph * pa;
      addTo(margin, current.home + h - (current.away + a), p);
      addTo(total, current.home + h + current.away + a, p);
    }
  }
  return { margin, total };
}

/** Set (or map) sports: each remaining set goes to home with probability `pHome`, first to `toWin`. */
export function setsModel(current: Score, toWin: number, pHome: number): ScoreModel {
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  const walk = (h: number, a: number, p: number): void => {
    if (h >= toWin || a >= toWin) {
      addTo(margin, h - a, p);
      addTo(total, h + a, p);
      return;
    }
    walk(h + 1, a, p * pHome);
    walk(h, a + 1, p * (1 - pHome));
  };
  walk(current.home, current.away, 1);
  return { margin, total };
}

const dependsOnTotal = (type: MarketTypeId): boolean => type === MARKET_TYPE.totals || type === MARKET_TYPE.oddEven;

/** Outcome probabilities of one pick under the model. */
export function outcomeProbabilities(model: ScoreModel, type: MarketTypeId, selection: Selection): Map<LegOutcome, number> {
  const out = new Map<LegOutcome, number>();
  if (dependsOnTotal(type)) {
    for (const [t, p] of model.total) addTo2(out, settleSelection(type, selection, { home: t, away: 0 }), p);
  } else {
    for (const [d, p] of model.margin) addTo2(out, settleSelection(type, selection, { home: Math.max(d, 0), away: Math.max(-d, 0) }), p);
  }
  return out;
}

function addTo2(map: Map<LegOutcome, number>, key: LegOutcome, p: number): void {
  map.set(key, (map.get(key) ?? 0) + p);
}

/**
 * Fair decimal price: the x that makes the expected return 1 when won pays x, half won
 * (x + 1) / 2, void 1, half lost 0.5 and lost 0. Infinity when the pick cannot win.
 */
export function fairPrice(probabilities: ReadonlyMap<LegOutcome, number>): number {
  const p = (o: LegOutcome): number => probabilities.get(o) ?? 0;
  const numerator = 1 - p('void') - p('cancelled') - 0.5 * p('halfLost') - 0.5 * p('halfWon');
  const denominator = p('won') + 0.5 * p('halfWon');
  if (denominator <= 1e-9) return Number.POSITIVE_INFINITY;
  return numerator / denominator;
}

/**
 * Offered price: fair price less the bookmaker margin, truncated to 2 decimals, at least 1.01.
 * Null when the pick is (almost) decided, which suspends its market.
 */
export function offeredPrice(fair: number, margin = DEFAULT_MARGIN): Odds | null {
  if (!Number.isFinite(fair) || fair < MIN_FAIR_PRICE || fair > MAX_FAIR_PRICE) return null;
  return odds(Math.max(101, Math.floor((fair / (1 + margin)) * 100)));
}
