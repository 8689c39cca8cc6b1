import { points, type Points } from '../../shared/domain/money.js';
import { CHARGE_BONUS_LABELS, CHARGE_BONUS_RULES, CHARGE_BONUS_TITLE } from './messages.js';

/** Deposit bonus choice (spec 3 pointType): 0 means the member has not chosen yet. */
export type BonusPointType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The choice forced when the site's chargePointFlag is on: "no point", select disabled. */
export const NO_POINT_BONUS: BonusPointType = 3;

/** The choices that pay a rate (0 'not chosen' and 3 'no point' pay none). */
export type RatedBonusPointType = 1 | 2 | 4 | 5 | 6 | 7;

/** Whole percent of the deposit each rated choice pays (the operator sets them; issue 11). */
export type DepositBonusRates = Readonly<Record<RatedBonusPointType, number>>;

/** Spec 3's rates: casino 5, sports 5, slot 10, mini-game 5, virtual sports 5, hold'em 5. */
export const DEFAULT_DEPOSIT_BONUS_RATES: DepositBonusRates = { 1: 5, 2: 5, 4: 10, 5: 5, 6: 5, 7: 5 };

export interface BonusOption {
  readonly pointType: BonusPointType;
  readonly label: string;
  /** Bonus as a whole percent of the deposit. */
  readonly percent: number;
  /** Rolling requirement in percent of the deposit plus bonus. */
  readonly rollingPercent: number;
  /** Mini-game and hold'em bonuses are not paid when the member exchanged that day. */
  readonly forfeitedIfExchangedToday: boolean;
  /** Rule lines shown under the select. */
  readonly rules: readonly string[];
}

const { rolling, noPoint, forfeitIfExchangedToday, sportsLowOdds, otherGames } = CHARGE_BONUS_RULES;

const unrated = (pointType: 0 | 3, rules: readonly string[]): BonusOption => ({
  pointType,
  label: CHARGE_BONUS_LABELS[pointType],
  percent: 0,
  rollingPercent: 100,
  forfeitedIfExchangedToday: false,
  rules,
});

/**
 * A rated choice at its percent. The penalty for playing other games takes back the same share
 * of the final amount as the bonus gave (spec 3 names 5% for the 5% bonuses and 10% for the 10%
 * one), so its rule line follows the rate.
 */
const rated = (pointType: RatedBonusPointType, percent: number, extra: { forfeited?: boolean; sports?: boolean } = {}): BonusOption => ({
  pointType,
  label: CHARGE_BONUS_TITLE(CHARGE_BONUS_LABELS[pointType], percent),
  percent,
  rollingPercent: 100,
  forfeitedIfExchangedToday: extra.forfeited ?? false,
  rules: [rolling, ...(extra.forfeited ? [forfeitIfExchangedToday] : []), ...(extra.sports ? [sportsLowOdds] : []), otherGames(percent)],
});

/** All choices in select order (index = pointType) at these rates. */
export function bonusOptionsWith(rates: DepositBonusRates): readonly BonusOption[] {
  return [
    unrated(0, []),
    rated(1, rates[1]),
    rated(2, rates[2], { sports: true }),
    unrated(3, [noPoint]),
    rated(4, rates[4]),
    rated(5, rates[5], { forfeited: true }),
    rated(6, rates[6]),
    rated(7, rates[7], { forfeited: true }),
  ];
}

/** The choices at spec 3's rates (before the operator's rates are loaded). */
export const BONUS_OPTIONS: readonly BonusOption[] = bonusOptionsWith(DEFAULT_DEPOSIT_BONUS_RATES);

export function isBonusPointType(n: number): n is BonusPointType {
  return Number.isInteger(n) && n >= 0 && n <= 7;
}

export function isRatedBonusPointType(n: number): n is RatedBonusPointType {
  return isBonusPointType(n) && n !== 0 && n !== 3;
}

/** Rates from a list of `{ pointType, percent }` rows; a choice the list leaves out keeps spec 3's rate. */
export function depositBonusRatesOf(rows: readonly { readonly pointType: number; readonly percent: number }[]): DepositBonusRates {
  const rates: Record<RatedBonusPointType, number> = { ...DEFAULT_DEPOSIT_BONUS_RATES };
  for (const row of rows) if (isRatedBonusPointType(row.pointType)) rates[row.pointType] = row.percent;
  return rates;
}

/** The option for a pointType (among `options`); unknown values read as "not chosen". */
export function bonusOption(pointType: number, options: readonly BonusOption[] = BONUS_OPTIONS): BonusOption {
  const found = isBonusPointType(pointType) ? options[pointType] : undefined;
  return found ?? (options[0] as BonusOption);
}

/**
 * Points a deposit earns with the chosen bonus at `rates` (spec 3's by default), floored to whole
 * points (the site never pays a fraction of a point). Zero for "not chosen", "no point", or a
 * forfeited same-day bonus.
 */
export function bonusPoints(
  pointType: number,
  amount: number,
  opts: { readonly exchangedToday: boolean; readonly rates?: DepositBonusRates },
): Points {
  const chosen = bonusOption(pointType, opts.rates ? bonusOptionsWith(opts.rates) : BONUS_OPTIONS);
  if (!Number.isSafeInteger(amount) || amount <= 0) return points(0);
  if (chosen.forfeitedIfExchangedToday && opts.exchangedToday) return points(0);
  // Split amount = 100q + r so the product never leaves the safe integers: floor(amount * p / 100)
  // = q * p + floor(r * p / 100), exactly.
  const q = Math.floor(amount / 100);
  const r = amount % 100;
  return points(q * chosen.percent + Math.floor((r * chosen.percent) / 100));
}
