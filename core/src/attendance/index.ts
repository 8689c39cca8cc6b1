export { ATTENDANCE_MESSAGES } from './domain/attendance.messages.js';
export { attendanceCalendar, shiftMonth } from './domain/attendance-calendar.js';
export type { AttendanceCalendar, AttendanceDay } from './domain/attendance-calendar.js';
export { AttendanceGateway } from './application/attendance.gateway.js';
export type { AttendanceMonth } from './application/attendance.gateway.js';
export { AttendanceViewModel } from './application/attendance.view-model.js';
export type { AttendanceDeps, AttendanceView } from './application/attendance.view-model.js';
export { createApiAttendanceGateway } from './application/api-attendance-gateway.js';
