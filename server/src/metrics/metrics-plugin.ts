import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../app-types.js';
import { SERVER_MESSAGES as M } from '../http/messages.js';
import { apiNotFound } from '../plugins/errors.js';
import { metricsAccessOf, isMonitoringRequest } from './operator-access.js';
import type { BetGame, ServerMetrics } from './server-metrics.js';

/** Where Prometheus scrapes (outside /api: no session, no CSRF, no database read before the answer). */
export const METRICS_PATH = '/metrics';

/** Requests that matched no route share one label, so random URLs cannot grow the series without bound. */
const UNMATCHED_ROUTE = 'unmatched';

function bodyOf(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Counts the answer of a bet route (route config `betGame`): a placed slip answers 2xx with its
 * `id`; anything else is a refusal labelled with the answer's `code` (validation, csrf,
 * insufficientFunds, ...), and the in-play call's 2xx "odds moved, confirm again" answer (result
 * '10', no slip) counts as 'oddsChanged'. A replayed Idempotency-Key placed nothing new: not counted.
 */
function countBet(metrics: ServerMetrics, game: BetGame, reply: FastifyReply, payload: unknown): void {
  if (reply.getHeader('idempotent-replay') === 'true') return;
  const body = bodyOf(payload);
  if (reply.statusCode < 300 && typeof body?.id === 'number') metrics.betsPlaced.inc({ game });
  else {
    const code = typeof body?.code === 'string' ? body.code : reply.statusCode < 300 ? 'oddsChanged' : `status${reply.statusCode}`;
    metrics.betsRefused.inc({ game, reason: code });
  }
}

/**
 * The request latency histogram and the bet counters (hooks on every route, registered before the
 * API so they apply inside it), and GET /metrics with the access rule of operator-access.ts.
 */
export function registerMetrics(app: FastifyInstance, metrics: ServerMetrics, config: AppConfig): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.requestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const game = request.routeOptions.config.betGame;
    if (game) countBet(metrics, game, reply, payload);
    return payload;
  });

  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const access = metricsAccessOf(config);
    if (!isMonitoringRequest(request, config)) {
      // Without a token nothing says the page exists; with one, the caller is told how to prove itself.
      if (access !== 'token') return apiNotFound(reply);
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: M.adminOnly, code: 'metricsTokenRequired' });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}
