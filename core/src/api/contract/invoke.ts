/**
 * The client side of a call contract: encodes the domain arguments with the contract's wire
 * types, fills the path, sends through the one `ApiCaller` (errors, session statuses, retries)
 * and decodes the answer with the contract's response type.
 */
import type { MoneyIntent } from '../../shared/application/money-intent.js';
import type { QueryValue } from '../../shared/ports/http-port.js';
import { intentKey, type ApiCall, type ApiCaller, type ApiResult } from '../client/call.js';
import { fillPath, type AnswerOf, type CallArgs, type CallContract } from './call-contract.js';
import type { AnyWire } from './wire.js';
import { BACKGROUND_POLL_HEADER, BACKGROUND_POLL_VALUE } from '../contracts/background-poll.js';

export interface InvokeOptions {
  /** The member intent whose Idempotency-Key the call carries (money-moving calls). */
  readonly intent?: MoneyIntent;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Sent by a screen's timer, not by a person (a poll): marked with `X-Background-Poll`, so the
   * server does not count it as activity for the session's idle limit.
   */
  readonly background?: boolean;
}

/** The options a polled client method takes: only whether this call is a background poll. */
export type PollOptions = Pick<InvokeOptions, 'background'>;

const headersOf = (options: InvokeOptions): Readonly<Record<string, string>> | undefined =>
  options.background ? { ...options.headers, [BACKGROUND_POLL_HEADER]: BACKGROUND_POLL_VALUE } : options.headers;

const encodePart = (w: AnyWire | undefined, value: unknown): unknown => (w === undefined ? undefined : w.encode(value));

/** The `ApiCall` of a contract for these arguments (exported for tests of the encoding). */
export function toApiCall<C extends CallContract>(contract: C, args: CallArgs<C>, options: InvokeOptions = {}): ApiCall<AnswerOf<C>> {
  const a = args as { params?: unknown; query?: unknown; body?: unknown };
  const params = encodePart(contract.params, a.params) as Record<string, unknown> | undefined;
  const query = encodePart(contract.query, a.query) as Readonly<Record<string, QueryValue>> | undefined;
  const body = encodePart(contract.body, a.body);
  return {
    method: contract.method,
    path: fillPath(contract.path, params),
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
    ...(headersOf(options) === undefined ? {} : { headers: headersOf(options) }),
    ...(contract.moneyMoving ? { moneyMoving: true } : {}),
    ...(contract.method === 'GET' && contract.stateChanging ? { stateChanging: true } : {}),
    ...intentKey(options.intent),
    decoder: contract.response,
  };
}

/** Calls the server as the contract says; never throws (see client/call.ts). */
export const invoke = <C extends CallContract>(
  call: ApiCaller,
  contract: C,
  args: CallArgs<C>,
  options?: InvokeOptions,
): ApiResult<AnswerOf<C>> => call(toApiCall(contract, args, options));
