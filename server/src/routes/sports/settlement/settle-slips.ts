import { BONUS_MARKET_ID, BONUS_MIN_ODDS } from '../core-rules.js';
import type { Queryable, Db } from '../../../db/db.js';
import type { CashWallet } from '../../../ledger/cash-wallet.js';
import { legOutcomeOfFlag, slipOutcome, type LegOutcome, type SettledLeg } from './leg-outcome.js';
import { settlementFlagOf } from './slip-flags.js';
import { decidedWaitingSlips, legsOfSlip, lockSlipToSettle, markBonusLeg, markSlipSettled, type StoredLeg } from './settlement-store.js';
import type { Odds } from '@bet/core/shared';
import type { SettledSlip } from '../../../ports/slip-book.js';

export type { SettledSlip } from '../../../ports/slip-book.js';
export { applyOddsResultsToLegs } from './settlement-store.js';

/**
 * The bonus leg has no fixture: it is decided with the others. It wins when, with every real
 * leg decided, at least its number of folders (its odds id) won at 1.30 or more; when voids
 * left too few folders it is void itself (so a void-only slip is a plain refund).
 */
function legOutcomes(legs: readonly StoredLeg[]): { legs: SettledLeg[]; bonus: LegOutcome | null } {
  const isBonus = (l: StoredLeg): boolean => l.marketId === BONUS_MARKET_ID;
  const real = legs.filter((l) => !isBonus(l)).map((l) => ({ outcome: legOutcomeOfFlag(l.winFlag), price: l.price as Odds }));
  const bonusRow = legs.find(isBonus);
  if (!bonusRow) return { legs: real, bonus: null };
  let bonus: LegOutcome;
  if (real.some((l) => l.outcome === 'lost')) bonus = 'lost';
  else if (real.some((l) => l.outcome === 'pending')) bonus = 'pending';
  else {
    const folders = real.filter((l) => (l.outcome === 'won' || l.outcome === 'halfWon') && l.price >= BONUS_MIN_ODDS).length;
    bonus = folders >= bonusRow.oddsId ? 'won' : 'void';
  }
  return { legs: [...real, { outcome: bonus, price: bonusRow.price as Odds }], bonus };
}

/**
 * Settles one slip if its legs decide it. Exactly once: the slip row is locked, only a waiting
 * slip is updated, and the payout's ledger key is per slip, so running this twice (two
 * instances, a retry, the sweeper) pays once.
 */
export async function settleSlip(tx: Queryable, wallet: CashWallet, slipId: number, now: number): Promise<SettledSlip | null> {
  const slip = await lockSlipToSettle(tx, slipId);
  if (!slip?.waiting) return null;
  const decided = legOutcomes(await legsOfSlip(tx, slipId));
  const outcome = slipOutcome(slip.amount, decided.legs, slip.maxWin);
  if (outcome.state === 'waiting') return null;
  if (decided.bonus !== null && decided.bonus !== 'pending') await markBonusLeg(tx, slipId, decided.bonus);
  const flag = settlementFlagOf(outcome);
  await markSlipSettled(tx, slipId, flag, outcome.winAmount, now);
  const memberId = slip.memberId;
  if (outcome.winAmount > 0) {
    const refund = outcome.state === 'refund';
    await wallet.credit(tx, {
      memberId,
      amount: outcome.winAmount,
      idempotencyKey: `bet-payout:${slipId}`,
      reason: refund ? 'bet refund' : 'bet payout',
      kind: refund ? 'refund' : 'payout',
    });
  }
  return { slipId, memberId, settlementFlag: flag, winAmount: outcome.winAmount };
}

/** Settles the given slips, each in its own transaction (one bad slip never blocks the rest). */
export async function settleSlips(db: Db, wallet: CashWallet, slipIds: readonly number[], now: number): Promise<SettledSlip[]> {
  const settled: SettledSlip[] = [];
  for (const id of slipIds) {
    const result = await db.transaction((tx) => settleSlip(tx, wallet, id, now));
    if (result) settled.push(result);
  }
  return settled;
}

/**
 * Safety net: waiting slips that are already decided (a crash between writing results and
 * paying, or results that arrived while the server was down). Bounded per run.
 */
export async function sweepDecidedSlips(db: Db, wallet: CashWallet, now: number, limit = 500): Promise<SettledSlip[]> {
  return settleSlips(db, wallet, await decidedWaitingSlips(db, limit), now);
}
