import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminApproveUsdtCall, adminRejectUsdtCall, adminUsdtRequestsCall } from '@bet/core/api';
import { USDT_QUEUE_MESSAGES as U } from '@bet/core/admin-desk';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { memberOf, notice } from '../route-kit.js';
import type { OperatorActor } from './operator-money.js';
import { approveUsdtRequest, rejectUsdtRequest, toUsdtRequestDto } from './usdt-queue.js';
import { usdtRequestsPage } from './usdt-queue-store.js';

/**
 * Admin: the USDT queue (contracts in admin-usdt.ts). HTTP only: the rules are in usdt-queue.ts
 * and the charge settlement, the SQL in usdt-queue-store.ts. Decisions are money-moving: each
 * runs in the route's idempotent transaction (a retry with its key replays the first answer).
 */
export async function adminUsdtRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const idempotent = { config: { idempotent: true } };
  const actorOf = (request: FastifyRequest): OperatorActor => ({ adminId: memberOf(request).id, ip: request.ip, now: clock.now() });

  serve(api, adminUsdtRequestsCall, {}, async (request) => {
    const { status, page, perpage } = request.query;
    return (await usdtRequestsPage(db, status, page, perpage)).map(toUsdtRequestDto);
  });

  serve(api, adminApproveUsdtCall, idempotent, async (request) => {
    const answer = notice(U.approved);
    const { memberId, receivedAmount } = request.body;
    const decision = { id: request.params.id, memberId, ...(receivedAmount === undefined ? {} : { receivedAmount }) };
    await approveUsdtRequest(deps, decision, actorOf(request), (work) =>
      idempotentTransaction(request, db, async (tx) => (await work(tx), answer)),
    );
    deps.memberSignals.balanceChanged(memberId);
    return answer;
  });

  serve(api, adminRejectUsdtCall, idempotent, async (request) => {
    const answer = notice(U.rejected);
    const decision = { id: request.params.id, memberId: request.body.memberId };
    await rejectUsdtRequest(deps, decision, actorOf(request), (work) =>
      idempotentTransaction(request, db, async (tx) => (await work(tx), answer)),
    );
    deps.memberSignals.balanceChanged(decision.memberId);
    return answer;
  });
}
