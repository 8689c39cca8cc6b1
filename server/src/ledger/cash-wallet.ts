import type { Queryable as Sql } from '../db/db.js';
import { houseAccount, memberAccount, refKey } from './accounts.js';
import { memberBalances } from './balances.js';
import { transfer } from './transfer.js';

/** A stake, payout or refund of a bet. */
export interface CashWalletMove {
  readonly memberId: number;
  /** Whole won, > 0. */
  readonly amount: number;
  /** Unique per movement: a retry with the same key has no second effect. */
  readonly idempotencyKey: string;
  /** Memo, e.g. 'bet stake'. */
  readonly reason: string;
  /**
   * What the movement is for reports and the withdrawal rolling rule: stakes count as turnover,
   * refunds (cancel, void) are subtracted. Default: 'stake' for debit, 'payout' for credit.
   */
  readonly kind?: 'stake' | 'payout' | 'refund';
}

export type CashWalletResult =
  | { readonly ok: true; readonly balance: number; readonly duplicate: boolean }
  | { readonly ok: false; readonly reason: 'insufficientFunds'; readonly message: string };

/** Ledger kinds the wallet writes: 'bet.stake', 'bet.payout', 'bet.refund'. */
export const BET_TRANSFER_KIND = { stake: 'bet.stake', payout: 'bet.payout', refund: 'bet.refund' } as const;

/**
 * Member cash <-> the house sportsbook, for bets of every game type, always inside the caller's
 * transaction (a bet row and its stake debit commit together). Every betting family's wallet.
 */
export function createCashWallet() {
  async function move(tx: Sql, m: CashWalletMove, direction: 'debit' | 'credit'): Promise<CashWalletResult> {
    const cash = memberAccount(m.memberId, 'cash');
    const book = houseAccount('sportsbook', 'KRW');
    const kind = m.kind ?? (direction === 'debit' ? 'stake' : 'payout');
    const result = await transfer(tx, {
      key: m.idempotencyKey,
      kind: BET_TRANSFER_KIND[kind],
      memo: m.reason,
      memberId: m.memberId,
      legs: [direction === 'debit' ? { from: cash, to: book, amount: m.amount } : { from: book, to: cash, amount: m.amount }],
    });
    if (!result.ok) return { ok: false, reason: 'insufficientFunds', message: result.error.message };
    const balance = result.balances[refKey(cash)] ?? (await memberBalances(tx, m.memberId)).cash;
    return { ok: true, balance, duplicate: result.replayed };
  }
  return {
    /** Member cash to the sportsbook (a stake). Refuses, writing nothing, when cash is short. */
    debit: (tx: Sql, m: CashWalletMove) => move(tx, m, 'debit'),
    /** Sportsbook to member cash (a payout or a refund). */
    credit: (tx: Sql, m: CashWalletMove) => move(tx, m, 'credit'),
    /** Held cash in won, from the ledger. */
    balance: async (sql: Sql, memberId: number) => (await memberBalances(sql, memberId)).cash,
  };
}

export type CashWallet = ReturnType<typeof createCashWallet>;
