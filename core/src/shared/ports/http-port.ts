import { portToken } from './port-token.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Path relative to the API base, e.g. "/member/12". */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** JSON body. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Marks a call that moves money: it carries header `Idempotency-Key`. The adapter never
   * retries it by itself (core retries the member's intent, see shared/application/money-intent).
   */
  readonly moneyMoving?: boolean;
  /**
   * A GET that changes state (a few spec calls are GETs): the adapter sends the CSRF header on it,
   * as it does on every POST, PUT and DELETE.
   */
  readonly stateChanging?: boolean;
  /**
   * The key of the member intent this call belongs to, the same on every retry of that intent.
   * Without it the adapter mints a fresh key for this one request.
   */
  readonly idempotencyKey?: string;
}

export interface HttpResponse {
  readonly status: number;
  /** Parsed JSON when the body is JSON, the text otherwise, undefined when empty. */
  readonly body: unknown;
}

/**
 * Transport to the site's API. Resolves with every HTTP status (the domain decides what a
 * status means); rejects only when no response arrived, with a `TransportError`.
 */
export interface HttpPort {
  /** Sends one request and resolves with the status and decoded body. */
  request(req: HttpRequest): Promise<HttpResponse>;
}
export const HttpPort = portToken<HttpPort>('HttpPort');

/** No response at all (network down, timeout, aborted). */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    message: string,
    readonly reason: 'network' | 'timeout' | 'aborted' = 'network',
  ) {
    super(message);
  }
}
