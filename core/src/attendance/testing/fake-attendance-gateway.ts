import type { ApiError } from '../../shared/domain/api-error.js';
import { formatKstDate } from '../../shared/domain/kst.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { AttendanceGateway, AttendanceMonth } from '../application/attendance.gateway.js';

/** Check-ins kept in memory, one per KST day of the given clock, like the server's unique row. */
export class FakeAttendanceGateway implements AttendanceGateway {
  readonly days = new Set<string>();
  readonly asked: string[] = [];
  points = 100;
  failNext: ApiError | null = null;

  constructor(private readonly clock: Clock) {}

  async month(month: string): Promise<Result<AttendanceMonth, ApiError>> {
    this.asked.push(month);
    if (this.failNext) return this.failOnce();
    const today = formatKstDate(this.clock.now());
    const days = [...this.days].filter((d) => d.startsWith(month)).sort();
    return ok({ month, days, checkedToday: days.includes(today), points: this.points });
  }

  async checkIn(): Promise<Result<string, ApiError>> {
    if (this.failNext) return this.failOnce();
    const today = formatKstDate(this.clock.now());
    if (this.days.has(today)) {
      return fail({ kind: 'http', message: 'conflict', status: 409, body: { message: '오늘은 이미 출석체크를 하셨습니다.' } });
    }
    this.days.add(today);
    return ok(`출석체크가 완료되었습니다. ${this.points} 포인트가 지급되었습니다.`);
  }

  private failOnce(): Result<never, ApiError> {
    const failure = this.failNext as ApiError;
    this.failNext = null;
    return fail(failure);
  }
}
