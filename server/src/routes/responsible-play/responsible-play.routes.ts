import type { FastifyInstance } from 'fastify';
import {
  adminLiftExclusionCall,
  adminMemberResponsiblePlayCall,
  adminResponsiblePlayListCall,
  cancelLimitChangeCall,
  confirmLimitCall,
  responsiblePlayCall,
  setLimitCall,
  startExclusionCall,
} from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { notFound } from '../../http/errors.js';
import { valueOf } from '../../http/refusals.js';
import { RESPONSIBLE_PLAY_MESSAGES as M } from '@bet/core/responsible-play';
import { actorOf, auditAs, memberOf } from '../route-kit.js';
import { memberExists } from './responsible-play-store.js';
import {
  beginExclusion,
  cancelPendingLimit,
  changeLimit,
  confirmLimit,
  operatorLiftExclusion,
  readResponsiblePlay,
  responsiblePlayMembers,
} from './responsible-play-use-cases.js';
import { offsetOf } from '../../http/schema.js';

/**
 * Responsible play (issue 13 part A; ours, the spec names no calls: contracts in
 * core/src/api/contracts/responsible-play.ts). The member's own limits and exclusions (the
 * member is the session's, never an id in the request), and three operator calls (the list, one
 * member, the refused lift). Every change is written to the audit log in the change's own
 * transaction (so neither commits alone). HTTP only: rules and transactions in
 * responsible-play-use-cases.ts.
 */
export async function responsiblePlayRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  serve(api, responsiblePlayCall, {}, async (request) => readResponsiblePlay(db, memberOf(request).id, clock.now()));

  serve(api, setLimitCall, {}, async (request) => {
    const { kind, period, amount } = request.body;
    const now = clock.now();
    return valueOf(await changeLimit(db, { memberId: memberOf(request).id, actor: actorOf(request), kind, period, amount, now }));
  });

  serve(api, confirmLimitCall, {}, async (request) => {
    const { kind, period } = request.body;
    const now = clock.now();
    return valueOf(await confirmLimit(db, { memberId: memberOf(request).id, actor: actorOf(request), kind, period, now }));
  });

  serve(api, cancelLimitChangeCall, {}, async (request) => {
    const { kind, period } = request.body;
    const now = clock.now();
    return valueOf(await cancelPendingLimit(db, { memberId: memberOf(request).id, actor: actorOf(request), kind, period, now }));
  });

  serve(api, startExclusionCall, {}, async (request) => {
    const now = clock.now();
    return valueOf(
      await beginExclusion(db, { memberId: memberOf(request).id, actor: actorOf(request), duration: request.body.duration, now }),
    );
  });

  serve(api, adminResponsiblePlayListCall, { config: { auth: 'admin' } }, async (request) => {
    const { q, page, perpage } = request.query;
    return responsiblePlayMembers(db, { search: q?.trim() || null, now: clock.now(), limit: perpage, offset: offsetOf(page, perpage) });
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
