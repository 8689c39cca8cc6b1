import type { FastifyInstance } from 'fastify';
import { attendanceCheckInCall, attendanceMonthCall } from '@bet/core/api';
import { formatKstDate } from '@bet/core/shared';
import type { AppDeps } from '../../app-types.js';
import { conflict } from '../../http/errors.js';
import { serve } from '../../http/contract-route.js';
import { memberOf } from '../route-kit.js';
import { readSettings } from '../settings/site-settings.js';
import { checkInDays } from './attendance-store.js';
import { ATTENDANCE_TEXTS, checkIn } from './attendance-use-cases.js';

export { ATTENDANCE_TEXTS } from './attendance-use-cases.js';

/**
 * Attendance (spec 1 and the /mypage/attendance screen; the spec names no calls, so these are
 * ours, one contract each in core/src/api/contracts/attendance.ts): GET /attendance?month=YYYY-MM
 * lists the member's check-in days, POST /attendance checks in once per KST day
 * (attendance-use-cases.ts). HTTP only.
 */
export async function attendanceRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  serve(api, attendanceMonthCall, {}, async (request) => {
    const today = formatKstDate(clock.now());
    const month = request.query.month ?? today.slice(0, 7);
    const days = await checkInDays(db, memberOf(request).id, month);
    return { month, days, checkedToday: days.includes(today), points: (await readSettings(db)).attendancePoints };
  });

  serve(api, attendanceCheckInCall, {}, async (request) => {
    const points = (await readSettings(db)).attendancePoints;
    const outcome = await checkIn(db, { memberId: memberOf(request).id, points, now: clock.now() });
    if (!outcome.ok) throw conflict(ATTENDANCE_TEXTS.already, outcome.kind);
    return { message: ATTENDANCE_TEXTS.done(points), day: outcome.day };
  });
}
