/**
 * Calendar days ('YYYY-MM-DD') and months ('YYYY-MM') as query and form values: real dates only
 * (no 2026-02-30, no month 00 or 13), in years the site can have data for, so date arithmetic
 * downstream (the KST day start) never sees an impossible or overflowing value.
 */
export const CALENDAR_MIN_YEAR = 2000;
export const CALENDAR_MAX_YEAR = 2100;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month of the proleptic Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const yearInRange = (year: number): boolean => year >= CALENDAR_MIN_YEAR && year <= CALENDAR_MAX_YEAR;

export function isCalendarMonth(text: string): boolean {
  const match = MONTH.exec(text);
  if (!match) return false;
  const month = Number(match[2]);
  return yearInRange(Number(match[1])) && month >= 1 && month <= 12;
}

export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return yearInRange(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
