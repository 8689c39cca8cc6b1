import { won, type Won } from '../../shared/domain/money.js';

/** Spec 3's agent summary categories, in the order the screens show them. */
export type PartnerCategory = 'casino' | 'slot' | 'mini' | 'sports' | 'virtual';
export const PARTNER_CATEGORIES: readonly PartnerCategory[] = ['casino', 'slot', 'mini', 'sports', 'virtual'];

/** 100 basis points = 1 %. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/** What the members of a downline did in one category over a range (whole won). */
export interface PartnerCategoryFigures {
  /** Stakes of bets not yet settled (a running round, a waiting slip). */
  readonly pendingStake: number;
  /** Stakes of settled bets (won or lost; refunds and cancellations are not turnover). */
  readonly settledStake: number;
  /** What the settled bets paid back. */
  readonly settledWin: number;
}

export interface PartnerRates {
  /** Rolling per category in basis points. */
  readonly rollingBp: Readonly<Record<PartnerCategory, number>>;
  /** The partner's share of the losing, in basis points. */
  readonly losingBp: number;
}

export interface PartnerCalcCategory {
  readonly category: PartnerCategory;
  readonly rollingPer: number;
  readonly betAmount: Won;
  readonly winAmount: Won;
  readonly rollingAmount: Won;
  readonly userRolling: { readonly before: Won; readonly after: Won; readonly total: Won };
}

export interface PartnerCalcFigures {
  readonly categories: readonly PartnerCalcCategory[];
  readonly losingPer: number;
  readonly losingAmount: Won;
  readonly totalRollingAmount: Won;
  readonly totalLosingAmount: Won;
}

/**
 * `amount` × `bp` / 10 000, truncated toward zero, in exact integer arithmetic (a float product
 * of a large amount and a rate would lose won).
 */
export function shareOf(amount: number, bp: number): Won {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(bp)) throw new Error(`shareOf needs whole numbers: ${amount}, ${bp}`);
  return won(Number((BigInt(amount) * BigInt(bp)) / BigInt(BASIS_POINTS_PER_UNIT)));
}

/** A rate like 0.5 (%) as basis points (50); null or a broken value is 0. */
export function percentToBp(percent: number | null | undefined): number {
  if (percent === null || percent === undefined || !Number.isFinite(percent) || percent < 0) return 0;
  return Math.min(BASIS_POINTS_PER_UNIT, Math.round(percent * 100));
}

/** Basis points as the percent text the screens show: 50 -> '0.5', 150 -> '1.5', 1000 -> '10'. */
export function bpText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = String(Math.abs(bp % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest === '' ? String(whole) : `${whole}.${rest}`;
}

/**
 * The agent summary of spec 3 (our reading; the spec names the fields only):
 * - per category the turnover (`userRolling`: before = pending stakes, after = settled stakes,
 *   total = both), the settled wins, and `rollingAmount` = total turnover × the category's rolling;
 * - `losingAmount` = what the members lost on settled bets (stakes − wins, negative when they won);
 * - `totalRollingAmount` = the sum of the rolling;
 * - `totalLosingAmount` = (losingAmount − totalRollingAmount) × losingPer: the partner's losing
 *   share after the rolling already paid (negative when the house lost: the partner carries it).
 */
export function partnerCalcFigures(
  figures: Readonly<Record<PartnerCategory, PartnerCategoryFigures>>,
  rates: PartnerRates,
): PartnerCalcFigures {
  const categories = PARTNER_CATEGORIES.map((category): PartnerCalcCategory => {
    const f = figures[category];
    const total = f.pendingStake + f.settledStake;
    const rollingPer = rates.rollingBp[category];
    return {
      category,
      rollingPer,
      betAmount: won(total),
      winAmount: won(f.settledWin),
      rollingAmount: shareOf(total, rollingPer),
      userRolling: { before: won(f.pendingStake), after: won(f.settledStake), total: won(total) },
    };
  });
  const losing = PARTNER_CATEGORIES.reduce((sum, c) => sum + figures[c].settledStake - figures[c].settledWin, 0);
  const totalRolling = categories.reduce((sum, c) => sum + c.rollingAmount, 0);
  return {
    categories,
    losingPer: rates.losingBp,
    losingAmount: won(losing),
    totalRollingAmount: won(totalRolling),
    totalLosingAmount: shareOf(losing - totalRolling, rates.losingBp),
  };
}

/** Figures of nothing (a category no member played). */
export const NO_FIGURES: PartnerCategoryFigures = { pendingStake: 0, settledStake: 0, settledWin: 0 };

/** One rate for every category (the partner's contract percent). */
export const sameRolling = (bp: number): Record<PartnerCategory, number> => ({ casino: bp, slot: bp, mini: bp, sports: bp, virtual: bp });
