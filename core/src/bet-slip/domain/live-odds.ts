import type { Odds } from '../../shared/domain/odds.js';
import { betSlipActiveEntries } from './bet-slip.js';
import { applyBetSlipOddsChange } from './bet-slip.events.js';
import { isBonusEntry } from './bonus-rules.js';
import { isBetSlipMiniGameEntry } from './fixture-rules.js';
import type { BetSlipEntry, BetSlipGamePath, BetSlipState } from './bet-slip.types.js';

/** One odds row as the live feed reports it (price in hundredths, the feed's version). */
export interface BetSlipOddsUpdate {
  readonly oddsId: number;
  readonly price: Odds;
  readonly version: number;
  /** null when the frame does not say. */
  readonly suspended: boolean | null;
}

export type BetSlipOddsMovement = 'up' | 'down';

/**
 * What the feed says about the slip's picks beyond their prices: which are suspended (the
 * slip locks them) and which way each last moved (the up/down mark). Kept beside the slip,
 * since neither travels with a bet.
 */
export interface BetSlipLiveMarks {
  readonly suspended: readonly number[];
  readonly movement: Readonly<Record<number, BetSlipOddsMovement>>;
}

export const NO_BET_SLIP_LIVE_MARKS: BetSlipLiveMarks = { suspended: [], movement: {} };

/** Game paths whose picks are feed odds (virtual and mini-game picks have no live price). */
const FOLLOWED_PATHS: readonly BetSlipGamePath[] = ['europe', 'korea', 'inplay'];

/** The odds ids the slip follows on the live feed: its sports picks, never the bonus entry. */
export function betSlipFollowedOddsIds(slip: BetSlipState): number[] {
  if (!FOLLOWED_PATHS.includes(slip.gamePath)) return [];
  return betSlipActiveEntries(slip)
    .filter((e) => !isBonusEntry(e) && !isBetSlipMiniGameEntry(e))
    .map((e) => e.id)
    .sort((a, b) => a - b);
}

/** The price the slip shows as the feed's latest for a pick (the pending one when auto-change is off). */
const latestPrice = (e: BetSlipEntry): Odds => e.betChangedPrice ?? e.betPrice;

/**
 * Applies one feed frame to the slip. Versions never go back: an older frame is ignored; the
 * same version may only change the suspension; a newer one moves the price through
 * `applyBetSlipOddsChange` (auto-change decides whether the pick's own price follows) and
 * records which way it moved. Frames about odds not in the slip change nothing.
 */
export function applyBetSlipOddsUpdate(
  slip: BetSlipState,
  marks: BetSlipLiveMarks,
  u: BetSlipOddsUpdate,
): { readonly slip: BetSlipState; readonly marks: BetSlipLiveMarks } {
  const entry = betSlipActiveEntries(slip).find((e) => e.id === u.oddsId && !isBonusEntry(e));
  if (!entry || u.version < entry.version) return { slip, marks };
  let nextMarks = marks;
  if (u.suspended !== null && u.suspended !== marks.suspended.includes(u.oddsId)) {
    const suspended = u.suspended ? [...marks.suspended, u.oddsId] : marks.suspended.filter((id) => id !== u.oddsId);
    nextMarks = { ...nextMarks, suspended };
  }
  if (u.version === entry.version) return { slip, marks: nextMarks };
  const before = latestPrice(entry);
  const nextSlip = applyBetSlipOddsChange(slip, u.oddsId, u.price, u.version).state;
  if (u.price !== before) {
    nextMarks = { ...nextMarks, movement: { ...nextMarks.movement, [u.oddsId]: u.price > before ? 'up' : 'down' } };
  }
  return { slip: nextSlip, marks: nextMarks };
}

/** Drops the marks of odds no longer in the slip (a pick added again starts unmarked). */
export function pruneBetSlipLiveMarks(slip: BetSlipState, marks: BetSlipLiveMarks): BetSlipLiveMarks {
  const ids = new Set(betSlipActiveEntries(slip).map((e) => e.id));
  const suspended = marks.suspended.filter((id) => ids.has(id));
  const kept = Object.entries(marks.movement).filter(([id]) => ids.has(Number(id)));
  if (suspended.length === marks.suspended.length && kept.length === Object.keys(marks.movement).length) return marks;
  return { suspended, movement: Object.fromEntries(kept) };
}

/** Picks of the slip the feed has suspended. */
export const betSlipLockedCount = (slip: BetSlipState, marks: BetSlipLiveMarks): number =>
  betSlipActiveEntries(slip).filter((e) => marks.suspended.includes(e.id)).length;
