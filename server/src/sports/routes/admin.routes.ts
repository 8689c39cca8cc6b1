import type { FastifyInstance } from 'fastify';
import { adminSettleFixtureCall } from '@bet/core/api/contracts/admin.js';
import { serve } from '../../http/contract-route.js';
import type { SqlRunner } from '../ports.js';
import { enterFixtureResults } from '../settlement/fixture-results.js';
import { announceSettled } from '../settlement/announce.js';
import { answer, requireAdmin, type RouteDeps } from './route-kit.js';

const ADMIN_RESULTS = { auth: 'admin' } as const;

/** POST /admin/fixtures/{fixtureId}/result (core's FixtureResultBodyDto): record results and settle. */
export async function adminRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  // Not `idempotent`: results are facts stored per market and each slip settles exactly once,
  // so a repeated call changes nothing; its answer (the settlement summary) is computed after
  // several transactions and cannot be stored atomically with one of them.
  serve(app, adminSettleFixtureCall, { config: ADMIN_RESULTS }, async (request, reply) =>
    answer(reply, async () => {
      const admin = await requireAdmin(deps, request);
      const now = deps.now();
      // The foundation's append-only audit log records every admin action.
      const audit = (tx: SqlRunner) =>
        tx
          .query('INSERT INTO audit_log (at, actor_member_id, actor_ip, action, target, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
            new Date(now),
            admin.id,
            request.ip,
            'admin.fixture.result',
            `fixture:${request.params.fixtureId}`,
            JSON.stringify({ markets: request.body.markets }),
          ])
          .then(() => undefined);
      const { summary, settled } = await enterFixtureResults(
        deps.db,
        deps.wallet,
        request.params.fixtureId,
        request.body.markets,
        now,
        audit,
      );
      await announceSettled(deps.publisher, settled);
      return summary;
    }),
  );
}
