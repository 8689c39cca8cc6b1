import { bonusOption, bonusOptionsWith, bonusPoints, wonForMicroUsdt } from '@bet/core/charge';
import type { AppDeps } from '../../app-types.js';
import type { Sql } from '../../db/db.js';
import { usdtCreditOf } from '@bet/core/admin-desk';
import { conflict, notFound } from '../../http/errors.js';
import { refusal } from '../../http/refusals.js';
import { houseAccount, memberAccount } from '../../ledger/accounts.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { currentExchangeRate } from '../money/exchange-rate-store.js';
import { CHARGE_SERVER_MESSAGES as CM } from './charge.messages.js';
import { CHARGE_TRANSFER_KIND as K, exchangedToday } from './charge-rules.js';
import { depositBonusRates } from './deposit-bonus-rates-store.js';
import {
  chargeOwner,
  finishChargeRow,
  insertBonusPointRecord,
  lockChargeRow,
  waitingChainDeposits,
  type ChargeOutcome,
  type ChargeRow,
} from './charge-settlement-store.js';

export type { ChargeRow } from './charge-settlement-store.js';

/**
 * Opens the transaction an approval runs in: the database's own by default; an idempotent route
 * passes one that also records its Idempotency-Key and answer (idempotentTransaction).
 */
export type TransactionOf = (work: (tx: Sql) => Promise<void>) => Promise<unknown>;

/** What a caller adds to an operator's decision, inside its transaction (the USDT queue's checks and audit line). */
export interface DecisionHooks {
  /** Runs on the locked waiting row before anything moves; throws to refuse (nothing is written). */
  readonly check?: (row: ChargeRow) => void;
  /** Micro-USDT the operator says arrived for a USDT deposit (else the requested amount). */
  readonly receivedAmount?: number;
  /** Runs after the change, in its transaction (the audit line with before and after). */
  readonly after?: (tx: Sql, row: ChargeRow, outcome: ChargeOutcome & { readonly status: 1 | 2 }) => Promise<void>;
}

/** Locks a waiting request (after its member), or refuses: missing 404, processed 409. */
async function lockWaiting(tx: Sql, id: number): Promise<ChargeRow> {
  const owner = await chargeOwner(tx, id);
  if (owner === null) throw notFound(CM.recordNotFound);
  await lockMember(tx, owner);
  const row = (await lockChargeRow(tx, id))!;
  if (Number(row.status) !== 0) throw conflict(CM.alreadyProcessed, 'alreadyProcessed');
  return row;
}

/** Credits a deposit that arrived: won from the bank, USDT from the chain (to cash at the rate, or to USDT). */
async function creditDeposit(tx: Sql, deps: AppDeps, row: ChargeRow, arrived: number, now: number): Promise<ChargeOutcome> {
  const memberId = Number(row.member_id);
  if (Number(row.charge_type) === 0) {
    await mustTransfer(tx, {
      key: `charge:${row.id}:approve`,
      kind: K.deposit,
      memberId,
      legs: [{ from: houseAccount('bank', 'KRW'), to: memberAccount(memberId, 'cash'), amount: arrived }],
    });
    const pointType = Number(row.point_type ?? 0);
    // The operator's rates in force at the approval (read in its transaction), not the request's time.
    const rates = await depositBonusRates(tx);
    const bonus = bonusPoints(pointType, arrived, { exchangedToday: await exchangedToday(tx, memberId, now), rates });
    if (bonus > 0) {
      const memo = CM.bonusMemo(bonusOption(pointType, bonusOptionsWith(rates)).label);
      await mustTransfer(tx, {
        key: `charge:${row.id}:bonus`,
        kind: K.bonus,
        memo,
        memberId,
        legs: [{ from: houseAccount('promotion', 'POINT'), to: memberAccount(memberId, 'point'), amount: bonus }],
      });
      await insertBonusPointRecord(tx, memberId, bonus, memo, now);
    }
    return { krwAmount: arrived, bonus };
  }
  if (row.wallet === 'usdt') {
    await mustTransfer(tx, {
      key: `charge:${row.id}:approve`,
      kind: 'usdt.deposit',
      memberId,
      legs: [{ from: houseAccount('chain', 'USDT'), to: memberAccount(memberId, 'usdt'), amount: arrived }],
    });
    return { amount: arrived };
  }
  // A tether charge: USDT paid on chain, won credited at the current rate.
  const krw = wonForMicroUsdt(arrived, await currentExchangeRate(tx, deps.exchangeRate)) ?? 0;
  const legs = [{ from: houseAccount('chain', 'USDT'), to: houseAccount('exchange', 'USDT'), amount: arrived }];
  if (krw > 0) legs.push({ from: houseAccount('exchange', 'KRW'), to: memberAccount(memberId, 'cash'), amount: krw });
  await mustTransfer(tx, { key: `charge:${row.id}:approve`, kind: K.deposit, memberId, legs });
  return { amount: arrived, krwAmount: krw };
}

