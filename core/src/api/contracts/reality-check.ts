/**
 * Reality checks (issue 13): the member's interval and session limit, and the login session's
 * time and result. Ours: the spec names no such calls.
 *
 * GET /mypage/reality-check  -> RealityCheckDto (the session member's settings, login time, stakes, wins and net since login)
 * PUT /mypage/reality-check  {intervalMinutes, sessionLimitMinutes} -> RealityCheckDto (400 for a choice not offered)
 * POST /mypage/reality-check/stop {reason} -> { stops } (the member ended play from a reality check ('stop') or the
 *                                            session limit's dialog ('sessionLimit'); the operator's back office counts them)
 */
import * as W from '../contract/index.js';

const realityCheckWire = W.obj({
  intervalMinutes: W.int(1, 1440),
  /** null: no session limit. */
  sessionLimitMinutes: W.nullable(W.int(1, 1440)),
  /** When this login session began (ISO). */
  loginAt: W.dateText(),
  stakes: W.won(),
  wins: W.won(),
  net: W.signedWon(),
});
export type RealityCheckDto = W.TypeOf<typeof realityCheckWire>;

export const realityCheckCall = W.defineCall({
  method: 'GET',
  path: '/mypage/reality-check',
  response: realityCheckWire,
});

export const saveRealityCheckCall = W.defineCall({
  method: 'PUT',
  path: '/mypage/reality-check',
  body: W.obj({ intervalMinutes: W.int(1, 1440), sessionLimitMinutes: W.nullable(W.int(1, 1440)) }),
  response: realityCheckWire,
});

export const realityCheckStopReason = W.literal('stop', 'sessionLimit');
export type RealityCheckStopReason = W.TypeOf<typeof realityCheckStopReason>;

export const realityCheckStopCall = W.defineCall({
  method: 'POST',
  path: '/mypage/reality-check/stop',
  body: W.obj({ reason: realityCheckStopReason }),
  /** How many times the member stopped so far. */
  response: W.obj({ stops: W.int(0) }),
});
