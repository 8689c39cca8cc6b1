import { HttpError } from './errors.js';

/**
 * One table from a domain refusal kind to its HTTP answer, so one refusal answers one way on
 * every route (docs/api-conventions.md). Kinds not listed are a member's input mistake: 400.
 */

/** Too little balance for the movement, whatever the currency or the rule that noticed it. */
export const INSUFFICIENT_FUNDS = { status: 409, code: 'insufficientFunds' } as const;

/** Kinds core's rules and the ledger use for "the balance is short" (each names its context). */
const SHORT_OF_FUNDS_KINDS: ReadonlySet<string> = new Set([
  'insufficientFunds',
  'insufficientCash',
  'above-balance',
  'amount-above-balance',
]);

const STATUS_OF_KIND: Readonly<Record<string, number>> = {
  'tether-maintenance': 403,
  'pending-request': 409,
};

/** The status and code a refusal of this kind answers with. */
export function refusalAnswer(kind: string, status = 400): { status: number; code: string } {
  if (SHORT_OF_FUNDS_KINDS.has(kind)) return INSUFFICIENT_FUNDS;
  return { status: STATUS_OF_KIND[kind] ?? status, code: kind };
}

/** A domain refusal (core's `{ kind, message }`) as the error a route throws. */
export function refusal(error: { readonly kind: string; readonly message: string }, extra?: Record<string, unknown>): HttpError {
  const answer = refusalAnswer(error.kind);
  return new HttpError(answer.status, error.message, answer.code, extra);
}

/** The balance is short: 409 `insufficientFunds` with the context's Korean message. */
export const insufficientFunds = (message: string): HttpError => new HttpError(INSUFFICIENT_FUNDS.status, message, INSUFFICIENT_FUNDS.code);
