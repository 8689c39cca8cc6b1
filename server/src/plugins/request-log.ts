import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Header values that would let a reader of the logs act as the member: never written. */
export const REDACTED_HEADERS = ['cookie', 'x-csrf-token', 'idempotency-key', 'authorization'] as const;

const REDACT_PATHS = [...REDACTED_HEADERS.map((name) => `req.headers["${name}"]`), 'res.headers["set-cookie"]'];

/**
 * Fastify/pino logger options: JSON lines; a request's line has method, url, address and headers
 * (the user agent and forwarded-for help an operator), with the session cookie, CSRF header,
 * idempotency key and bearer token replaced by '[redacted]'. `stream` is for tests that read the lines.
 */
export function requestLoggerOptions(stream?: { write(line: string): void }) {
  return {
    level: 'info',
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url,
        remoteAddress: request.ip,
        headers: { ...request.headers },
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One log line per request, written when the answer has gone (Fastify's own two lines, "incoming
 * request" and "request completed", are turned off with `disableRequestLogging`). The line carries
 * `reqId` (the X-Request-Id of the answer and the `requestId` of a 5xx body), the route pattern,
 * the status and the time taken; a 5xx is logged as an error.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = { req: request, res: reply, route: request.routeOptions.url ?? null, responseTime: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.error(line, 'request completed');
    else request.log.info(line, 'request completed');
  });
}
