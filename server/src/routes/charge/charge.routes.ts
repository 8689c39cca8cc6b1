import type { FastifyInstance } from 'fastify';
import { validateDeposit } from '@bet/core/charge/domain/deposit.js';
import { CHARGE_MESSAGES as C } from '@bet/core/charge/domain/messages.js';
import { validateWithdrawal } from '@bet/core/charge/domain/withdrawal.js';
import { withThousands } from '@bet/core/shared/domain/money.js';
import type { AppDeps } from '../../app-types.js';
import { pgErrorCode, PG_CODES, type Tx } from '../../db/db.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { refusal } from '../../http/refusals.js';
import { MAX_WON, S } from '../../http/schema.js';
import { memberAccount } from '../../ledger/accounts.js';
import { memberBalances } from '../../ledger/balances.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { assertSelfId, notice } from '../route-kit.js';
import { readSettings } from '../settings/site-settings.js';
import { createInquiry } from '../support/inquiry-store.js';
import { accountTemplate } from '../support/support-use-cases.js';
import { CHARGE_SERVER_MESSAGES as CM } from './charge.messages.js';
import { countCharges, listCharges } from './charge-records.js';
import { CHARGE_TRANSFER_KIND, lastWithdrawalAt, rollingState } from './charge-rules.js';

interface ChargeBody {
  memberId: number;
  depositMode: 0 | 1;
  depositAmount: number;
  depositName: string;
  userDisplayFlag: 1;
  type?: 0 | 2;
  pointType?: number;
  duplicate?: 0;
  status?: 0;
  depositDate?: string;
  confirmFlag?: 0;
  createdAt?: string;
  updatedAt?: string;
}

const CHARGE_BODY = S.obj(
  {
    memberId: S.id(),
    depositMode: S.enumOf(0, 1),
    // A number (not only integers) so that decimals get core's own message ('소수점으로 ...').
    depositAmount: { type: 'number', minimum: 0, maximum: MAX_WON },
    depositName: S.text(80),
    userDisplayFlag: S.enumOf(1),
    type: S.enumOf(0, 2),
    pointType: S.int(0, 7),
    duplicate: S.enumOf(0),
    status: S.enumOf(0),
    depositDate: S.text(30),
    confirmFlag: S.enumOf(0),
    createdAt: S.text(30),
    updatedAt: S.text(30),
  },
  ['type', 'pointType', 'duplicate', 'status', 'depositDate', 'confirmFlag', 'createdAt', 'updatedAt'],
);

const historyQuery = S.obj({ memberId: S.id(), depositMode: S.enumOf(0, 1), userDisplayFlag: S.enumOf(0, 1), ...S.paging() }, [
  'userDisplayFlag',
]);

