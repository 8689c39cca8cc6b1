import { formatKstDateTime, parseKstDateTime } from '../../shared/domain/kst.js';
import { won, type Won } from '../../shared/domain/money.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { readChargeAmountText } from './amount-text.js';
import { isBankMaintenance } from './bank-maintenance.js';
import { CHARGE_MESSAGES as M } from './messages.js';
import { chargeStatusOf, type ChargeRecord } from './records.js';

/** Spec 9: withdrawals from 10,000 won in steps of 10,000, at most 30,000,000 per request. */
export const WITHDRAWAL_MINIMUM = 10_000;
export const WITHDRAWAL_STEP = 10_000;
export const WITHDRAWAL_MAXIMUM = 30_000_000;
/** Spec 9: a new request only two hours after the last one. */
export const WITHDRAWAL_COOLDOWN_MS = 2 * 60 * 60 * 1000;
/**
 * Spec 2 says the withdraw page is "the same" as the deposit page; its quick amounts are all
 * multiples of 10,000, so they are valid withdrawal steps too.
 */
export const WITHDRAWAL_QUICK_AMOUNTS: readonly Won[] = [10_000, 30_000, 50_000, 100_000, 500_000, 1_000_000].map(won);

export type WithdrawalRefusalKind =
  | 'bank-maintenance'
  | 'account-not-requested'
  | 'amount-required'
  | 'amount-not-numeric'
  | 'amount-fraction'
  | 'amount-below-minimum'
  | 'amount-step'
  | 'amount-above-balance'
  | 'amount-above-maximum'
  | 'cooldown';
export type WithdrawalRefusal = DomainError<WithdrawalRefusalKind>;

export interface WithdrawalInput {
  /** The member has done the "withdrawal account request" step. */
  readonly accountRequested: boolean;
  readonly amountText: string;
  /** Held cash in won. */
  readonly emoney: number;
  /** Epoch ms of the member's last withdrawal request that still counts, or null. */
  readonly lastWithdrawalAt: number | null;
  /** Epoch ms from the Clock port. */
  readonly now: number;
}

/**
 * Checks a withdrawal in the spec's order (account requested first, amount required, no
 * decimals, minimum, step, balance), then the two limits of spec 9 (30,000,000 per request, two
 * hours between requests). Bank maintenance comes before all: nothing else matters at night.
 */
export function validateWithdrawal(input: WithdrawalInput): Result<Won, WithdrawalRefusal> {
  if (isBankMaintenance(input.now)) return refuse('bank-maintenance', M.bankMaintenance);
  if (!input.accountRequested) return refuse('account-not-requested', M.withdrawalAccountFirst);
  const amount = readChargeAmountText(input.amountText);
  if (amount.kind === 'empty') return refuse('amount-required', M.withdrawalAmountRequired);
  if (amount.kind === 'not-numeric') return refuse('amount-not-numeric', M.withdrawalAmountNotNumeric);
  if (amount.kind === 'fraction') return refuse('amount-fraction', M.withdrawalAmountFraction);
  const value = amount.value;
  if (value < WITHDRAWAL_MINIMUM) return refuse('amount-below-minimum', M.withdrawalMinimum);
  if (value % WITHDRAWAL_STEP !== 0) return refuse('amount-step', M.withdrawalStep);
  if (value > input.emoney) return refuse('amount-above-balance', M.withdrawalAboveBalance);
  if (value > WITHDRAWAL_MAXIMUM) return refuse('amount-above-maximum', M.withdrawalMaximum);
  if (input.lastWithdrawalAt !== null && input.now - input.lastWithdrawalAt < WITHDRAWAL_COOLDOWN_MS) {
    return refuse('cooldown', M.withdrawalCooldown);
  }
  return ok(won(value));
}

const refuse = (kind: WithdrawalRefusalKind, message: string): Result<never, WithdrawalRefusal> => fail(domainError(kind, message));

/**
 * When the member last asked for a withdrawal, from their history rows: the newest depositDate
 * (KST) of a request that was not cancelled. A cancelled request does not lock the member out
 * for two hours (they did not get the money). Null when no row counts.
 */
export function lastWithdrawalAt(records: readonly ChargeRecord[]): number | null {
  let latest: number | null = null;
  for (const r of records) {
    if (chargeStatusOf(r) === 'cancelled') continue;
    const at = parseKstDateTime(r.depositDate);
    if (!Number.isNaN(at) && (latest === null || at > latest)) latest = at;
  }
  return latest;
}

/** Body of POST /charge for a withdrawal (spec 3). */
export interface WithdrawalPayload {
  readonly memberId: number;
  readonly depositMode: 1;
  readonly depositAmount: Won;
  readonly depositName: string;
  readonly userDisplayFlag: 1;
  readonly duplicate: 0;
  readonly status: 0;
  readonly type: 0;
  /** KST "YYYY-MM-DD HH:mm:ss" from the clock, as are createdAt and updatedAt. */
  readonly depositDate: string;
  readonly confirmFlag: 0;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export function buildWithdrawalPayload(args: {
  readonly memberId: number;
  readonly depositName: string;
  readonly amount: Won;
  readonly now: number;
}): WithdrawalPayload {
  const at = formatKstDateTime(args.now);
  return {
    memberId: args.memberId,
    depositMode: 1,
    depositAmount: args.amount,
    depositName: args.depositName,
    userDisplayFlag: 1,
    duplicate: 0,
    status: 0,
    type: 0,
    depositDate: at,
    confirmFlag: 0,
    createdAt: at,
    updatedAt: at,
  };
}
