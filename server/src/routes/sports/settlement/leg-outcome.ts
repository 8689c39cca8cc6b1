import { odds, type Odds } from '@bet/core/shared';

/**
 * What a leg (one pick) ended as. Stored as the spec's `sports_betting_win_flag` using the
 * feed's reading (spec section 4, second reading): -1 cancelled, 0 waiting, 1 lost, 2 won,
 * 3 refund (void, special hit), 4 half lost, 5 half won. The first reading (0 pending,
 * 2 won, 3 or -1 refund, anything else lost) reads the same rows correctly except that it
 * cannot tell half outcomes, which the server therefore never stores under that reading.
 */
export type LegOutcome = 'pending' | 'won' | 'lost' | 'void' | 'halfWon' | 'halfLost' | 'cancelled';

export const LEG_WIN_FLAG: Readonly<Record<LegOutcome, number>> = {
  cancelled: -1,
  pending: 0,
  lost: 1,
  won: 2,
  void: 3,
  halfLost: 4,
  halfWon: 5,
};

export function legOutcomeOfFlag(flag: number): LegOutcome {
  const entry = Object.entries(LEG_WIN_FLAG).find(([, f]) => f === flag);
  if (!entry) throw new RangeError(`unknown win flag ${flag}`);
  return entry[0] as LegOutcome;
}

/**
 * Twice the leg's settlement factor, in hundredths, so half outcomes stay integral:
 * won = price, void/cancelled = 1.00, half won = (price + 1) / 2, half lost = 0.50, lost = 0.
 */
export function doubledFactor(outcome: Exclude<LegOutcome, 'pending'>, price: Odds): bigint {
  switch (outcome) {
    case 'won':
      return 2n * BigInt(price);
    case 'void':
    case 'cancelled':
      return 200n;
    case 'halfWon':
      return BigInt(price) + 100n;
    case 'halfLost':
      return 100n;
    case 'lost':
      return 0n;
  }
}

export interface SettledLeg {
  readonly outcome: LegOutcome;
  readonly price: Odds;
}

/**
 * Odds the slip is paid at: product of the leg factors floored to 2 decimals, exactly like
 * core's `totalOdds` (they agree whenever no leg is half won or half lost).
 */
export function settledOdds(legs: readonly SettledLeg[]): Odds {
  if (legs.length === 0) return odds(100);
  let product = 1n;
  for (const leg of legs) {
    if (leg.outcome === 'pending') throw new Error('settledOdds needs every leg decided');
    product *= doubledFactor(leg.outcome, leg.price);
  }
  const n = BigInt(legs.length);
  return odds(Number(product / (2n ** n * 100n ** (n - 1n))));
}

/** Slip states of spec section 4 (settlement_flag); see `slip-flags.ts` for labels. */
export type SlipOutcome =
  | { readonly state: 'waiting' }
  | { readonly state: 'lost'; readonly winAmount: 0 }
  | { readonly state: 'refund'; readonly winAmount: number }
  | { readonly state: 'won'; readonly winAmount: number; readonly odds: Odds };

/**
 * A slip is lost as soon as one leg is lost (no need to wait for the others), waiting while
 * any leg is pending, a refund of the stake when every leg is void or cancelled, otherwise
 * won at the settled odds with the payout capped at the slip's max winnings.
 */
export function slipOutcome(stake: number, legs: readonly SettledLeg[], maxWinnings: number | null): SlipOutcome {
  if (legs.some((l) => l.outcome === 'lost')) return { state: 'lost', winAmount: 0 };
  if (legs.length === 0 || legs.some((l) => l.outcome === 'pending')) return { state: 'waiting' };
  if (legs.every((l) => l.outcome === 'void' || l.outcome === 'cancelled')) return { state: 'refund', winAmount: stake };
  const total = settledOdds(legs);
  // The cap is applied before leaving BigInt: an uncapped many-fold payout can pass
  // Number.MAX_SAFE_INTEGER, and a throw here would leave the slip unsettled for ever.
  const raw = (BigInt(Math.max(0, Math.floor(stake))) * BigInt(total)) / 100n;
  const cap = BigInt(maxWinnings === null ? Number.MAX_SAFE_INTEGER : Math.min(maxWinnings, Number.MAX_SAFE_INTEGER));
  const winAmount = Number(raw < cap ? raw : cap);
  return { state: 'won', winAmount, odds: total };
}
