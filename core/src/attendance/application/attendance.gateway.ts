import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { portToken } from '../../shared/ports/port-token.js';

/** The member's check-ins of one KST month (GET /attendance?month=YYYY-MM). */
export interface AttendanceMonth {
  readonly month: string;
  readonly days: readonly string[];
  readonly checkedToday: boolean;
  /** Points one check-in credits. */
  readonly points: number;
}

/** Server calls of the attendance page (ours: the spec names none). The member is the session's. */
export interface AttendanceGateway {
  month(month: string): Promise<Result<AttendanceMonth, ApiError>>;
  /** POST /attendance: resolves with the server's text ('... N 포인트가 지급되었습니다.'). */
  checkIn(): Promise<Result<string, ApiError>>;
}
export const AttendanceGateway = portToken<AttendanceGateway>('AttendanceGateway');
