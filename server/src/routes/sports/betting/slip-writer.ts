import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/db.js';
import { done, refuse, type Outcome } from '../../../http/refusals.js';
import type { CashWallet } from '../../../ledger/cash-wallet.js';
import type { PlacedSlip, SlipDraft } from '../../../ports/slip-book.js';
import { guardStake } from '../../responsible-play/responsible-play-guards.js';
import { SPORTS_MESSAGES } from '../messages.js';
import { insertSlip, slipOfStakeKey } from './slip-store.js';

/** The slip's shapes are the slip-book port's (src/ports/slip-book.ts), shared with the round games. */
export type { LegDraft, PlacedSlip, SlipDraft } from '../../../ports/slip-book.js';

/** The wallet moves a bet makes (the ledger's cash wallet, or a test's). */
export type BetWallet = Pick<CashWallet, 'debit' | 'credit' | 'balance'>;

/**
 * Debits the stake through the ledger and writes the slip and its legs, all in the caller's
 * transaction. Returns a refusal (responsible play, short cash) having written nothing; the caller
 * rolls the transaction back then.
 */
export async function writeSlip(tx: Queryable, wallet: BetWallet, draft: SlipDraft): Promise<Outcome<PlacedSlip>> {
  // A retried request (same Idempotency-Key) whose first run committed finds its own stake and
  // slip instead of betting twice, even if the stored HTTP answer was lost.
  const stakeKey = draft.requestKey ? `bet-stake:${draft.member.id}:${draft.requestKey}` : `bet-stake:${randomUUID()}`;
  // Responsible play (issue 13): locks the member's row, then refuses during a cool-off or
  // self-exclusion and past the member's wager and net-loss limits, in this transaction, so
  // concurrent bets of the member run one at a time. A retry of a committed bet passes on.
  const guarded = await guardStake(tx, { memberId: draft.member.id, amount: draft.amount, now: draft.createdAt });
  if (!guarded.ok && !(draft.requestKey && (await slipOfStakeKey(tx, stakeKey)) !== null)) return guarded;
  const debit = await wallet.debit(tx, {
    memberId: draft.member.id,
    amount: draft.amount,
    idempotencyKey: stakeKey,
    reason: 'bet stake',
    kind: 'stake',
  });
  if (!debit.ok) return refuse('insufficientFunds', SPORTS_MESSAGES.insufficientCash);
  if (debit.duplicate) {
    const earlier = await slipOfStakeKey(tx, stakeKey);
    if (earlier !== null) return done({ slipId: earlier, balance: await wallet.balance(tx, draft.member.id) });
  }
  const slipId = await insertSlip(tx, draft, stakeKey, debit.balance);
  return done({ slipId, balance: debit.balance });
}
