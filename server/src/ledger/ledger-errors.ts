import { CASINO_MESSAGES } from '@bet/core/casino';
import { CHARGE_API_MESSAGES, CHARGE_MESSAGES } from '@bet/core/charge';
import type { MemberAccountKind } from './accounts.js';

/** What a member reads when an account of this kind is short (spec 5 and 8 wording where given). */
export const SHORT_FUNDS_MESSAGES: Readonly<Record<MemberAccountKind, string>> = {
  cash: CHARGE_MESSAGES.conversionMoneyShort,
  casino: CASINO_MESSAGES.insufficientCasinoMoney,
  withdrawal_hold: CHARGE_API_MESSAGES.withdrawalHoldShort,
  usdt: CHARGE_MESSAGES.conversionUsdShort,
  usdt_hold: CHARGE_API_MESSAGES.usdtHoldShort,
  point: CHARGE_MESSAGES.conversionPointShort,
};

/** A member account would go below zero. Nothing was written. */
export interface InsufficientFunds {
  readonly kind: 'insufficientFunds';
  readonly message: string;
  readonly account: string;
  readonly accountKind: MemberAccountKind;
  readonly balance: number;
  readonly needed: number;
}

/**
 * The same idempotency key was used for a different movement. This is a programming error or a
 * forged retry, never a normal outcome, so it is thrown (the request fails with 409).
 */
export class LedgerKeyConflictError extends Error {
  readonly code = 'ledgerKeyConflict';
  constructor(readonly key: string) {
    super(`ledger idempotency key ${key} was already used for a different movement`);
  }
}
