import type { DomainError } from './result.js';

/** The catch-all text of spec section 8 when the server gives no message of its own. */
export const DEFAULT_PROBLEM_MESSAGE = '문제가 발생했습니다. 관리자에게 문의해주세요.';

/**
 * Why a server call did not give the expected data. View models show `message` in an alert:
 * the server's own Korean text when it sent one, else the spec's default.
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
