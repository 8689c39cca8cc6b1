import type { FastifyInstance } from 'fastify';
import { betCancelCall, betHistoryCall, betHistoryCountCall, betHistoryDeleteCall, type ServerTypes } from '@bet/core/api';
import { serve } from '../../http/contract-route.js';
import { refuse } from '../betting/bet-refusal.js';
import { countHistory, listHistory, type HistoryFilter } from '../history/history-query.js';
import { cancelSlip, hideSlips } from '../history/slip-actions.js';
import { SPORTS_MESSAGES } from '../messages.js';
import type { SportsMember } from '../ports.js';
import { answer, intList, MONEY, requireMember, type RouteDeps } from './route-kit.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';

type HistoryQuery = ServerTypes<typeof betHistoryCall>['Querystring'];

function filterOf(member: SportsMember, q: HistoryQuery): HistoryFilter {
  // The history is always the session member's; naming anybody else is refused.
  if (q.memberUserId !== undefined && q.memberUserId !== member.userId) throw refuse(403, 'forbidden', SPORTS_MESSAGES.notYourAccount);
  const types = intList(q.gameDetailTypes);
  if (types === null) throw refuse(400, 'invalidInput', SPORTS_MESSAGES.invalidInput);
  return {
    memberId: member.id,
    ...(q.gameType === undefined ? {} : { gameType: q.gameType }),
    ...(types.length > 0 ? { gameDetailTypes: types } : {}),
    ...(q.startDate ? { startDate: q.startDate } : {}),
    ...(q.endDate ? { endDate: q.endDate } : {}),
    ...(q.result && q.result !== 'all' ? { result: q.result } : {}),
  };
}

/** Bet history (count and page), hiding settled slips, cancelling a waiting one. */
export async function historyRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  serve(app, betHistoryCountCall, {}, async (request, reply) =>
    answer(reply, async () => {
      const member = await requireMember(deps, request);
      return { count: await countHistory(deps.db, filterOf(member, request.query)) };
    }),
  );

  serve(app, betHistoryCall, {}, async (request, reply) =>
    answer(reply, async () => {
      const member = await requireMember(deps, request);
      return listHistory(deps.db, filterOf(member, request.query), request.query.page ?? 1, request.query.perpage ?? 10);
    }),
  );

  // Slip descriptors: the client may send whole history rows; only `id` is used.
  serve(app, betHistoryDeleteCall, {}, async (request, reply) =>
    answer(reply, async () => {
      const member = await requireMember(deps, request);
      const ids = request.body.map((d) => d.id);
      const hidden = await deps.db.transaction((tx) => hideSlips(tx, member.id, ids, deps.now()));
      return { count: hidden };
    }),
  );

  serve(app, betCancelCall, { config: MONEY }, async (request, reply) =>
    answer(reply, async () => {
      const member = await requireMember(deps, request);
      const result = await idempotentTransaction(request, deps.db, async (tx) => {
        const cancelled = await cancelSlip(tx, deps.wallet, member.id, request.params.slipId, deps.now(), deps.cancelPolicy);
        return { id: cancelled.id, emoney: cancelled.emoney };
      });
      await deps.publisher.publish('bet', 'cancelled', { slipId: result.id }, member.id);
      return result;
    }),
  );
}
