import type { Odds } from '@bet/core/shared';
import { done, refuse, type Outcome } from '../../../http/refusals.js';
import { BET_SLIP_MESSAGES, BONUS_MARKET_ID, BONUS_MIN_ODDS } from '../core-rules.js';
import { SPORTS_MESSAGES } from '../messages.js';

/**
 * Folder bonuses (spec sections 3 and 5): a bonus leg has market id -1 and its odds id is the
 * number of qualifying folders (picks at 1.30 or more) it needs. The offers are the server's;
 * GET /sports-prematch/bonus lists them so the client can build the entry.
 */
export interface BonusOffer {
  readonly folders: number;
  readonly price: Odds;
}

/** The bonus leg's bet name: the slip's name for the same leg (core), so history and slip agree. */
export const bonusBetName = BET_SLIP_MESSAGES.bonusName;

export interface PickPrice {
  readonly marketId: number;
  readonly price: Odds;
}

/**
 * Checks a slip's bonus leg, if any: a known offer at its price, enough qualifying folders,
 * and no pick below 1.30. Returns the offer (null when the slip has no bonus), or refuses.
 */
export function checkBonus(
  offers: readonly BonusOffer[],
  bonusLegs: readonly { oddsId: number; price: Odds }[],
  picks: readonly PickPrice[],
): Outcome<BonusOffer | null, 'bonusInvalid'> {
  if (bonusLegs.length === 0) return done(null);
  const invalid = refuse('bonusInvalid', SPORTS_MESSAGES.bonusInvalid);
  if (bonusLegs.length > 1) return invalid;
  const leg = bonusLegs[0] as { oddsId: number; price: Odds };
  const offer = offers.find((o) => o.folders === leg.oddsId);
  if (!offer || offer.price !== leg.price) return invalid;
  const real = picks.filter((p) => p.marketId !== BONUS_MARKET_ID);
  if (real.some((p) => p.price < BONUS_MIN_ODDS)) return invalid;
  if (real.length < offer.folders) return invalid;
  return done(offer);
}
