import type { FastifyRequest } from 'fastify';

/** Header values that would let a reader of the logs act as the member: never written. */
export const REDACTED_HEADERS = ['cookie', 'x-csrf-token', 'idempotency-key', 'authorization'] as const;

const REDACT_PATHS = [...REDACTED_HEADERS.map((name) => `req.headers["${name}"]`), 'res.headers["set-cookie"]'];

/**
 * Fastify/pino logger options: one line per request with method, url, address and headers (the
 * user agent and forwarded-for help an operator), and the session cookie, CSRF header and
 * idempotency key replaced by '[redacted]'. `stream` is for tests that read the lines.
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
    },
    ...(stream ? { stream } : {}),
  };
}
