import { domainError } from '../../shared/domain/result.js';
import type { Odds } from '../../shared/domain/odds.js';
import { BONUS_MARKET_ID, BONUS_MARKET_NAME, BONUS_MIN_ODDS } from './bet-slip.constants.js';
import { BET_SLIP_MESSAGES } from './bet-slip.messages.js';
import type { BetSlipEntry, BetSlipError } from './bet-slip.types.js';

/**
 * Bonus entry rules (spec section 5). The bonus entry's `id` is the number of qualifying
 * folders it needs: picks priced at least 1.30 whose market id is not -1.
 */
export const isBonusEntry = (e: BetSlipEntry): boolean => e.marketName === BONUS_MARKET_NAME || e.marketId === BONUS_MARKET_ID;

export const findBonusEntry = (list: readonly BetSlipEntry[]): BetSlipEntry | undefined => list.find(isBonusEntry);

/** Picks that count toward a bonus: price >= 1.30 and market id not -1. */
export const bonusQualifyingFolderCount = (list: readonly BetSlipEntry[]): number =>
  list.filter((e) => e.marketId !== BONUS_MARKET_ID && !isBonusEntry(e) && e.betPrice >= BONUS_MIN_ODDS).length;

/** Refuses a pick below 1.30 while a bonus is present; `variant` picks the add or change alert. */
export function checkBonusMinOdds(list: readonly BetSlipEntry[], entry: BetSlipEntry, variant: 'add' | 'change'): BetSlipError | null {
  if (isBonusEntry(entry) || !findBonusEntry(list) || entry.betPrice >= BONUS_MIN_ODDS) return null;
  return variant === 'add'
    ? domainError('bonusMinOdds', BET_SLIP_MESSAGES.bonusMinOdds)
    : domainError('bonusMinOddsChange', BET_SLIP_MESSAGES.bonusMinOddsChange);
}

/**
 * Checks a proposed next list: if it still holds a bonus, enough qualifying folders must
 * remain. Used for removals and changes (a bonus can never outlive its folders).
 */
export function checkBonusFolders(next: readonly BetSlipEntry[]): BetSlipError | null {
  const bonus = findBonusEntry(next);
  if (!bonus || bonusQualifyingFolderCount(next) >= bonus.id) return null;
  return domainError('bonusFolderShortage', BET_SLIP_MESSAGES.bonusFolderShortage(bonus.id));
}

/**
 * Adding (or swapping in) a bonus: it needs its folders already in the slip and no pick
 * below 1.30, since those would break the "no sub-1.30 pick while a bonus is present" rule.
 */
export function checkBonusInsertion(others: readonly BetSlipEntry[], bonus: BetSlipEntry): BetSlipError | null {
  if (others.some((e) => !isBonusEntry(e) && e.betPrice < BONUS_MIN_ODDS)) {
    return domainError('bonusBlockedByLowOdds', BET_SLIP_MESSAGES.bonusBlockedByLowOdds);
  }
  if (bonusQualifyingFolderCount(others) < bonus.id) {
    return domainError('bonusNeedsFolders', BET_SLIP_MESSAGES.bonusNeedsFolders(bonus.id));
  }
  return null;
}

/** An odds move may lower a pick below 1.30; with a bonus present the slip keeps the old price. */
export const bonusBlocksPrice = (list: readonly BetSlipEntry[], entry: BetSlipEntry, price: number): boolean =>
  !isBonusEntry(entry) && price < BONUS_MIN_ODDS && findBonusEntry(list) !== undefined;

/** A folder bonus the server offers (GET /sports-prematch/bonus): folders needed and its price. */
export interface BetSlipBonusOffer {
  readonly folders: number;
  readonly price: Odds;
}

/**
 * The slip entry of a folder bonus (spec 3: "a special entry has market name Bonus"): its id is
 * the number of folders it needs, market id -1; it belongs to no fixture or sport.
 */
export function bonusSlipEntry(offer: BetSlipBonusOffer): BetSlipEntry {
  const name = BET_SLIP_MESSAGES.bonusName(offer.folders);
  return {
    id: offer.folders,
    betPrice: offer.price,
    betChangedPrice: null,
    fixtureId: BONUS_MARKET_ID,
    sportId: BONUS_MARKET_ID,
    marketId: BONUS_MARKET_ID,
    marketName: BONUS_MARKET_NAME,
    marketNameKorean: BET_SLIP_MESSAGES.bonusMarket,
    version: 0,
    betName: BONUS_MARKET_NAME,
    betNameKorean: name,
    betLine: null,
    betBaseline: null,
    slipName: name,
    gameInfo: { home_participants_name: '', away_participants_name: '', league_name: '', sport_id: BONUS_MARKET_ID },
  };
}
