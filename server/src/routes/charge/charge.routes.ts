import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  chargeCountCall,
  chargeHistoryCall,
  chargeRequestCall,
  depositAccountConfirmCall,
  hideChargeCall,
  hideUsdtChargeCall,
  depositBonusRatesCall,
} from '@bet/core/api';
import { CHARGE_MESSAGES as C } from '@bet/core/charge';
import type { AppDeps } from '../../app-types.js';
import { refusal, valueOf } from '../../http/refusals.js';
import { serve } from '../../http/contract-route.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { assertSelfId, memberOf, notice } from '../route-kit.js';
import { readSettings } from '../settings/site-settings.js';
import { CHARGE_SERVER_MESSAGES as CM } from './charge.messages.js';
import { countCharges, listCharges } from './charge-records.js';
import { allDepositBonusRates } from './deposit-bonus-rates-store.js';
import { askDepositAccount, hideCharge, pendingRequestRace, requestDeposit, requestWithdrawal } from './charge-use-cases.js';

/**
 * Spec 7 "Charge": won deposit and withdrawal requests, history, hiding, the deposit account.
 * HTTP only: the rules are in charge-use-cases.ts, the SQL in charge-store.ts and charge-records.ts.
 */
export async function chargeRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  /** The deposit form's bonus choices show the operator's rates. */
  serve(api, depositBonusRatesCall, {}, async () => allDepositBonusRates(db));

  serve(api, chargeCountCall, {}, async (request) => {
    const { memberId, depositMode, userDisplayFlag } = request.query;
    assertSelfId(request, memberId);
    return { count: await countCharges(db, { memberId, depositMode, userDisplayFlag }) };
  });

  serve(api, chargeHistoryCall, {}, async (request) => {
    const { memberId, depositMode, userDisplayFlag, page, perpage } = request.query;
    assertSelfId(request, memberId);
    return listCharges(db, { memberId, depositMode, userDisplayFlag }, page, perpage);
  });

  const hide = (coin: boolean) => async (request: FastifyRequest<{ Params: { id: number }; Body: { id: number; userDisplayFlag: 0 } }>) => {
    valueOf(await hideCharge(db, { memberId: memberOf(request).id, id: request.params.id, bodyId: request.body.id, coin }));
    return notice(C.recordHidden);
  };
  serve(api, hideChargeCall, {}, hide(false));
  serve(api, hideUsdtChargeCall, {}, hide(true));

  // One call, two requests: the route only dispatches on depositMode.
  serve(api, chargeRequestCall, { config: { idempotent: true } }, async (request) => {
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

  serve(api, depositAccountConfirmCall, {}, async (request) => {
    await askDepositAccount(db, assertSelfId(request, request.body.memberId), clock.now());
    return notice(CM.accountInquiryDone);
  });
}
