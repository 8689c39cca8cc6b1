import { points, type Points } from '../../shared/domain/money.js';
import { CHARGE_BONUS_LABELS, CHARGE_BONUS_RULES } from './messages.js';

/** Deposit bonus choice (spec 3 pointType): 0 means the member has not chosen yet. */
export type BonusPointType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The choice forced when the site's chargePointFlag is on: "no point", select disabled. */
export const NO_POINT_BONUS: BonusPointType = 3;

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

const option = (
  pointType: BonusPointType,
  percent: number,
  extra: { forfeited?: boolean; rules?: readonly string[] } = {},
): BonusOption => ({
  pointType,
  label: CHARGE_BONUS_LABELS[pointType],
  percent,
  rollingPercent: 100,
  forfeitedIfExchangedToday: extra.forfeited ?? false,
  rules: extra.rules ?? [],
});

const { rolling, noPoint, forfeitIfExchangedToday, sportsLowOdds, otherGames } = CHARGE_BONUS_RULES;

/** All choices in select order; index = pointType. */
export const BONUS_OPTIONS: readonly BonusOption[] = [
  option(0, 0),
  option(1, 5, { rules: [rolling, otherGames(5)] }),
  option(2, 5, { rules: [rolling, sportsLowOdds, otherGames(5)] }),
  option(3, 0, { rules: [noPoint] }),
  option(4, 10, { rules: [rolling, otherGames(10)] }),
  option(5, 5, { forfeited: true, rules: [rolling, forfeitIfExchangedToday, otherGames(5)] }),
  option(6, 5, { rules: [rolling, otherGames(5)] }),
  option(7, 5, { forfeited: true, rules: [rolling, forfeitIfExchangedToday, otherGames(5)] }),
];

export function isBonusPointType(n: number): n is BonusPointType {
  return Number.isInteger(n) && n >= 0 && n <= 7;
}

/** The option for a pointType; unknown values read as "not chosen". */
export function bonusOption(pointType: number): BonusOption {
  const found = isBonusPointType(pointType) ? BONUS_OPTIONS[pointType] : undefined;
  return found ?? (BONUS_OPTIONS[0] as BonusOption);
}

/**
 * Points a deposit earns with the chosen bonus, floored to whole points (the site never pays a
 * fraction of a point). Zero for "not chosen", "no point", or a forfeited same-day bonus.
 */
export function bonusPoints(pointType: number, amount: number, opts: { exchangedToday: boolean }): Points {
  const chosen = bonusOption(pointType);
  if (!Number.isSafeInteger(amount) || amount <= 0) return points(0);
  if (chosen.forfeitedIfExchangedToday && opts.exchangedToday) return points(0);
  // Split amount = 100q + r so the product never leaves the safe integers: floor(amount * p / 100)
  // = q * p + floor(r * p / 100), exactly.
  const q = Math.floor(amount / 100);
  const r = amount % 100;
  return points(q * chosen.percent + Math.floor((r * chosen.percent) / 100));
}
