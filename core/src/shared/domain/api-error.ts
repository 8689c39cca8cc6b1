import type { DomainError } from './result.js';

/** The catch-all text of spec section 8 when the server gives no message of its own. */
export const DEFAULT_PROBLEM_MESSAGE = '문제가 발생했습니다. 관리자에게 문의해주세요.';

/**
 * 503 with this code: the server could not finish the request because a part it depends on (the
 * database) was away for a moment; whatever it had begun was rolled back. The same request may be
 * sent again (a money call with its same Idempotency-Key: a bet that did commit is replayed).
 */
export const RETRY_LATER_CODE = 'retryLater';
export const RETRY_LATER_MESSAGE = '일시적으로 요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.';

/**
 * Why a server call did not give the expected data. `message` is the server's own Korean text
 * when it sent one, else a client text (the spec's default, or the API client's "no connection"
 * text); view models put `failureMessage(error)` in their alerts.
 * - http: a non-2xx answer (status kept, e.g. 409 for moved odds, with the server `body`)
 * - session: one of the session codes 555/556/406/500/600 (the Session feature acts on these)
 * - transport: no answer at all
 * - decode: an answer whose shape is not what the contract says (bad server data, not a crash)
 */
export interface ApiError extends DomainError<'http' | 'session' | 'transport' | 'decode'> {
  readonly status?: number;
  readonly code?: string;
  readonly body?: unknown;
}

export const apiError = (
  kind: ApiError['kind'],
  message: string,
  extra: { status?: number; code?: string; body?: unknown } = {},
): ApiError => ({ kind, message, ...extra });

/**
 * What an alert says about a failed call (spec 8: "the server text, else the default"). The
 * server's text is the `message` of its error body; failing that, an http error's own message
 * when the client put a specific one there rather than the catch-all. Anything else (no answer,
 * an answer that does not decode, a blank text) shows `fallback`: the spec's default unless the
 * screen names its own (the USD deposit and money conversion failures).
 */
export function failureMessage(error: ApiError, fallback: string = DEFAULT_PROBLEM_MESSAGE): string {
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const text = (body as { message?: unknown }).message;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  if (error.kind === 'http' && error.message.trim() !== '' && error.message !== DEFAULT_PROBLEM_MESSAGE) {
    return error.message;
  }
  return fallback;
}