/**
 * Admin approval: a deposit credits the member (plus the bonus points of its pointType); a
 * withdrawal pays the held money out (won to the bank, USDT sent on chain). Exactly once: the
 * request row is locked and must still be waiting, and the ledger keys are per request.
 */
export async function approveCharge(
  deps: AppDeps,
  id: number,
  adminId: number | null,
  inTransaction: TransactionOf = (work) => deps.db.transaction(work),
  hooks: DecisionHooks = {},
): Promise<void> {
  const now = deps.clock.now();
  await inTransaction(async (tx) => {
    const row = await lockWaiting(tx, id);
    hooks.check?.(row);
    const memberId = Number(row.member_id);
    const finish = async (extra: ChargeOutcome = {}) => {
      await finishChargeRow(tx, id, 1, now, adminId, extra);
      await hooks.after?.(tx, row, { ...extra, status: 1 });
    };
    if (Number(row.deposit_mode) === 0) {
      const extra = await creditDeposit(tx, deps, row, arrivedOf(row, hooks.receivedAmount), now);
      await finish(extra);
      return;
    }
    if (row.wallet === 'cash') {
      await mustTransfer(tx, {
        key: `charge:${id}:approve`,
        kind: K.payout,
        memberId,
        legs: [{ from: memberAccount(memberId, 'withdrawal_hold'), to: houseAccount('bank', 'KRW'), amount: Number(row.amount) }],
      });
      await finish();
      return;
    }
    const txHash = await deps.chain.sendWithdrawal({
      id,
      network: row.network as 'eth' | 'trx',
      token: String(row.token),
      address: String(row.address),
      amount: Number(row.amount),
    });
    await mustTransfer(tx, {
      key: `charge:${id}:approve`,
      kind: 'usdt.withdrawal.payout',
      memberId,
      legs: [{ from: memberAccount(memberId, 'usdt_hold'), to: houseAccount('chain', 'USDT'), amount: Number(row.amount) }],
    });
    await finish({ txHash });
  });
}

/**
 * What a deposit's approval credits: a won deposit its amount; a USDT deposit what the operator
 * says arrived, else the requested amount (core's usdtCreditOf: a request that named none, an eth
 * deposit of any amount, is refused without it).
 */
function arrivedOf(row: ChargeRow, received: number | undefined): number {
  if (Number(row.charge_type) === 0) return Number(row.amount);
  const credit = usdtCreditOf(Number(row.amount), received ?? null);
  if (!credit.ok) throw refusal({ kind: 'receivedRequired', message: credit.error.message });
  return credit.value;
}

/** Admin rejection (or the member's own cancel): a withdrawal's held money goes back, exactly once. */
export async function rejectCharge(
  deps: AppDeps,
  id: number,
  adminId: number | null,
  expectMemberId?: number,
  inTransaction: TransactionOf = (work) => deps.db.transaction(work),
  hooks: Omit<DecisionHooks, 'receivedAmount'> = {},
): Promise<void> {
  const now = deps.clock.now();
  await inTransaction(async (tx) => {
    const row = await lockWaiting(tx, id);
    const memberId = Number(row.member_id);
    if (expectMemberId !== undefined && memberId !== expectMemberId) throw notFound(CM.recordNotFound);
    hooks.check?.(row);
    if (Number(row.deposit_mode) === 1) {
      const hold = row.wallet === 'cash' ? memberAccount(memberId, 'withdrawal_hold') : memberAccount(memberId, 'usdt_hold');
      const back = row.wallet === 'cash' ? memberAccount(memberId, 'cash') : memberAccount(memberId, 'usdt');
      await mustTransfer(tx, {
        key: `charge:${id}:reject`,
        kind: K.release,
        memberId,
        legs: [{ from: hold, to: back, amount: Number(row.amount) }],
      });
    }
    await finishChargeRow(tx, id, 2, now, adminId);
    await hooks.after?.(tx, row, { status: 2 });
  });
}

/**
 * The chain sweeper: asks the chain port about every waiting USDT deposit and credits those
 * that arrived (each in its own transaction, exactly once). main.ts runs it on a timer; tests
 * (confirm delay 0) run it right after the request.
 */
export async function confirmChainDeposits(deps: AppDeps, onlyId?: number): Promise<number> {
  const rows = await waitingChainDeposits(deps.db, onlyId);
  let confirmed = 0;
  for (const row of rows) {
    const now = deps.clock.now();
    const arrival = await deps.chain.depositArrival(
      {
        id: Number(row.id),
        network: row.network as 'eth' | 'trx',
        token: String(row.token),
        amount: Number(row.amount),
        requestedAt: new Date(row.created_at).getTime(),
      },
      now,
    );
    if (!arrival || arrival.amount <= 0) continue;
    await deps.db.transaction(async (tx) => {
      const locked = await lockWaiting(tx, Number(row.id)).catch(() => null);
      if (!locked) return;
      const extra = await creditDeposit(tx, deps, locked, arrival.amount, now);
      await finishChargeRow(tx, Number(row.id), 1, now, null, extra);
      confirmed++;
    });
  }
  return confirmed;
}
