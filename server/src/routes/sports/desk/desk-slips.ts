import { audit } from '../../../auth/audit.js';
import { done, refusal, refuse, type Outcome } from '../../../http/refusals.js';
import type { Queryable } from '../../../db/db.js';
import type { CashWallet } from '../../../ledger/cash-wallet.js';
import { SETTLEMENT_FLAG, SLIP_STATUS } from '../settlement/slip-flags.js';
import {
  DESK_GAME_TYPES,
  deskSlips,
  lockSlip,
  markSlipVoided,
  slipLegs,
  type DeskLegRow,
  type DeskSlipFilter,
  type DeskSlipRow,
  type LockedSlip,
} from '../store/desk-slips-store.js';
import type { DeskActor } from './betting-desk.js';
import { DESK_MESSAGES as M } from './desk.messages.js';

/** The operator's bets list and the void of a slip, waiting or settled (issue 11). */

/** A page of the desk's slips (newest first), each with its legs. */
export async function bettingDeskSlips(
  db: Queryable,
  filter: DeskSlipFilter,
  limit: number,
  offset: number,
): Promise<(DeskSlipRow & { readonly legs: DeskLegRow[] })[]> {
  const slips = await deskSlips(db, filter, limit, offset);
  const legs = await slipLegs(
    db,
    slips.map((s) => s.id),
  );
  return slips.map((s) => ({ ...s, legs: legs.get(s.id) ?? [] }));
}

/**
 * What happens when the member no longer holds what a won slip's void takes back (the payout
 * less the stake returned). The balance may never go negative, so the named default is
 * 'refuse': the void is refused with the amounts and nothing changes; the operator settles it
 * with the member first (e.g. an adjustment with a reason) and voids again. The other reading,
 * a void that leaves a recorded debt, is not built (server/CONTEXT.md, Decisions).
 */
export const SETTLED_VOID_SHORTFALL_POLICY = 'refuse' as const;

export interface VoidedBet {
  readonly memberId: number;
  /** The stake returned. */
  readonly refunded: number;
  /** The payout taken back (0 for a waiting or lost slip). */
  readonly payoutTaken: number;
  /** The member's cash after the void. */
  readonly balance: number;
  /** The notice for the operator. */
  readonly message: string;
}

const WAITING = (s: LockedSlip): boolean => s.settlementFlag === SETTLEMENT_FLAG.waiting && s.status === SLIP_STATUS.open;
const SETTLED = (s: LockedSlip): boolean =>
  (s.settlementFlag === SETTLEMENT_FLAG.won || s.settlementFlag === SETTLEMENT_FLAG.lost) && s.status === SLIP_STATUS.settled;
const isDeskGameType = (gameType: number): boolean => (DESK_GAME_TYPES as readonly number[]).includes(gameType);

/**
 * Voids a slip inside the caller's transaction, so the member ends as if the bet was never
 * placed: the stake comes back (ledger key `bet-void:{slipId}`, kind refund) and, for a won
 * slip, what settlement paid goes back to the house (`bet-void:{slipId}:payout`, kind payout,
 * member cash -> sportsbook). The slip closes as refunded, the void is recorded in
 * `bet_slip_voids` (append-only) and the audit line with before and after commits with it.
 * Waiting, won and lost slips of game types 1-4 may be voided; a slip voided already, a refund
 * or a cancelled slip is refused and nothing changes. The slip row lock makes a concurrent
 * second void wait and then see the first.
 */
export async function voidBet(tx: Queryable, wallet: CashWallet, slipId: number, actor: DeskActor): Promise<Outcome<VoidedBet>> {
  const slip = await lockSlip(tx, slipId);
  if (!slip) return refuse('notFound', M.betNotFound);
  if (slip.voided) return refuse('alreadyVoided', M.alreadyVoided);
  if (!isDeskGameType(slip.gameType) || !(WAITING(slip) || SETTLED(slip))) return refuse('notVoidable', M.notVoidable);

  const payoutTaken = SETTLED(slip) ? slip.winAmount : 0;
  const cashBefore = await wallet.balance(tx, slip.memberId);
  const shortfall = payoutTaken - slip.amount - cashBefore;
  // Policy 'refuse': checked before anything is written, so the refusal changes nothing.
  if (shortfall > 0) return refuse('insufficientFunds', M.voidShortfall(payoutTaken - slip.amount, cashBefore));

  const at = new Date(actor.now);
  await markSlipVoided(tx, { slipId, adminId: actor.adminId, amount: slip.amount, settledFlag: slip.settlementFlag, payoutTaken, at });
  // The stake first, then the payout: the ledger checks each movement, and the member needs to
  // hold only the difference.
  const refund = await wallet.credit(tx, {
    memberId: slip.memberId,
    amount: slip.amount,
    idempotencyKey: `bet-void:${slipId}`,
    reason: 'bet void',
    kind: 'refund',
  });
  if (!refund.ok) throw new Error('a credit cannot fail for lack of funds');
  let balance = refund.balance;
  if (payoutTaken > 0) {
    const taken = await wallet.debit(tx, {
      memberId: slip.memberId,
      amount: payoutTaken,
      idempotencyKey: `bet-void:${slipId}:payout`,
      reason: 'bet void: payout taken back',
      kind: 'payout',
    });
    // Cash moved by another request since the check above: throwing rolls the refund back too.
    if (!taken.ok) throw refusal({ kind: 'insufficientFunds', message: M.voidShortfall(payoutTaken - slip.amount, balance - slip.amount) });
    balance = taken.balance;
  }
  await audit(tx, {
    actorMemberId: actor.adminId,
    actorIp: actor.ip,
    action: 'admin.bet.void',
    target: `slip:${slipId}`,
    detail: {
      memberId: slip.memberId,
      refunded: slip.amount,
      payoutTaken,
      before: { settlementFlag: slip.settlementFlag, status: slip.status, winAmount: slip.winAmount, cash: cashBefore },
      after: { settlementFlag: SETTLEMENT_FLAG.refund, status: SLIP_STATUS.cancelled, winAmount: slip.amount, cash: balance, voided: true },
    },
    at: actor.now,
  });
  const message = payoutTaken > 0 ? M.voidedWon(payoutTaken, slip.amount) : M.voided;
  return done({ memberId: slip.memberId, refunded: slip.amount, payoutTaken, balance, message });
}
