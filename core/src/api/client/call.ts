/**
 * The one place where an HTTP answer becomes a typed `Result`. Every family's methods go through
 * `call`, so the rules hold for all of them:
 * - never throws: no answer (TransportError, or any rejection) -> kind 'transport';
 * - session statuses 555/556/406/500/600 -> kind 'session', and the status is published on
 *   `sessionSignals` so the Session feature can log out or blank the page;
 * - other non-2xx -> kind 'http' with the server's `message` (JSON body), else the spec's default;
 * - 2xx whose body fails the decoder -> kind 'decode' with the path of the bad value.
 */
import type { Subject } from 'rxjs';
import { apiError, DEFAULT_PROBLEM_MESSAGE, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';
import type { HttpPort, HttpRequest, HttpResponse } from '../../shared/ports/http-port.js';
import { API_MESSAGES } from '../api.messages.js';
import type { DecodeFailure, Decoder } from '../decode.js';

/** Spec section 8: 555 logged in elsewhere, 556 logged out, 406 blocked IP, 500, 600 blank page. */
export const API_SESSION_STATUSES: readonly number[] = [555, 556, 406, 500, 600];

export type ApiResult<T> = Promise<Result<T, ApiError>>;

/** A decode failure keeps the path so logs and tests can say which field was wrong. */
export interface ApiDecodeError extends ApiError {
  readonly kind: 'decode';
  readonly path: string;
  readonly detail: string;
}

/** A request as the HttpPort sends it (the fields are documented there once), with its answer's decoder. */
export interface ApiCall<T> extends HttpRequest {
  readonly decoder: Decoder<T>;
}

export type ApiCaller = <T>(spec: ApiCall<T>) => ApiResult<T>;

/** The call fields of a member intent's key (`...intentKey(intent)`), none without an intent. */
export const intentKey = (intent?: MoneyIntent): { idempotencyKey?: string } => (intent ? { idempotencyKey: intent.idempotencyKey } : {});

/** Builds a path from a template, URL-encoding every interpolated value: path`/member/${id}`. */
export function path(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce((out, s, i) => out + s + (i < values.length ? encodeURIComponent(String(values[i])) : ''), '');
}

/** The server's Korean text when the body is `{ message: "..." }`; text bodies (proxy pages) are not shown. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const m = (body as { message?: unknown }).message;
  return typeof m === 'string' && m.trim() !== '' ? m : undefined;
}

function serverCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const c = (body as { code?: unknown }).code;
  return typeof c === 'string' || typeof c === 'number' ? String(c) : undefined;
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

function toRequest<T>(spec: ApiCall<T>): HttpRequest {
  const { decoder: _decoder, ...rest } = spec;
  const req: { -readonly [K in keyof HttpRequest]: HttpRequest[K] } = { method: rest.method, path: rest.path };
  if (rest.query !== undefined) req.query = rest.query;
  if (rest.body !== undefined) req.body = rest.body;
  if (rest.headers !== undefined) req.headers = rest.headers;
  if (rest.moneyMoving) req.moneyMoving = true;
  if (rest.stateChanging) req.stateChanging = true;
  if (rest.idempotencyKey !== undefined) req.idempotencyKey = rest.idempotencyKey;
  return req;
}

function decodeError(status: number, failure: DecodeFailure): ApiDecodeError {
  return { kind: 'decode', message: DEFAULT_PROBLEM_MESSAGE, status, path: failure.path, detail: failure.message };
}

/** Creates the caller; statuses of `API_SESSION_STATUSES` are pushed to `sessionSignals`. */
export function createApiCaller(http: HttpPort, sessionSignals: Subject<number>): ApiCaller {
  return async <T>(spec: ApiCall<T>): ApiResult<T> => {
    let res: HttpResponse;
    try {
      res = await http.request(toRequest(spec));
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      return fail(apiError('transport', API_MESSAGES.transport, { body: reason }));
    }
    const message = serverMessage(res.body) ?? DEFAULT_PROBLEM_MESSAGE;
    const code = serverCode(res.body);
    const extra = code === undefined ? { status: res.status, body: res.body } : { status: res.status, code, body: res.body };
    if (API_SESSION_STATUSES.includes(res.status)) {
      sessionSignals.next(res.status);
      return fail(apiError('session', message, extra));
    }
    if (!isSuccess(res.status)) return fail(apiError('http', message, extra));
    try {
      const decoded = spec.decoder.decode(res.body);
      return decoded.ok ? ok(decoded.value) : fail(decodeError(res.status, decoded.error));
    } catch (e) {
      // Decoders are total; a throw here is a bug in a contract's `map`, still not a crash for the member.
      return fail(
        decodeError(res.status, { path: '$', depth: 0, expected: 'a decodable body', found: String(e), message: `$: ${String(e)}` }),
      );
    }
  };
}
