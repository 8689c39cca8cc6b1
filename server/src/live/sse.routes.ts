import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '../app-types.js';
import { MEMBER_BALANCE_EVENT, MEMBER_SLIP_EVENTS } from '@bet/core/shared';
import { SERVER_MESSAGES } from '../http/messages.js';
import type { OddsMarketMessage } from './channels.js';
import { HttpSseSink } from './http-sse-sink.js';
import type { SseSelection } from './sse-connection.js';
import type { SseHub, LiveStreamName } from './sse-hub.js';

export interface LiveRoutesOptions {
  readonly hub: SseHub;
  /** The session's member id, or null for a visitor (member-addressed frames need it). */
  readonly memberIdOf: (request: FastifyRequest) => Promise<number | null>;
}

/** Most odds ids one slip stream may watch (a slip holds far fewer legs). */
export const MAX_SLIP_STREAM_IDS = 100;

const lastEventIdQuery = { lastEventId: { type: 'string', maxLength: 100 } } as const;

/**
 * GET /sse/{event|bet|general}, GET /sse/member and GET /sports-inplay/slip-stream?id&betIds.
 * Frames carry `id:`, `event:` and JSON `data:`; resume with the Last-Event-ID header or the
 * `lastEventId` query (EventSource cannot set headers on a fresh connection).
 */
export async function liveRoutes(app: FastifyInstance, options: LiveRoutesOptions): Promise<void> {
  const { hub } = options;

  app.get<{ Params: { source: 'event' | 'bet' | 'general' }; Querystring: { lastEventId?: string } }>(
    '/sse/:source',
    {
      config: { auth: 'public' },
      schema: {
        params: { type: 'object', required: ['source'], properties: { source: { type: 'string', enum: ['event', 'bet', 'general'] } } },
        querystring: { type: 'object', additionalProperties: false, properties: lastEventIdQuery },
      },
    },
    async (request, reply) => {
      const memberId = await options.memberIdOf(request);
      open(hub, request, reply, request.params.source, { memberId, lastEventId: lastEventIdOf(request) });
    },
  );

  app.get<{ Querystring: { lastEventId?: string } }>(
    '/sse/member',
    {
      config: { auth: 'public' },
      schema: { querystring: { type: 'object', additionalProperties: false, properties: lastEventIdQuery } },
    },
    async (request, reply) => {
      const memberId = await options.memberIdOf(request);
      if (memberId === null) return reply.code(401).send({ message: SERVER_MESSAGES.loginRequired, code: 'loginRequired' });
      openMemberStream(hub, request, reply, memberId);
      return reply;
    },
  );

  app.get<{ Querystring: { id?: string; betIds?: string | string[]; lastEventId?: string } }>(
    '/sports-inplay/slip-stream',
    {
      config: { auth: 'public' },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            id: { type: 'string', maxLength: 64 },
            betIds: {
              anyOf: [
                { type: 'string', maxLength: 2_000 },
                { type: 'array', maxItems: MAX_SLIP_STREAM_IDS, items: { type: 'string', maxLength: 20 } },
              ],
            },
            ...lastEventIdQuery,
          },
        },
      },
    },
    async (request, reply) => {
      const ids = parseIdList(request.query.betIds);
      if (ids === null) {
        return reply.code(400).send({ message: '구독할 배당을 확인해주세요.', code: 'invalidBetIds' });
      }
      const memberId = await options.memberIdOf(request);
      open(hub, request, reply, 'odds', {
        memberId,
        lastEventId: lastEventIdOf(request),
        accepts: (_event, data) => oddsFrameFor(ids, data),
      });
      return reply;
    },
  );
}

/**
 * What a slip stream watching `ids` takes of an odds frame: a single row when it is one of them;
 * of a market frame, the frame when it watches every row (formatted once for all such clients),
 * else only its own rows, and nothing when it watches none.
 */
export function oddsFrameFor(ids: ReadonlySet<number>, data: unknown): SseSelection {
  const rows = (data as Partial<OddsMarketMessage> | null)?.odds;
  if (!Array.isArray(rows)) return ids.has(Number((data as { id?: unknown } | null)?.id));
  const mine = rows.filter((r: { id?: unknown }) => ids.has(Number(r.id)));
  if (mine.length === rows.length) return true;
  return mine.length === 0 ? false : { narrowed: { ...(data as OddsMarketMessage), odds: mine } };
}

/** "1,2,3" or repeated keys -> set of positive integers; null if malformed or too many. */
export function parseIdList(value: string | string[] | undefined): Set<number> | null {
  const parts = (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.length > MAX_SLIP_STREAM_IDS) return null;
  const ids = new Set<number>();
  for (const part of parts) {
    if (!/^\d{1,15}$/.test(part)) return null;
    ids.add(Number(part));
  }
  return ids;
}

function lastEventIdOf(request: FastifyRequest): string | null {
  const header = request.headers['last-event-id'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = (request.query as { lastEventId?: string }).lastEventId;
  return fromHeader ?? fromQuery ?? null;
}

/**
 * The member's own frames of the 'bet' and 'general' sources over one connection: a browser holds
 * at most six connections to a host and every open stream holds one for good, so two more streams
 * beside a sports page's event and odds streams left too few for its calls (bets timed out). Only
 * member-addressed frames are sent (the 'general' source's round frames are everyone's). No resume:
 * the frames are signals to reload the member, and the 5-second poll covers a gap.
 */
function openMemberStream(hub: SseHub, request: FastifyRequest, reply: FastifyReply, memberId: number): void {
  const sink = startStream(reply);
  const connections = [
    hub.attach('bet', sink, { memberId, accepts: (event) => MEMBER_SLIP_EVENTS.includes(event) }),
    hub.attach('general', sink, { memberId, accepts: (event) => event === MEMBER_BALANCE_EVENT }),
  ];
  request.raw.on('close', () => {
    for (const connection of connections) connection.close();
  });
}

function startStream(reply: FastifyReply): HttpSseSink {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  return new HttpSseSink(res);
}

function open(
  hub: SseHub,
  request: FastifyRequest,
  reply: FastifyReply,
  stream: LiveStreamName,
  attach: Parameters<SseHub['attach']>[2],
): void {
  const connection = hub.attach(stream, startStream(reply), attach);
  request.raw.on('close', () => connection.close());
}
