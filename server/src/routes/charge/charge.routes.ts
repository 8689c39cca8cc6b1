import type { FastifyInstance } from 'fastify';
import { CHARGE_MESSAGES as C } from '@bet/core/charge/domain/messages.js';
import type { AppDeps } from '../../app-types.js';
import { refusal, valueOf } from '../../http/refusals.js';
import { MAX_WON, S } from '../../http/schema.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { assertSelfId, memberOf, notice } from '../route-kit.js';
import { readSettings } from '../settings/site-settings.js';
import { CHARGE_SERVER_MESSAGES as CM } from './charge.messages.js';
import { countCharges, listCharges } from './charge-records.js';
import { askDepositAccount, hideCharge, pendingRequestRace, requestDeposit, requestWithdrawal } from './charge-use-cases.js';

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

/**
 * Spec 7 "Charge": won deposit and withdrawal requests, history, hiding, the deposit account.
 * HTTP only: the rules are in charge-use-cases.ts, the SQL in charge-store.ts and charge-records.ts.
 */
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
    async (request: { params: { id: number }; body: { id: number; userDisplayFlag: 0 } } & Parameters<typeof memberOf>[0]) => {
      valueOf(await hideCharge(db, { memberId: memberOf(request).id, id: request.params.id, bodyId: request.body.id, coin }));
      return notice(C.recordHidden);
    };
  const hideSchema = { schema: { params: S.obj({ id: S.id() }), body: S.obj({ id: S.id(), userDisplayFlag: S.enumOf(0) }) } };
  api.put<{ Params: { id: number }; Body: { id: number; userDisplayFlag: 0 } }>('/charge/:id', hideSchema, hide(false));
  api.put<{ Params: { id: number }; Body: { id: number; userDisplayFlag: 0 } }>('/chargeUsdt/:id', hideSchema, hide(true));

  // One call, two requests: the route only dispatches on depositMode.
  api.post<{ Body: ChargeBody }>('/charge', { config: { idempotent: true }, schema: { body: CHARGE_BODY } }, async (request) => {
    const body = request.body;
    const me = assertSelfId(request, body.memberId);
    const input = {
      memberId: me.id,
      amount: body.depositAmount,
      depositName: body.depositName,
      key: request.idempotency ? `${request.idempotency.key}` : null,
      settings: await readSettings(db),
      now: clock.now(),
    };
    const deposit = body.depositMode === 0;
    const message = deposit ? C.depositDone : C.withdrawalDone;
    // The request row (and a withdrawal's hold) commit with the idempotency record and this answer.
    try {
      return await idempotentTransaction(request, db, async (tx) => {
        const id = valueOf(
          deposit
            ? await requestDeposit(tx, { ...input, accountType: body.type ?? 0, pointType: body.pointType ?? 0 })
            : await requestWithdrawal(tx, input),
        );
        return { id, message };
      });
    } catch (error) {
      const race = pendingRequestRace(error);
      throw race ? refusal(race) : error;
    }
  });

  api.post<{ Body: { memberId: number } }>(
    '/deposot-account-confirm',
    { schema: { body: S.obj({ memberId: S.id() }) } },
    async (request) => {
      await askDepositAccount(db, assertSelfId(request, request.body.memberId), clock.now());
      return notice(CM.accountInquiryDone);
    },
  );
}
