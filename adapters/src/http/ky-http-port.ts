import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import { TransportError, type HttpPort, type HttpRequest, type HttpResponse, type QueryValue } from '@bet/core/shared';
import { CSRF_COOKIE_NAME, type CookieJar } from './cookie-jar.js';

export interface KyHttpPortOptions {
  /** API base, e.g. "http://127.0.0.1:3000/api" or "/api" in the browser. */
  readonly baseUrl: string;
  readonly timeoutMs?: number;
  /**
   * Retries for GETs only (they are idempotent). Money-moving calls are never retried here: core
   * retries the member's intent with its one key and tells the member (shared/application/money-intent).
   */
  readonly getRetries?: number;
  /** Where the CSRF token comes from: the browser's document.cookie or a jar. */
  readonly csrfToken?: () => string | null;
  /** A cookie jar for runtimes without a browser cookie store. */
  readonly cookieJar?: CookieJar;
  /** Key for a money-moving call that brings none of its own (`HttpRequest.idempotencyKey`). */
  readonly newIdempotencyKey?: () => string;
  readonly fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * HttpPort over ky. Every HTTP status resolves with its body: the domain decides
 * what 555/556/406/500/600 mean. Only a missing response rejects, as TransportError.
 */
export class KyHttpPort implements HttpPort {
  private readonly client: KyInstance;

  constructor(private readonly options: KyHttpPortOptions) {
    const jar = options.cookieJar;
    this.client = ky.create({
      prefixUrl: options.baseUrl,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      // ky retries only by catching HTTPError, so errors are thrown and turned back into
      // responses below: every status still resolves.
      throwHttpErrors: true,
      credentials: 'include',
      ...(options.fetch ? { fetch: options.fetch } : {}),
      hooks: jar
        ? {
            beforeRequest: [
              (request) => {
                const cookie = jar.header();
                if (cookie) request.headers.set('cookie', cookie);
              },
            ],
            afterResponse: [
              (_req, _opts, response) => {
                jar.store(response.headers.getSetCookie());
              },
            ],
          }
        : {},
    });
  }

  async request(req: HttpRequest): Promise<HttpResponse> {
    const headers: Record<string, string> = { ...req.headers };
    if (req.method !== 'GET' || req.stateChanging) {
      const csrf = this.options.csrfToken?.() ?? this.options.cookieJar?.get(CSRF_COOKIE_NAME) ?? null;
      if (csrf) headers['x-csrf-token'] = csrf;
    }
    if (req.moneyMoving) headers['idempotency-key'] = req.idempotencyKey ?? (this.options.newIdempotencyKey ?? defaultKey)();

    const opts: Options = {
      method: req.method,
      headers,
      searchParams: toSearchParams(req.query),
      retry: req.method === 'GET' ? { limit: this.options.getRetries ?? 2, methods: ['get'], statusCodes: [408, 502, 503, 504] } : 0,
    };
    if (req.body !== undefined) opts.json = req.body;

    try {
      const response = await this.client(req.path.replace(/^\//, ''), opts);
      return { status: response.status, body: await readBody(response) };
    } catch (error) {
      if (error instanceof HTTPError) return { status: error.response.status, body: await readBody(error.response) };
      throw toTransportError(error);
    }
  }
}

function defaultKey(): string {
  return globalThis.crypto.randomUUID();
}

export function toSearchParams(query: HttpRequest['query']): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  return params;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text; // a broken JSON body is handed on as text; the client's decoder refuses it
    }
  }
  return text;
}

function toTransportError(error: unknown): TransportError {
  if (error instanceof TransportError) return error;
  if (error instanceof TimeoutError) return new TransportError('요청 시간이 초과되었습니다.', 'timeout');
  if (error instanceof Error && error.name === 'AbortError') return new TransportError('요청이 취소되었습니다.', 'aborted');
  return new TransportError('서버에 연결할 수 없습니다.', 'network');
}
