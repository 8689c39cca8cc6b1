import { validateDeposit, CHARGE_MESSAGES as C, validateWithdrawal } from '@bet/core/charge';
import { withThousands } from '@bet/core/shared';
import type { SessionMember } from '../../auth/session-member.js';
import { pgErrorCode, PG_CODES, type Sql } from '../../db/db.js';
import { SERVER_MESSAGES } from '../../http/messages.js';
import { done, refuse, type Outcome, type Refused } from '../../http/refusals.js';
import { memberAccount } from '../../ledger/accounts.js';
import { memberBalances } from '../../ledger/balances.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { guardDeposit } from '../responsible-play/responsible-play-guards.js';
import type { AllSettings } from '../settings/site-settings.js';
import { createInquiry } from '../support/inquiry-store.js';
import { accountTemplate } from '../support/support-use-cases.js';
import { CHARGE_SERVER_MESSAGES as CM } from './charge.messages.js';
import {
  chargeForHide,
  hasBankAccount,
  hasWaitingWonDeposit,
  hideChargeRecord,
  insertWonDeposit,
  insertWonWithdrawal,
  requestIdByKey,
} from './charge-store.js';
import { CHARGE_TRANSFER_KIND, lastWithdrawalAt, rollingState } from './charge-rules.js';

/** A won deposit or withdrawal request as POST /charge carries it. */
export interface WonRequestInput {
  readonly memberId: number;
  /** The amount as sent (a number that may have decimals: core's rules word the refusal). */
  readonly amount: number;
  readonly depositName: string;
  /** The request's Idempotency-Key: a retry whose answer was lost finds its own request. */
  readonly key: string | null;
  readonly settings: AllSettings;
  readonly now: number;
}

/** Runs inside the request's transaction: lock the member, then find a retried request by its key. */
async function begin(tx: Sql, memberId: number, key: string | null): Promise<number | null> {
  await lockMember(tx, memberId);
  return key ? requestIdByKey(tx, memberId, key) : null;
}

/** A won deposit request (admin approves it later): core's deposit rules, one waiting request at a time. */
export async function requestDeposit(
  tx: Sql,
  input: WonRequestInput & { readonly accountType: number; readonly pointType: number },
): Promise<Outcome<number>> {
  const again = await begin(tx, input.memberId, input.key);
  if (again !== null) return done(again);
  const checked = validateDeposit({
    amountText: String(input.amount),
    pointType: input.pointType,
    chargePointFlag: input.settings.chargePointFlag,
    isChargeData: await hasWaitingWonDeposit(tx, input.memberId),
    now: input.now,
  });
  if (!checked.ok) return refuse(checked.error.kind, checked.error.message);
  // Responsible play (issue 13): no deposit during an exclusion or past the member's deposit limits.
  const guarded = await guardDeposit(tx, { memberId: input.memberId, amount: checked.value.amount, now: input.now });
  if (!guarded.ok) return guarded;
  return done(
    await insertWonDeposit(tx, {
      memberId: input.memberId,
      amount: checked.value.amount,
      depositName: input.depositName,
      accountType: input.accountType,
      pointType: checked.value.pointType,
      key: input.key,
      at: new Date(input.now),
    }),
  );
}

/**
 * A won withdrawal request: core's withdrawal rules (account, amount, balance, two-hour rule),
 * then rolling; the amount moves from cash to the withdrawal hold with the request row.
 */
export async function requestWithdrawal(tx: Sql, input: WonRequestInput): Promise<Outcome<number>> {
  const { memberId, settings, now } = input;
  const again = await begin(tx, memberId, input.key);
  if (again !== null) return done(again);
  const balances = await memberBalances(tx, memberId);
  const checked = validateWithdrawal({
    accountRequested: await hasBankAccount(tx, memberId),
    amountText: String(input.amount),
    emoney: balances.cash,
    lastWithdrawalAt: settings.withdrawalCooldownMinutes > 0 ? await lastWithdrawalAt(tx, memberId) : null,
    now,
  });
  if (!checked.ok) return refuse(checked.error.kind, checked.error.message);
  if (settings.withdrawalRollingPercent > 0) {
    const rolling = await rollingState(tx, memberId, settings.withdrawalRollingPercent);
    if (rolling.turnover < rolling.required) {
      return refuse('rollingNotMet', CM.rollingNotMet(withThousands(rolling.required - rolling.turnover)));
    }
  }
  const id = await insertWonWithdrawal(tx, {
    memberId,
    amount: checked.value,
    depositName: input.depositName,
    key: input.key,
    at: new Date(now),
  });
  await mustTransfer(tx, {
    key: `charge:${id}:hold`,
    kind: CHARGE_TRANSFER_KIND.hold,
    memberId,
    legs: [{ from: memberAccount(memberId, 'cash'), to: memberAccount(memberId, 'withdrawal_hold'), amount: checked.value }],
  });
  return done(id);
}

/**
 * A concurrent request won the race for the one waiting deposit (the unique index refused the
 * row, so the transaction rolled back): the refusal to answer with, or null for any other error.
 */
export function pendingRequestRace(error: unknown): Refused<'pending-request'> | null {
  return pgErrorCode(error) === PG_CODES.uniqueViolation ? refuse('pending-request', C.depositPending) : null;
}

/**
 * Hides a record from the member's history: won records once processed, coin records once
 * done, only the member's own.
 */
export async function hideCharge(sql: Sql, args: { memberId: number; id: number; bodyId: number; coin: boolean }): Promise<Outcome<void>> {
  if (args.bodyId !== args.id) return refuse('idMismatch', CM.idMismatch);
  const row = await chargeForHide(sql, args.id);
  if (!row || row.coin !== args.coin) return refuse('notFound', CM.recordNotFound);
  if (row.memberId !== args.memberId) return refuse('otherMember', SERVER_MESSAGES.otherMember);
  if (args.coin ? row.status !== 1 : row.status === 0) return refuse('notHideable', args.coin ? CM.coinNotDone : CM.waitingCannotHide);
  await hideChargeRecord(sql, args.id, args.memberId);
  return done(undefined);
}

/** The member asks for the deposit account: a 1:1 inquiry the operators answer by message. */
export async function askDepositAccount(sql: Sql, member: SessionMember, now: number): Promise<void> {
  await createInquiry(sql, {
    memberId: member.id,
    title: CM.accountInquiryTitle,
    contents: CM.accountInquiryBody,
    template: accountTemplate(member.userType, member.role),
    now,
  });
}
