import { USDT_QUEUE_MESSAGES as U } from '@bet/core/admin-desk';
import type { AppDeps } from '../../app-types.js';
import { audit } from '../../auth/audit.js';
import { refusal } from '../../http/refusals.js';
import { approveCharge, rejectCharge, type ChargeRow, type DecisionHooks, type TransactionOf } from '../charge/settle-charge.js';
import { kstText } from '../route-kit.js';
import type { OperatorActor } from './operator-money.js';
import type { UsdtRequestRow } from './usdt-queue-store.js';

/**
 * The operator's USDT queue (issue 11): approving or rejecting a USD deposit, tether charge or
 * USD withdrawal goes through the charge settlement (settle-charge.ts: the row locked and still
 * waiting, ledger keys per request, so exactly once), with two additions inside the same
 * transaction: the request must be a USDT one of the member the screen showed, and an audit line
 * records the request before and after.
 */

export interface UsdtDecision {
  readonly id: number;
  /** The member the operator's screen showed for the request. */
  readonly memberId: number;
  /** Micro-USDT that arrived for a deposit (approval only). */
  readonly receivedAmount?: number;
}

const STATUS_TEXT = ['waiting', 'done', 'cancelled'] as const;

/** The request as the audit line's 'before' shows it. */
const requestState = (row: ChargeRow) => ({
  status: STATUS_TEXT[Number(row.status)] ?? String(row.status),
  memberId: Number(row.member_id),
  depositMode: Number(row.deposit_mode),
  wallet: row.wallet,
  network: row.network,
  token: row.token,
  amount: Number(row.amount),
  address: row.address,
});

function hooksFor(decision: UsdtDecision, actor: OperatorActor, action: string): DecisionHooks {
  return {
    check: (row) => {
      if (Number(row.charge_type) !== 1) throw refusal({ kind: 'notUsdt', message: U.notUsdt });
      if (Number(row.member_id) !== decision.memberId) throw refusal({ kind: 'otherMember', message: U.otherMember });
      if (decision.receivedAmount !== undefined && Number(row.deposit_mode) !== 0)
        throw refusal({ kind: 'receivedOnWithdrawal', message: U.receivedOnWithdrawal });
    },
    ...(decision.receivedAmount === undefined ? {} : { receivedAmount: decision.receivedAmount }),
    after: async (tx, row, outcome) => {
      const held = Number(row.deposit_mode) === 1;
      const after = {
        status: STATUS_TEXT[outcome.status],
        // A done deposit credited `amount` (micro-USDT; a tether charge also `krwAmount` won); a
        // done withdrawal sent the held amount; a rejected withdrawal returned it.
        amount: outcome.amount ?? Number(row.amount),
        ...(outcome.krwAmount === undefined ? {} : { krwAmount: outcome.krwAmount }),
        ...(outcome.txHash === undefined ? {} : { txHash: outcome.txHash }),
        ...(held && outcome.status === 2 ? { returnedToMember: Number(row.amount) } : {}),
      };
      await audit(tx, {
        actorMemberId: actor.adminId,
        actorIp: actor.ip,
        action,
        target: `charge:${row.id}`,
        detail: { before: requestState(row), after },
        at: actor.now,
      });
    },
  };
}

export const approveUsdtRequest = (deps: AppDeps, decision: UsdtDecision, actor: OperatorActor, inTransaction: TransactionOf) =>
  approveCharge(deps, decision.id, actor.adminId, inTransaction, hooksFor(decision, actor, 'admin.usdt.approve'));

export const rejectUsdtRequest = (deps: AppDeps, decision: UsdtDecision, actor: OperatorActor, inTransaction: TransactionOf) =>
  rejectCharge(deps, decision.id, actor.adminId, undefined, inTransaction, hooksFor(decision, actor, 'admin.usdt.reject'));

/** A row of GET /admin/usdt-requests (core's AdminUsdtRequestDto). */
export const toUsdtRequestDto = (r: UsdtRequestRow) => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  userId: r.user_id,
  nickname: r.nickname,
  depositMode: Number(r.deposit_mode) as 0 | 1,
  wallet: r.wallet,
  network: r.network,
  token: r.token,
  amount: Number(r.amount),
  krwAmount: r.krw_amount === null ? null : Number(r.krw_amount),
  address: r.address,
  txHash: r.tx_hash,
  status: Number(r.status) as 0 | 1 | 2,
  requestedAt: kstText(r.created_at),
  processedAt: r.processed_at ? kstText(r.processed_at) : null,
});
