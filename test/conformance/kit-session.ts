/**
 * One "browser" of the kit: core's API caller over the real HTTP adapter with its own cookie jar,
 * and a second port on the same jar that leaves out the X-CSRF-Token header (to check that the
 * server refuses a state-changing call without it). Every raw answer is kept for the schema check.
 */
import { createApiClient, type ApiCaller } from '@bet/core/api';
import type { HttpPort, HttpRequest, HttpResponse } from '@bet/core/shared';
import { KyHttpPort, MemoryCookieJar } from '@bet/adapters';

const CSRF_HEADER = 'x-csrf-token';
const TIMEOUT_MS = 30_000;

/** The last raw answer a port returned (status and body as the adapter parsed them). */
class RecordingPort implements HttpPort {
  last: HttpResponse | null = null;
  constructor(private readonly inner: HttpPort) {}

  async request(req: HttpRequest): Promise<HttpResponse> {
    this.last = null;
    this.last = await this.inner.request(req);
    return this.last;
  }
}

/** fetch that drops the CSRF header the adapter adds from the jar's `csrf` cookie. */
const fetchWithoutCsrf: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  request.headers.delete(CSRF_HEADER);
  return fetch(request);
};

export interface KitPort {
  readonly call: ApiCaller;
  /** The raw answer of the last call through `call`, null when none arrived. */
  lastAnswer(): HttpResponse | null;
}

export interface KitSession {
  /** Calls as core's client sends them (the CSRF header on state-changing calls). */
  readonly normal: KitPort;
  /** The same cookies, no CSRF header. */
  readonly withoutCsrf: KitPort;
  /** Whether the jar holds a session cookie the server set. */
  hasCookie(name: string): boolean;
}

function kitPort(http: HttpPort): KitPort {
  const recording = new RecordingPort(http);
  const { call } = createApiClient(recording);
  return { call, lastAnswer: () => recording.last };
}

/** `apiBase`: where the spec's paths live, e.g. https://example.com/api. */
export function openKitSession(apiBase: string): KitSession {
  const jar = new MemoryCookieJar();
  const options = { baseUrl: apiBase, cookieJar: jar, timeoutMs: TIMEOUT_MS, getRetries: 0 };
  return {
    normal: kitPort(new KyHttpPort(options)),
    withoutCsrf: kitPort(new KyHttpPort({ ...options, fetch: fetchWithoutCsrf })),
    hasCookie: (name) => jar.get(name) !== null,
  };
}
