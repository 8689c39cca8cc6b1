import type { FastifyInstance } from 'fastify';
import { adminSettleFixtureCall } from '@bet/core/api';
import { audit } from '../../../auth/audit.js';
import type { Queryable } from '../../../db/db.js';
import { serve } from '../../../http/contract-route.js';
import { valueOf } from '../../../http/refusals.js';
import { memberOf } from '../../route-kit.js';
import { enterFixtureResults, type FixtureResultState } from '../settlement/fixture-results.js';
import { announceSettled } from '../settlement/announce.js';
import type { SportsRouteDeps } from './sports.ports.js';

const ADMIN_RESULTS = { auth: 'admin' } as const;

/** POST /admin/fixtures/{fixtureId}/result (core's FixtureResultBodyDto): record results and the final score, and settle. */
export async function adminRoutes(app: FastifyInstance, deps: SportsRouteDeps): Promise<void> {
  // Not `idempotent`: results are facts stored per market and each slip settles exactly once,
  // so a repeated call changes nothing; its answer (the settlement summary) is computed after
  // several transactions and cannot be stored atomically with one of them.
  serve(app, adminSettleFixtureCall, { config: ADMIN_RESULTS }, async (request) => {
    const admin = memberOf(request);
    const now = deps.now();
    const { markets, homeScore, awayScore } = request.body;
    const score = { home: homeScore, away: awayScore };
    // The foundation's append-only audit log records every admin action.
    const auditResults = (tx: Queryable, change: { before: FixtureResultState; after: FixtureResultState }) =>
      audit(tx, {
        actorMemberId: admin.id,
        actorIp: request.ip,
        action: 'admin.fixture.result',
        target: `fixture:${request.params.fixtureId}`,
        detail: { markets, score, before: change.before, after: change.after },
        at: now,
      });
    const { summary, settled } = valueOf(
      await enterFixtureResults(deps.db, deps.wallet, request.params.fixtureId, { markets, score }, now, auditResults),
    );
    await announceSettled(deps.publisher, settled);
    return summary;
  });
}
