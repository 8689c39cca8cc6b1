import { invoke } from '../contract/index.js';
import { attendanceCheckInCall, attendanceMonthCall } from '../contracts/attendance.js';
import type { ApiCaller } from './call.js';

/** Attendance check-in (ours: the spec names no calls), from the calls' contracts. */
export const createAttendanceApi = (call: ApiCaller) => ({
  /** GET /attendance?month=YYYY-MM: the member's check-in days of the month. */
  month: (month: string) => invoke(call, attendanceMonthCall, { query: { month } }),
  /** POST /attendance: today's check-in. */
  checkIn: () => invoke(call, attendanceCheckInCall, {}),
});
export type AttendanceApi = ReturnType<typeof createAttendanceApi>;
