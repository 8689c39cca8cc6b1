import type { FastifyInstance } from 'fastify';
import {
  adminLiftExclusionCall,
  adminMemberResponsiblePlayCall,
  cancelLimitChangeCall,
  confirmLimitCall,
  responsiblePlayCall,
  setLimitCall,
  startExclusionCall,
} from '@bet/core/api/contracts/responsible-play.js';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { notFound } from '../../http/errors.js';
import { valueOf } from '../../http/refusals.js';
import { RESPONSIBLE_PLAY_MESSAGES as M } from '@bet/core/responsible-play/domain/responsible-play.messages.js';
import { auditAs, memberOf } from '../route-kit.js';
import { memberExists } from './responsible-play-store.js';
import {
  beginExclusion,
  cancelPendingLimit,
  changeLimit,
  confirmLimit,
  operatorLiftExclusion,
  readResponsiblePlay,
} from './responsible-play-use-cases.js';

/**
 * Responsible play (issue 13 part A; ours, the spec names no calls: contracts in
 * core/src/api/contracts/responsible-play.ts). The member's own limits and exclusions (the
 * member is the session's, never an id in the request), and two operator calls. Every change
 * is written to the audit log. HTTP only: rules and transactions in responsible-play-use-cases.ts.
 */
export async function responsiblePlayRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  serve(api, responsiblePlayCall, {}, async (request) => readResponsiblePlay(db, memberOf(request).id, clock.now()));

  serve(api, setLimitCall, {}, async (request) => {
    const { kind, period, amount } = request.body;
    const now = clock.now();
    const answer = valueOf(await changeLimit(db, { memberId: memberOf(request).id, kind, period, amount, now }));
    await auditAs(db, request, now, 'responsible-play limit', `${kind}:${period}`, { amount, applied: answer.applied });
    return answer;
  });

  serve(api, confirmLimitCall, {}, async (request) => {
    const { kind, period } = request.body;
    const now = clock.now();
    const answer = valueOf(await confirmLimit(db, { memberId: memberOf(request).id, kind, period, now }));
    await auditAs(db, request, now, 'responsible-play limit confirm', `${kind}:${period}`);
    return answer;
  });

  serve(api, cancelLimitChangeCall, {}, async (request) => {
    const { kind, period } = request.body;
    const now = clock.now();
    const answer = valueOf(await cancelPendingLimit(db, { memberId: memberOf(request).id, kind, period, now }));
    await auditAs(db, request, now, 'responsible-play limit cancel', `${kind}:${period}`);
    return answer;
  });

  serve(api, startExclusionCall, {}, async (request) => {
    const now = clock.now();
    const answer = valueOf(await beginExclusion(db, { memberId: memberOf(request).id, duration: request.body.duration, now }));
    await auditAs(db, request, now, 'responsible-play exclusion', request.body.duration, { endsAt: answer.endsAt });
    return answer;
  });

  serve(api, adminMemberResponsiblePlayCall, { config: { auth: 'admin' } }, async (request) => {
    if (!(await memberExists(db, request.params.id))) throw notFound(M.memberMissing);
    return readResponsiblePlay(db, request.params.id, clock.now());
  });

  serve(api, adminLiftExclusionCall, { config: { auth: 'admin' } }, async (request) => {
    const now = clock.now();
    const outcome = await operatorLiftExclusion(db, request.params.id, now);
    await auditAs(db, request, now, 'admin responsible-play lift refused', String(request.params.id), {
      kind: outcome.ok ? null : outcome.kind,
    });
    return valueOf(outcome);
  });
}
