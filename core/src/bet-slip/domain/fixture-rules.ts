import { COMBINATION_ALLOWED_INPLAY_SPORTS, COMBINATION_ALLOWED_PREMATCH_SPORTS, MAX_BETS_PER_FIXTURE } from './bet-slip.constants.js';
import { isBonusEntry } from './bonus-rules.js';
import type { BetSlipEntry, BetSlipMiniGameEntry } from './bet-slip.types.js';

/** Several picks on one fixture are allowed only for these sports (in-play has its own list). */
export const isCombinationAllowed = (sportId: number, inplay: boolean): boolean =>
  (inplay ? COMBINATION_ALLOWED_INPLAY_SPORTS : COMBINATION_ALLOWED_PREMATCH_SPORTS).includes(sportId);

export const isBetSlipMiniGameEntry = (e: BetSlipEntry): e is BetSlipMiniGameEntry =>
  typeof (e as Partial<BetSlipMiniGameEntry>).gameId === 'number' && typeof (e as Partial<BetSlipMiniGameEntry>).round === 'number';

/** The "category" of a pick: its market name (the spec's same-category variant uses it too). */
export const betSlipCategory = (e: BetSlipEntry): string => e.marketName;

const sameRound = (a: BetSlipMiniGameEntry, b: BetSlipEntry): boolean =>
  isBetSlipMiniGameEntry(b) && b.gameId === a.gameId && b.round === a.round;

/**
 * Which existing picks a new pick pushes out when it is added:
 * - a mini-game pick replaces the pick for the same game and round (one pick per round);
 * - on a sport without combination, any pick on the same fixture;
 * - on a combination sport, the pick of the same category; if the fixture already holds
 *   two picks of other categories, the older one goes and the newer (differing) one stays.
 */
export function picksDisplacedBy(list: readonly BetSlipEntry[], entry: BetSlipEntry, inplay: boolean): BetSlipEntry[] {
  if (isBetSlipMiniGameEntry(entry)) return list.filter((e) => sameRound(entry, e));
  const sameFixture = list.filter((e) => !isBonusEntry(e) && e.fixtureId === entry.fixtureId);
  if (!isCombinationAllowed(entry.sportId, inplay)) return sameFixture;
  const sameCategory = sameFixture.filter((e) => betSlipCategory(e) === betSlipCategory(entry));
  if (sameCategory.length > 0) return sameCategory;
  if (sameFixture.length >= MAX_BETS_PER_FIXTURE) return sameFixture.slice(0, sameFixture.length - MAX_BETS_PER_FIXTURE + 1);
  return [];
}

/**
 * Spec 4: "changing a bet replaces the bet on the same fixture". The spec also shows a
 * same-category variant (same fixture and market name); both are kept as a named policy.
 */
export type BetSlipChangePolicy = 'sameFixture' | 'sameFixtureAndMarket';
export const DEFAULT_BET_SLIP_CHANGE_POLICY: BetSlipChangePolicy = 'sameFixture';

/** The picks a change replaces under `policy`. */
export function picksReplacedByChange(list: readonly BetSlipEntry[], entry: BetSlipEntry, policy: BetSlipChangePolicy): BetSlipEntry[] {
  if (isBonusEntry(entry)) return list.filter(isBonusEntry);
  if (isBetSlipMiniGameEntry(entry)) return list.filter((e) => sameRound(entry, e));
  return list.filter(
    (e) => !isBonusEntry(e) && e.fixtureId === entry.fixtureId && (policy === 'sameFixture' || e.marketName === entry.marketName),
  );
}
