import fc from 'fast-check';
import { daysInMonth } from '../../shared/domain/calendar.js';
import { attendanceCalendar, shiftMonth } from './attendance-calendar.js';
import { ATTENDANCE_MESSAGES } from './attendance.messages.js';

describe('the attendance calendar', () => {
  it('lays November 2026 out from Sunday, marking check-ins and today', () => {
    const c = attendanceCalendar('2026-11', ['2026-11-02', '2026-11-22'], '2026-11-22');
    expect(c.title).toBe('2026년 11월');
    expect(c.weeks[0]?.map((d) => d?.day ?? null)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(c.weeks[4]?.map((d) => d?.day ?? null)).toEqual([29, 30, null, null, null, null, null]);
    expect(c.checkedCount).toBe(2);
    expect(c.weeks[3]?.[0]).toEqual({ date: '2026-11-22', day: 22, checked: true, today: true });
  });

  it('pads the first week to the weekday of the 1st (February 2026 starts on a Sunday, March on a Sunday, April on a Wednesday)', () => {
    expect(
      attendanceCalendar('2026-04', [], '')
        .weeks[0]?.slice(0, 4)
        .map((d) => d?.day ?? null),
    ).toEqual([null, null, null, 1]);
  });

  it('holds every day of any month once, in whole weeks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const text = `${year}-${String(month).padStart(2, '0')}`;
        const cells = attendanceCalendar(text, [], '').weeks.flat();
        expect(cells.length % 7).toBe(0);
        expect(cells.filter((d) => d !== null).map((d) => d.day)).toEqual(
          Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('moves months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });

  it('names the month and the check-in texts in Korean', () => {
    expect(ATTENDANCE_MESSAGES.monthTitle(2026, 3)).toBe('2026년 3월');
    expect(ATTENDANCE_MESSAGES.alreadyChecked).toBe('오늘은 이미 출석체크를 하셨습니다.');
  });
});
