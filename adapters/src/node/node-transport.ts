import { EventSource } from 'eventsource';
import { CSRF_COOKIE_NAME } from '../http/cookie-jar.js';
import { KyHttpPort } from '../http/ky-http-port.js';
import { EventSourceSsePort, type EventSourceFactory, type EventSourceLike } from '../sse/event-source-sse-port.js';
import { NodeCookies } from './node-cookies.js';

export interface NodeTransportOptions {
  /** API base, e.g. "http://127.0.0.1:3000/api". */
  readonly baseUrl: string;
  /** SSE base when the streams come from elsewhere; default `baseUrl`. */
  readonly sseBaseUrl?: string;
  /** Cookies shared with another transport (one "browser" of several clients); default a fresh jar. */
  readonly cookies?: NodeCookies;
  readonly timeoutMs?: number;
  /** See KyHttpPortOptions.getRetries (GETs only). */
  readonly getRetries?: number;
  /** See KyHttpPortOptions.newIdempotencyKey. */
  readonly newIdempotencyKey?: () => string;
  /** Backoff of the SSE reconnection (see SsePortOptions). */
  readonly initialBackoffMs?: number;
  readonly maxBackoffMs?: number;
}

/** Core's two transport ports for a client in Node, over one cookie jar. */
export interface NodeTransport {
  readonly http: KyHttpPort;
  readonly sse: EventSourceSsePort;
  readonly cookies: NodeCookies;
}

/**
 * EventSources of the `eventsource` package (the WHATWG EventSource for Node) whose requests go
 * through `fetch`: with NodeCookies' fetch they carry the member's session cookie.
 */
export function nodeEventSources(fetch: typeof globalThis.fetch): EventSourceFactory {
  // The package's EventSource is the WHATWG one; its event types are its own, not the DOM's.
  return (url) => new EventSource(url, { fetch }) as unknown as EventSourceLike;
}

/**
 * Everything a front end outside the browser needs to reach the API: core's `HttpPort` (ky, with
 * the cookie jar, the CSRF cookie sent back as `X-CSRF-Token` on state-changing calls as
 * docs/api-conventions.md asks) and `SsePort` (reconnecting EventSource with the same cookies).
 */
export function createNodeTransport(options: NodeTransportOptions): NodeTransport {
  const cookies = options.cookies ?? new NodeCookies(options.baseUrl);
  const http = new KyHttpPort({
    baseUrl: options.baseUrl,
    fetch: cookies.fetch,
    csrfToken: () => cookies.get(CSRF_COOKIE_NAME),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.getRetries !== undefined ? { getRetries: options.getRetries } : {}),
    ...(options.newIdempotencyKey ? { newIdempotencyKey: options.newIdempotencyKey } : {}),
  });
  const sse = new EventSourceSsePort({
    baseUrl: options.sseBaseUrl ?? options.baseUrl,
    create: nodeEventSources(cookies.fetch),
    ...(options.initialBackoffMs !== undefined ? { initialBackoffMs: options.initialBackoffMs } : {}),
    ...(options.maxBackoffMs !== undefined ? { maxBackoffMs: options.maxBackoffMs } : {}),
  });
  return { http, sse, cookies };
}
