import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cancelLatestDepositCall, cryptoDepositCall, tetherDepositUrlCall, usdDepositCall, usdWithdrawalCall } from '@bet/core/api';
import { CHARGE_MESSAGES as C } from '@bet/core/charge';
import type { AppDeps } from '../../app-types.js';
import { valueOf } from '../../http/refusals.js';
import { serve } from '../../http/contract-route.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { assertSelfId, memberOf, notice } from '../route-kit.js';
import { readSettings } from '../settings/site-settings.js';
import {
  afterUsdRequest,
  cancelLatestUsdDeposit,
  checkTetherCharge,
  checkUsdDeposit,
  checkUsdWithdrawal,
  placeUsdRequest,
  tetherOpen,
  type UsdRequest,
} from './usd-use-cases.js';

/**
 * Spec 7 "Charge", USD part: tether deposit link, tether charge (USDT paid, won credited), USD
 * deposits and withdrawals of the USD balance, cancelling the latest USD deposit. Deposits are
 * confirmed by the chain port (the sweeper, or at once when the confirm delay is 0). HTTP only:
 * the rules are in usd-use-cases.ts, the SQL in charge-store.ts.
 */
export async function usdRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, chain } = deps;
  const idempotent = { config: { idempotent: true } };

  /** The request and its answer (built from the new row's id and address) commit together with the idempotency record. */
  const place = <A>(request: FastifyRequest, r: Omit<UsdRequest, 'key' | 'now'>, answerOf: (id: number, address: string | null) => A) => {
    const input = { ...r, key: request.idempotency?.key ?? null, now: clock.now() };
    return idempotentTransaction(request, db, async (tx) => {
      const placed = await placeUsdRequest(tx, chain, input);
      return answerOf(placed.id, placed.address);
    });
  };

  serve(api, tetherDepositUrlCall, {}, async (request) => {
    const me = assertSelfId(request, request.query.memberId);
    valueOf(tetherOpen(await readSettings(db)));
    const url = new URL(deps.config.tetherDepositBaseUrl);
    url.searchParams.set('member', String(me.id));
    return { url: url.toString() };
  });

  serve(api, cryptoDepositCall, idempotent, async (request) => {
    const me = assertSelfId(request, request.body.memberId);
    const { depositAmount, network: net, token: tok } = request.body;
    valueOf(checkTetherCharge(await readSettings(db), net, tok));
    const r = { memberId: me.id, mode: 0, wallet: 'cash', amount: depositAmount, network: net, token: tok, address: null } as const;
    const answer = await place(request, r, (id) => ({ id, message: C.usdDepositDone }));
    await afterUsdRequest(deps, answer.id);
    return answer;
  });

  serve(api, usdDepositCall, idempotent, async (request) => {
    const me = memberOf(request);
    const { network: net, token: tok } = request.query;
    const checked = valueOf(checkUsdDeposit(await readSettings(db), { network: net, token: tok, amount: request.body.depositAmount }));
    const r = {
      memberId: me.id,
      mode: 0,
      wallet: 'usdt',
      amount: checked.depositAmount,
      network: checked.network,
      token: checked.token,
      address: null,
    } as const;
    const answer = await place(request, r, (id, address) => ({ id, address, message: C.usdDepositDone }));
    await afterUsdRequest(deps, answer.id);
    return answer;
  });

  serve(api, usdWithdrawalCall, idempotent, async (request) => {
    const me = memberOf(request);
    const checked = valueOf(checkUsdWithdrawal(await readSettings(db), request.body));
    const r = {
      memberId: me.id,
      mode: 1,
      wallet: 'usdt',
      amount: checked.amount,
      network: checked.network,
      token: checked.token,
      address: checked.withdrawalAddress,
    } as const;
    return place(request, r, (id) => ({ id, message: C.withdrawalDone }));
  });

  // The contract marks this GET state-changing: CSRF header required, cross-site refused.
  serve(api, cancelLatestDepositCall, {}, async (request) => {
    valueOf(await cancelLatestUsdDeposit(db, memberOf(request).id, clock.now()));
    return notice(C.usdDepositCancelled);
  });
}
