import type { FastifyInstance } from 'fastify';
import { betCancelCall, betHistoryCall, betHistoryCountCall, betHistoryDeleteCall } from '@bet/core/api';
import { serve } from '../../../http/contract-route.js';
import { valueOf } from '../../../http/refusals.js';
import { idempotentTransaction } from '../../../plugins/idempotent-transaction.js';
import { memberOf } from '../../route-kit.js';
import { historyFilterOf } from '../history/history-filter.js';
import { countHistory, listHistory } from '../history/history-store.js';
import { cancelSlip, hideSlips } from '../history/slip-actions.js';
import { MONEY, type SportsRouteDeps } from './sports.ports.js';

/** Bet history (count and page), hiding settled slips, cancelling a waiting one. */
export async function historyRoutes(app: FastifyInstance, deps: SportsRouteDeps): Promise<void> {
  serve(app, betHistoryCountCall, {}, async (request) => ({
    count: await countHistory(deps.db, valueOf(historyFilterOf(memberOf(request), request.query))),
  }));

  serve(app, betHistoryCall, {}, async (request) => {
    const filter = valueOf(historyFilterOf(memberOf(request), request.query));
    return listHistory(deps.db, filter, request.query.page ?? 1, request.query.perpage ?? 10);
  });

  // Slip descriptors: the client may send whole history rows; only `id` is used.
  serve(app, betHistoryDeleteCall, {}, async (request) => {
    const member = memberOf(request);
    const ids = request.body.map((d) => d.id);
    return { count: await deps.db.transaction(async (tx) => valueOf(await hideSlips(tx, member.id, ids, deps.now()))) };
  });

  serve(app, betCancelCall, { config: MONEY }, async (request) => {
    const member = memberOf(request);
    const result = await idempotentTransaction(request, deps.db, async (tx) =>
      valueOf(await cancelSlip(tx, deps.wallet, member.id, request.params.slipId, deps.now(), deps.cancelPolicy)),
    );
    await deps.publisher.publish('bet', 'cancelled', { slipId: result.id }, member.id);
    return result;
  });
}
