import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy may look like (nginx's $request_id is 32 hex digits): short and printable. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Fastify's `genReqId`: the X-Request-Id of a trusted proxy (TRUST_PROXY set: the proxy in front
 * names every request, so its log and ours share the id), else a random UUID. Without a trusted
 * proxy the header is ignored: a client could otherwise make its requests look like others'.
 */
export function requestIdGenerator(trustProxy: boolean | string): (raw: IncomingMessage) => string {
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER];
    if (trustProxy !== false && typeof given === 'string' && VALID_REQUEST_ID.test(given)) return given;
    return randomUUID();
  };
}

const isJson = (type: unknown): boolean => typeof type === 'string' && type.startsWith('application/json');

/**
 * Every answer carries X-Request-Id, and every 5xx JSON body its `requestId` beside `{ message,
 * code }`: a member who reports a failure can quote it, and the operator finds the request's log
 * line (and the error logged with it) by that id.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 500 || typeof payload !== 'string' || !isJson(reply.getHeader('content-type'))) return payload;
    try {
      const body: unknown = JSON.parse(payload);
      if (typeof body !== 'object' || body === null || Array.isArray(body) || 'requestId' in body) return payload;
      return JSON.stringify({ ...body, requestId: request.id });
    } catch {
      return payload;
    }
  });
}
