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
  // 403: the member may not do this (now).
  'tether-maintenance': 403,
  tetherMaintenance: 403,
  otherMember: 403,
  notNoticeWriter: 403,
  signUpClosed: 403,
  maintenance: 403,
  gameRestricted: 403,
  // Responsible play (issue 13): an exclusion or a member's own limit forbids it; the operator
  // may not end an exclusion early.
  excluded: 403,
  limitExceeded: 403,
  exclusionLocked: 403,
  // Reality checks: the member's own session time limit is reached (issue 13 part B).
  sessionLimitReached: 403,
  // Bets (sports, mini-games, virtual games): a member id in the body that is not the session's.
  forbidden: 403,
  // The casino provider's callback carries a bad signature.
  badSignature: 403,
  // 401: a guest asked for a member's own records (a wheel's spins on the fairness page).
  loginRequired: 401,
  // 401: the operator's login needs (another) second-factor code (issue 11).
  secondFactorRequired: 401,
  secondFactorWrong: 401,
  secondFactorReplayed: 401,
  secondFactorExpired: 401,
  // 404: the thing named does not exist (for this member). Login refusals are 404 too (spec 8:
  // the login dialog shows a 404's text).
  notFound: 404,
  nothingToCancel: 404,
  depositAccountMissing: 404,
  fileMissing: 404,
  // Mini-game and virtual boards, settings and verification: the game or round named does not exist.
  gameNotFound: 404,
  roundNotFound: 404,
  // Sports: the slip or fixture named does not exist (for this member).
  slipNotFound: 404,
  fixtureNotFound: 404,
  loginFailed: 404,
  login_pending: 404,
  login_rejected: 404,
  login_blocked: 404,
  // 409: the state of the record or the member forbids it.
  'pending-request': 409,
  notHideable: 409,
  unread: 409,
  staleMember: 409,
  duplicate: 409,
  notPending: 409,
  alreadyProcessed: 409,
  // The operator's USDT queue: the id names a won request.
  notUsdt: 409,
  noCoupon: 409,
  alreadyChecked: 409,
  raiseNotYet: 409,
  // The operator's betting desk: a slip voided already, or no longer waiting.
  alreadyVoided: 409,
  notVoidable: 409,
  noPendingChange: 409,
  // The operator's banners: the first cannot move up, nor the last down.
  bannerAtEdge: 409,
  alreadyExcluded: 409,
  // Round bets: the game is in maintenance, betting on the round closed, the price moved, or the
  // member's one bet on a mini-game round is taken.
  gameMaintenance: 409,
  roundClosed: 409,
  oddsChanged: 409,
  miniGameRoundTaken: 409,
  // Sports bets: the fixture kicked off (pre-match) or is not live (in-play), the market is suspended.
  fixtureStarted: 409,
  fixtureNotLive: 409,
  marketSuspended: 409,
  // Sports history: only a waiting slip before its kick-off is cancelled; a waiting slip is not hidden.
  cancelNotWaiting: 409,
  cancelStarted: 409,
  deleteWaiting: 409,
  // The operator's results: none before the kick-off, a settled score stands.
  resultBeforeStart: 409,
  resultScoreSettled: 409,
  // 502: the casino provider could not make the member's game account (spec 8: its failure).
  gameAccountFailed: 502,
  // 429 and 503: too many tries; the password hasher is saturated.
  throttled: 429,
  busy: 503,
};

/**
 * Kinds answered under another kind's code with their own status: a bet naming a game or round
 * that does not exist is the member's input mistake (400), while the same code on a board is 404.
 */
const ANSWER_OF_KIND: Readonly<Record<string, { readonly status: number; readonly code: string }>> = {
  betGameNotFound: { status: 400, code: 'gameNotFound' },
  betRoundNotFound: { status: 400, code: 'roundNotFound' },
};

/** The status and code a refusal of this kind answers with. */
export function refusalAnswer(kind: string, status = 400): { status: number; code: string } {
  if (SHORT_OF_FUNDS_KINDS.has(kind)) return INSUFFICIENT_FUNDS;
  const aliased = ANSWER_OF_KIND[kind];
  if (aliased) return aliased;
  return { status: STATUS_OF_KIND[kind] ?? status, code: kind };
}

/** A domain refusal (core's `{ kind, message }`) as the error a route throws. */
export function refusal(error: { readonly kind: string; readonly message: string }, extra?: Record<string, unknown>): HttpError {
  const answer = refusalAnswer(error.kind);
  return new HttpError(answer.status, error.message, answer.code, extra);
}

/** The balance is short: 409 `insufficientFunds` with the context's Korean message. */
export const insufficientFunds = (message: string): HttpError => new HttpError(INSUFFICIENT_FUNDS.status, message, INSUFFICIENT_FUNDS.code);

/** What a use case returns: its value, or a refusal kind (mapped above) with the member's message. */
export type Refused<K extends string = string> = {
  readonly ok: false;
  readonly kind: K;
  readonly message: string;
  readonly extra?: Readonly<Record<string, unknown>>;
};
export type Outcome<T, K extends string = string> = { readonly ok: true; readonly value: T } | Refused<K>;

export const done = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const refuse = <K extends string>(kind: K, message: string, extra?: Record<string, unknown>): Refused<K> =>
  extra === undefined ? { ok: false, kind, message } : { ok: false, kind, message, extra };

/** The value of an outcome, or its refusal thrown as the HTTP answer the table gives its kind. */
export function valueOf<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw refusal(outcome, outcome.extra === undefined ? undefined : { ...outcome.extra });
}
