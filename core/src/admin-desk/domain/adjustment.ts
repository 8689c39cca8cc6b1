import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { ADMIN_DESK_MESSAGES as M, ADMIN_MAX_ADJUSTMENT } from './admin-desk.messages.js';

/** The member balances an operator may correct (USDT is left to the chain tools). */
export type AdjustableAccount = 'cash' | 'casino' | 'point';
export const ADJUSTABLE_ACCOUNTS: readonly AdjustableAccount[] = ['cash', 'casino', 'point'];

export interface AdjustmentInput {
  readonly account: AdjustableAccount;
  /** As typed: digits with optional thousands commas and a leading minus (a debit). */
  readonly amountText: string;
  readonly memo: string;
}

export interface Adjustment {
  readonly account: AdjustableAccount;
  /** Whole won or points; negative takes money away. */
  readonly amount: number;
  readonly memo: string;
}

/** The longest reason an adjustment records (the contract's memo limit, the field's maxLength). */
export const ADJUSTMENT_MEMO_MAX = 200;

/** Checks an operator's balance correction: a non-zero whole amount and a reason are required. */
export function validateAdjustment(input: AdjustmentInput): Result<Adjustment, DomainError<'amount' | 'memo'>> {
  const text = input.amountText.replace(/,/g, '').trim();
  if (text === '' || text === '-') return fail(domainError('amount', M.amountRequired));
  if (!/^-?\d+$/.test(text)) return fail(domainError('amount', M.amountNotWhole));
  const amount = Number(text);
  if (amount === 0) return fail(domainError('amount', M.amountZero));
  if (Math.abs(amount) > ADMIN_MAX_ADJUSTMENT) return fail(domainError('amount', M.amountTooLarge));
  const memo = input.memo.trim();
  if (memo === '') return fail(domainError('memo', M.reasonRequired));
  if (memo.length > ADJUSTMENT_MEMO_MAX) return fail(domainError('memo', M.reasonTooLong));
  return ok({ account: input.account, amount, memo });
}
