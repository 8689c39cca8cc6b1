// The attendance page: /mypage/attendance (daily check-in and its calendar).
export * from './AttendancePage.js';
export * from './AttendanceCalendar.js';
export { ATTENDANCE_TEXTS } from './texts.js';
export * from './dialogs.js';
