import { map, type Observable } from 'rxjs';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { formatKstDate } from '../../shared/domain/kst.js';
import { withThousands } from '../../shared/domain/money.js';
import type { Clock } from '../../shared/ports/clock.js';
import { attendanceCalendar, shiftMonth, type AttendanceCalendar } from '../domain/attendance-calendar.js';
import { ATTENDANCE_MESSAGES as M } from '../domain/attendance.messages.js';
import type { AttendanceGateway, AttendanceMonth } from './attendance.gateway.js';

export interface AttendanceView {
  readonly calendar: AttendanceCalendar;
  readonly checkedToday: boolean;
  /** Points one check-in credits, with separators; null until the first answer. */
  readonly pointsText: string | null;
  /** The month shown is the current one (the check-in button belongs to it). */
  readonly isCurrentMonth: boolean;
  readonly loading: boolean;
  readonly checking: boolean;
  readonly alert: string | null;
}

export interface AttendanceDeps {
  readonly gateway: AttendanceGateway;
  /** Today and the current month are the clock's, in KST. */
  readonly clock: Clock;
  /** Asks the session to reload the member now, after a check-in credited points. */
  readonly refreshMember?: () => void;
}

interface AttendanceState {
  readonly month: string;
  readonly loaded: AttendanceMonth | null;
  readonly loading: boolean;
  readonly checking: boolean;
  readonly alert: string | null;
}

/**
 * The attendance page (/mypage/attendance): the month's calendar with the member's check-ins,
 * the previous and next months, and today's check-in (once per KST day; the server credits the
 * points and answers the text the alert shows).
 */
export class AttendanceViewModel {
  private readonly store: ViewModelStore<AttendanceState>;
  readonly state$: Observable<AttendanceView>;
  private readonly load: (month: string) => void;
  /** A double click checks in once. */
  private readonly send: () => void;

  constructor(private readonly deps: AttendanceDeps) {
    this.store = createViewModelStore<AttendanceState>({
      month: this.currentMonth(),
      loaded: null,
      loading: true,
      checking: false,
      alert: null,
    });
    this.state$ = this.store.state$.pipe(map((s) => this.toView(s)));
    const latest = this.store.latest(
      async (month: string) => ({ month, result: await deps.gateway.month(month) }),
      ({ month, result }) =>
        this.store.set(
          result.ok
            ? { loading: false, loaded: result.value }
            : { loading: false, loaded: null, month, alert: failureMessage(result.error) },
        ),
    );
    this.load = (month) => {
      this.store.set({ month, loading: true });
      latest(month);
    };
    this.send = this.store.exclusive(() => this.runCheckIn());
    this.load(this.store.get().month);
  }

  previousMonth(): void {
    this.load(shiftMonth(this.store.get().month, -1));
  }

  nextMonth(): void {
    this.load(shiftMonth(this.store.get().month, 1));
  }

  /** Today's check-in; the calendar then shows the current month with today marked. */
  checkIn(): void {
    this.send();
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }

  private async runCheckIn(): Promise<void> {
    this.store.set({ checking: true });
    const result = await this.deps.gateway.checkIn();
    if (result.ok) this.deps.refreshMember?.();
    this.store.set({ checking: false, alert: result.ok ? result.value || M.checkInDone : failureMessage(result.error, M.checkInFailed) });
    this.load(this.currentMonth());
  }

  private currentMonth(): string {
    return formatKstDate(this.deps.clock.now()).slice(0, 7);
  }

  private toView(s: AttendanceState): AttendanceView {
    const today = formatKstDate(this.deps.clock.now());
    const days = s.loaded?.month === s.month ? s.loaded.days : [];
    return {
      calendar: attendanceCalendar(s.month, days, today),
      checkedToday: s.loaded?.checkedToday ?? false,
      pointsText: s.loaded ? withThousands(s.loaded.points) : null,
      isCurrentMonth: s.month === today.slice(0, 7),
      loading: s.loading,
      checking: s.checking,
      alert: s.alert,
    };
  }
}
