import type { AttendanceCalendar as CalendarModel } from '@bet/core/attendance';
import { DayCell, Grid } from './AttendancePage.styles.js';
import { ATTENDANCE_TEXTS as T } from './texts.js';

/** Pure: the month grid, Sunday first; a checked day is filled and says '출석', today is outlined. */
export function AttendanceCalendar({ calendar }: { readonly calendar: CalendarModel }) {
  return (
    <Grid aria-label={T.calendar} data-testid="attendance-calendar" data-month={calendar.month}>
      <thead>
        <tr>
          {T.weekdays.map((d) => (
            <th key={d} scope="col">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendar.weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, i) =>
              day === null ? (
                <td key={`pad-${i}`} />
              ) : (
                <DayCell
                  key={day.date}
                  $checked={day.checked}
                  $today={day.today}
                  data-date={day.date}
                  data-checked={day.checked ? 'true' : 'false'}
                  aria-current={day.today ? 'date' : undefined}
                >
                  {day.day}
                  {day.checked ? <span>{T.checkedMark}</span> : null}
                </DayCell>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