/** Spec 7 "Charge": won deposit and withdrawal requests, history, hiding, the deposit account. */
export async function chargeRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  api.get<{ Querystring: { memberId: number; depositMode: 0 | 1; userDisplayFlag?: 0 | 1 } }>(
    '/charge/count',
    {
      schema: {
        querystring: S.obj({ memberId: S.id(), depositMode: S.enumOf(0, 1), userDisplayFlag: S.enumOf(0, 1) }, ['userDisplayFlag']),
      },
    },
    async (request) => {
      const { memberId, depositMode, userDisplayFlag } = request.query;
      assertSelfId(request, memberId);
      return { count: await countCharges(db, { memberId, depositMode, userDisplayFlag }) };
    },
  );

  api.get<{ Querystring: { memberId: number; depositMode: 0 | 1; userDisplayFlag?: 0 | 1; page: number; perpage: number } }>(
    '/charge/userHistory',
    { schema: { querystring: historyQuery } },
    async (request) => {
      const { memberId, depositMode, userDisplayFlag, page, perpage } = request.query;
      assertSelfId(request, memberId);
      return listCharges(db, { memberId, depositMode, userDisplayFlag }, page, perpage);
    },
  );

  const hide =
    (coin: boolean) =>
    async (request: { params: { id: number }; body: { id: number; userDisplayFlag: 0 } } & Parameters<typeof assertSelfId>[0]) => {
      if (request.body.id !== request.params.id) throw badRequest(CM.idMismatch, 'idMismatch');
      const { rows } = await db.query<{ member_id: number; status: number; charge_type: number }>(
        'SELECT member_id, status, charge_type FROM charge_requests WHERE id = $1',
        [request.params.id],
      );
      const row = rows[0];
      if (!row || (Number(row.charge_type) === 1) !== coin) throw notFound(CM.recordNotFound);
      const me = assertSelfId(request, Number(row.member_id));
      if (coin ? Number(row.status) !== 1 : Number(row.status) === 0)
        throw conflict(coin ? CM.coinNotDone : CM.waitingCannotHide, 'notHideable');
      await db.query('UPDATE charge_requests SET user_display_flag = 0 WHERE id = $1 AND member_id = $2', [request.params.id, me.id]);
      return notice(C.recordHidden);
    };
  const hideSchema = { schema: { params: S.obj({ id: S.id() }), body: S.obj({ id: S.id(), userDisplayFlag: S.enumOf(0) }) } };
  api.put<{ Params: { id: number }; Body: { id: number; userDisplayFlag: 0 } }>('/charge/:id', hideSchema, hide(false));
  api.put<{ Params: { id: number }; Body: { id: number; userDisplayFlag: 0 } }>('/chargeUsdt/:id', hideSchema, hide(true));

  api.post<{ Body: ChargeBody }>('/charge', { config: { idempotent: true }, schema: { body: CHARGE_BODY } }, async (request) => {
    const body = request.body;
    const me = assertSelfId(request, body.memberId);
    const now = clock.now();
    const settings = await readSettings(db);
    const key = request.idempotency ? `${request.idempotency.key}` : null;
    const doneMessage = body.depositMode === 0 ? C.depositDone : C.withdrawalDone;
    // The request row (and a withdrawal's hold) commit with the idempotency record and this answer.
    const write = async (tx: Tx): Promise<number> => {
      await lockMember(tx, me.id);
      if (key) {
        const again = await tx.query<{ id: number }>('SELECT id FROM charge_requests WHERE member_id = $1 AND request_key = $2', [
          me.id,
          key,
        ]);
        if (again.rows[0]) return Number(again.rows[0].id);
      }
      if (body.depositMode === 0) {
        const pending = await tx.query(
          'SELECT 1 FROM charge_requests WHERE member_id = $1 AND status = 0 AND deposit_mode = 0 AND charge_type = 0',
          [me.id],
        );
        const checked = validateDeposit({
          amountText: String(body.depositAmount),
          pointType: body.pointType ?? 0,
          chargePointFlag: settings.chargePointFlag,
          isChargeData: pending.rows.length > 0,
          now,
        });
        if (!checked.ok) throw refusal(checked.error);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, deposit_name, account_type, point_type, request_key, created_at, updated_at)
           VALUES ($1, 0, 0, 'cash', $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
          [me.id, checked.value.amount, body.depositName, body.type ?? 0, checked.value.pointType, key, new Date(now)],
        );
        return Number(rows[0]!.id);
      }
      const member = await tx.query<{ bank_code: number | null; bank_account_number: string | null }>(
        'SELECT bank_code, bank_account_number FROM members WHERE id = $1',
        [me.id],
      );
      const balances = await memberBalances(tx, me.id);
      const checked = validateWithdrawal({
        accountRequested: Boolean(member.rows[0]?.bank_code && member.rows[0]?.bank_account_number),
        amountText: String(body.depositAmount),
        emoney: balances.cash,
        lastWithdrawalAt: settings.withdrawalCooldownMinutes > 0 ? await lastWithdrawalAt(tx, me.id) : null,
        now,
      });
      if (!checked.ok) throw refusal(checked.error);
      if (settings.withdrawalRollingPercent > 0) {
        const rolling = await rollingState(tx, me.id, settings.withdrawalRollingPercent);
        if (rolling.turnover < rolling.required)
          throw badRequest(CM.rollingNotMet(withThousands(rolling.required - rolling.turnover)), 'rollingNotMet');
      }
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, deposit_name, request_key, created_at, updated_at)
         VALUES ($1, 1, 0, 'cash', $2, $3, $4, $5, $5) RETURNING id`,
        [me.id, checked.value, body.depositName, key, new Date(now)],
      );
      const id = Number(rows[0]!.id);
      await mustTransfer(tx, {
        key: `charge:${id}:hold`,
        kind: CHARGE_TRANSFER_KIND.hold,
        memberId: me.id,
        legs: [{ from: memberAccount(me.id, 'cash'), to: memberAccount(me.id, 'withdrawal_hold'), amount: checked.value }],
      });
      return id;
    };
    try {
      return await idempotentTransaction(request, db, async (tx) => ({ id: await write(tx), message: doneMessage }));
    } catch (error) {
      if (pgErrorCode(error) === PG_CODES.uniqueViolation) throw conflict(C.depositPending, 'pending-request');
      throw error;
    }
  });

  api.post<{ Body: { memberId: number } }>(
    '/deposot-account-confirm',
    { schema: { body: S.obj({ memberId: S.id() }) } },
    async (request) => {
      const me = assertSelfId(request, request.body.memberId);
      await createInquiry(db, {
        memberId: me.id,
        title: CM.accountInquiryTitle,
        contents: CM.accountInquiryBody,
        template: accountTemplate(me.userType, me.role),
        now: clock.now(),
      });
      return notice(CM.accountInquiryDone);
    },
  );
}
