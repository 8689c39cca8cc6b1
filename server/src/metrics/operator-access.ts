import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../app-types.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether the raw connection comes from this machine (never X-Forwarded-For, which a client can write). */
const fromLoopback = (request: FastifyRequest): boolean => LOOPBACK.has(request.raw.socket.remoteAddress ?? '');

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * How a monitoring caller may read GET /metrics and the detailed GET /api/health:
 * - 'token': METRICS_TOKEN is set, and the request must carry `Authorization: Bearer <token>`;
 * - 'loopback': no token, development: open to connections from this machine only;
 * - 'closed': no token, production: nobody (GET /metrics answers 404).
 */
export type MetricsAccess = 'token' | 'loopback' | 'closed';

export const metricsAccessOf = (config: AppConfig): MetricsAccess =>
  config.metricsToken ? 'token' : config.metricsOnLoopback ? 'loopback' : 'closed';

/** The request proves it is the operator's monitoring: the bearer token, or loopback when that is the rule. */
export function isMonitoringRequest(request: FastifyRequest, config: AppConfig): boolean {
  switch (metricsAccessOf(config)) {
    case 'token':
      return bearerMatches(request.headers.authorization, config.metricsToken!);
    case 'loopback':
      return fromLoopback(request);
    case 'closed':
      return false;
  }
}

/** An operator: logged in to the back office (admin session), or the monitoring caller above. */
export const isOperatorRequest = (request: FastifyRequest, config: AppConfig): boolean =>
  request.member?.isAdmin === true || isMonitoringRequest(request, config);
