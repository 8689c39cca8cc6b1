/**
 * Attendance check-in (spec 1 "claim attendance" and the /mypage/attendance screen). The spec
 * names no calls, so these two are ours; one contract per call (both ends read these).
 *
 * GET  /attendance?month=YYYY-MM -> AttendanceMonthDto (the member's check-in days of that KST month)
 * POST /attendance               -> AttendanceCheckInDto (once per KST day; 409 'alreadyChecked' after)
 */
import * as W from '../contract/index.js';

const attendanceMonth = W.obj({
  month: W.month(),
  /** 'YYYY-MM-DD' KST days the member checked in, ascending. */
  days: W.array(W.day()),
  checkedToday: W.bool(),
  /** Points a check-in credits (operator setting). */
  points: W.points(),
});
export type AttendanceMonthDto = W.TypeOf<typeof attendanceMonth>;

const checkInAnswer = W.obj({ message: W.string(), day: W.day() });
export type AttendanceCheckInDto = W.TypeOf<typeof checkInAnswer>;

export const attendanceMonthCall = W.defineCall({
  method: 'GET',
  path: '/attendance',
  /** Without a month the server answers the current KST month. */
  query: W.obj({ month: W.optional(W.month()) }),
  response: attendanceMonth,
});

/**
 * Credits points through the ledger, once per member and KST day. Not marked money-moving: the
 * day's unique row already makes a repeated POST harmless (the repeat is refused with 409).
 */
export const attendanceCheckInCall = W.defineCall({
  method: 'POST',
  path: '/attendance',
  response: checkInAnswer,
});
