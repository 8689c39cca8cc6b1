import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { BACKGROUND_POLL_HEADER } from '@bet/core/api';
import type { AppConfig } from '../app-types.js';
import { IDEMPOTENCY_HEADER } from './idempotency.js';
import { REQUEST_ID_HEADER } from './request-id.js';
import { CSRF_HEADER } from './session.js';

/** The request headers the site's client sends besides the simple ones (ky-http-port.ts, core's api client). */
export const CORS_REQUEST_HEADERS = ['content-type', CSRF_HEADER, IDEMPOTENCY_HEADER, BACKGROUND_POLL_HEADER, REQUEST_ID_HEADER] as const;

/** How long a browser may reuse a preflight's answer (s): one per call shape per ten minutes. */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * Cross-origin calls with the member's cookies, for the ALLOWED_ORIGINS alone (the UI served from
 * another origin, README "Pointing the UI at another API"). A request from one of them gets its
 * own origin back with `Access-Control-Allow-Credentials: true`; any other origin gets no CORS
 * header at all, so its page cannot read an answer (its preflight finds no route: 404). Registered
 * on the root before the API's scope: the preflight is answered in this hook, before the session
 * hook would ask an OPTIONS request for a login. Nothing is registered when no origin is allowed.
 */
export async function registerCors(app: FastifyInstance, { allowedOrigins }: Pick<AppConfig, 'allowedOrigins'>): Promise<void> {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [...CORS_REQUEST_HEADERS],
    // Read by the client: rate limits' wait, and the id a member quotes from a 5xx.
    exposedHeaders: ['retry-after', REQUEST_ID_HEADER],
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
}
