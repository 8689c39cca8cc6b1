import fc from 'fast-check';
import { daysInMonth, isCalendarDay, isCalendarMonth } from './calendar.js';

describe('calendar days and months (issue 7 item 7)', () => {
  it.each(['2026-01-01', '2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '2100-12-31'])('accepts the real day %s', (day) =>
    expect(isCalendarDay(day)).toBe(true),
  );

  it.each([
    '2026-13-45',
    '9999-99-99',
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '1999-12-31',
    '2101-01-01',
    '2026-1-1',
    '20260101',
    '2026-01-01T00:00',
    '',
  ])('refuses %j', (day) => expect(isCalendarDay(day)).toBe(false));

  it.each([
    ['2026-01', true],
    ['2026-12', true],
    ['0000-01', false],
    ['2026-00', false],
    ['2026-13', false],
    ['2026-1', false],
    ['2026-01-01', false],
  ] as const)('month %s -> %s', (month, expected) => expect(isCalendarMonth(month)).toBe(expected));

  it('agrees with the JavaScript calendar on every day of 2000-2100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const date = new Date(Date.UTC(year, month - 1, day));
          const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          expect(isCalendarDay(text)).toBe(real);
          expect(daysInMonth(year, month)).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
        },
      ),
    );
  });
});
