/**
 * Responsible play (issue 13 part A: limits, cool-off, self-exclusion; the spec names no calls,
 * so these are ours). Times are epoch milliseconds (the screen formats them in KST with core's
 * helpers); money is whole won.
 *
 * GET  /responsible-play                  -> ResponsiblePlayDto (limits, pending changes, the period sums, the exclusion in force)
 * PUT  /responsible-play/limits           -> { message, applied } (lower = at once; raise/remove = pending 24 h)
 * POST /responsible-play/limits/confirm   -> { message } (a pending raise/removal once its 24 h passed)
 * POST /responsible-play/limits/cancel    -> { message } (drops a pending raise/removal)
 * POST /responsible-play/exclusion        -> { message, endsAt } (a cool-off or self-exclusion; cannot be undone)
 * GET  /admin/responsible-play?q&page&perpage -> AdminResponsiblePlayRowDto[] (operator: members with a limit, a
 *                                           pending change, an exclusion in force, reality-check settings or stops)
 */
import * as W from '../contract/index.js';
import { pagingShape } from './common.js';

const limitKind = W.literal('deposit', 'wager', 'loss');
const limitPeriod = W.literal('day', 'week', 'month');
const duration = W.literal('24h', '7d', '30d', '6m', '1y', '5y', 'permanent');
const epochMs = (): W.Req<number> => W.int(0, 8_640_000_000_000_000);

const limitRow = W.obj({
  kind: limitKind,
  period: limitPeriod,
  /** The limit in force; null = none. */
  amount: W.nullable(W.won()),
  /** A raise or removal waiting for its 24 hours and the member's confirmation. */
  pending: W.nullable(W.obj({ amount: W.nullable(W.won()), effectiveAt: epochMs() })),
});

const exclusionWire = W.obj({
  kind: W.literal('coolOff', 'selfExclusion'),
  duration,
  startsAt: epochMs(),
  /** null = permanent. */
  endsAt: W.nullable(epochMs()),
});

const periodSums = W.obj({ day: W.signedWon(), week: W.signedWon(), month: W.signedWon() });

const responsiblePlay = W.obj({
  limits: W.array(limitRow, 9),
  /** What the member used of each period now: deposits, stakes, net loss (negative when ahead). */
  used: W.obj({ deposit: periodSums, wager: periodSums, loss: periodSums }),
  exclusion: W.nullable(exclusionWire),
});
export type ResponsiblePlayDto = W.TypeOf<typeof responsiblePlay>;

const messageAnswer = W.obj({ message: W.string() });

export const responsiblePlayCall = W.defineCall({ method: 'GET', path: '/responsible-play', response: responsiblePlay });

export const setLimitCall = W.defineCall({
  method: 'PUT',
  path: '/responsible-play/limits',
  /** amount null removes the limit (after 24 hours and a confirmation). */
  body: W.obj({ kind: limitKind, period: limitPeriod, amount: W.nullable(W.won()) }),
  response: W.obj({ message: W.string(), applied: W.bool() }),
});

export const confirmLimitCall = W.defineCall({
  method: 'POST',
  path: '/responsible-play/limits/confirm',
  body: W.obj({ kind: limitKind, period: limitPeriod }),
  response: messageAnswer,
});

export const cancelLimitChangeCall = W.defineCall({
  method: 'POST',
  path: '/responsible-play/limits/cancel',
  body: W.obj({ kind: limitKind, period: limitPeriod }),
  response: messageAnswer,
});

export const startExclusionCall = W.defineCall({
  method: 'POST',
  path: '/responsible-play/exclusion',
  body: W.obj({ duration }),
  response: W.obj({ message: W.string(), endsAt: W.nullable(epochMs()) }),
});

/** The operator's view of one member's limits, sums and exclusion (admin only). */
export const adminMemberResponsiblePlayCall = W.defineCall({
  method: 'GET',
  path: '/admin/members/:id/responsible-play',
  params: W.obj({ id: W.id() }),
  response: responsiblePlay,
});

/**
 * The operator asks to end a member's cool-off or self-exclusion. Issue 13: the operator
 * cannot lift one early, so while one is in force this is always refused (403
 * 'exclusionLocked'); with none in force there is nothing to lift (404). It never answers 2xx.
 */
export const adminLiftExclusionCall = W.defineCall({
  method: 'DELETE',
  path: '/admin/members/:id/exclusion',
  params: W.obj({ id: W.id() }),
  response: messageAnswer,
});

/** One member of the operator's responsible-play list. */
const adminResponsiblePlayRow = W.obj({
  id: W.id(),
  userId: W.string(),
  nickname: W.string(),
  /** Only the limits set or with a pending change. */
  limits: W.array(limitRow, 9),
  exclusion: W.nullable(exclusionWire),
  /** The member's reality-check choices; null = the defaults. */
  realityCheck: W.nullable(W.obj({ intervalMinutes: W.int(1, 1440), sessionLimitMinutes: W.nullable(W.int(1, 1440)) })),
  /** Times the member ended play from a reality check or at the session limit, and the last one. */
  stops: W.int(0),
  lastStopAt: W.nullable(epochMs()),
});
export type AdminResponsiblePlayRowDto = W.TypeOf<typeof adminResponsiblePlayRow>;

/** The operator's list: newest member first; `q` is part of the login id or the nickname. */
export const adminResponsiblePlayListCall = W.defineCall({
  method: 'GET',
  path: '/admin/responsible-play',
  query: W.obj({ q: W.optional(W.text(40)), ...pagingShape }),
  response: W.array(adminResponsiblePlayRow),
});
