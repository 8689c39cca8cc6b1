import { daysInMonth } from '../../shared/domain/calendar.js';
import { ATTENDANCE_MESSAGES as M } from './attendance.messages.js';

/** One day of the month grid. */
export interface AttendanceDay {
  /** 'YYYY-MM-DD' */
  readonly date: string;
  readonly day: number;
  readonly checked: boolean;
  readonly today: boolean;
}

/** Weeks from Sunday to Saturday; null pads the days of the neighbouring months. */
export interface AttendanceCalendar {
  readonly month: string;
  readonly title: string;
  readonly weeks: readonly (readonly (AttendanceDay | null)[])[];
  readonly checkedCount: number;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The month of `month` as a grid, marking the checked days and today ('YYYY-MM-DD', KST). */
export function attendanceCalendar(month: string, checkedDays: readonly string[], today: string): AttendanceCalendar {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  // A calendar fact of a given month, not a reading of the clock.
  const firstWeekday = new Date(Date.UTC(year, mon - 1, 1)).getUTCDay();
  const checked = new Set(checkedDays);
  const cells: (AttendanceDay | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth(year, mon); day++) {
    const date = `${month}-${pad(day)}`;
    cells.push({ date, day, checked: checked.has(date), today: date === today });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return { month, title: M.monthTitle(year, mon), weeks, checkedCount: cells.filter((c) => c?.checked === true).length };
}
