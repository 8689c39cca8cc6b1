import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../ports.js';
import { enterFixtureResults, type AdminMarketResult } from '../settlement/fixture-results.js';
import { announceSettled } from '../settlement/announce.js';
import { answer, requireAdmin, S, type RouteDeps } from './route-kit.js';

const ADMIN_RESULTS = { auth: 'admin' } as const;
const idArray = { type: 'array', maxItems: 200, uniqueItems: true, items: S.id } as const;

/** POST /admin/fixtures/{fixtureId}/result (core's FixtureResultBodyDto): record results and settle. */
export async function adminRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.post<{ Params: { fixtureId: number }; Body: { markets: AdminMarketResult[] } }>(
    '/admin/fixtures/:fixtureId/result',
    {
      // Not `idempotent`: results are facts stored per market and each slip settles exactly once,
      // so a repeated call changes nothing; its answer (the settlement summary) is computed after
      // several transactions and cannot be stored atomically with one of them.
      config: ADMIN_RESULTS,
      schema: {
        params: { type: 'object', required: ['fixtureId'], properties: { fixtureId: S.id } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['markets'],
          properties: {
            markets: {
              type: 'array',
              minItems: 1,
              maxItems: 100,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['marketId', 'winningOddsIds'],
                properties: {
                  marketId: { type: 'integer', minimum: 0, maximum: 10_000_000 },
                  winningOddsIds: idArray,
                  voidOddsIds: idArray,
                },
              },
            },
          },
        },
      },
    },
    async (request, reply) =>
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
