import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';

/**
 * Texts of the attendance page the rules produce (spec 1 names the check-in only; written
 * here). The server's own answer ('출석체크가 완료되었습니다. N 포인트가 지급되었습니다.', or
 * '오늘은 이미 출석체크를 하셨습니다.') is what the alert shows when it sends one.
 */
export const ATTENDANCE_MESSAGES = {
  checkInDone: '출석체크가 완료되었습니다.',
  checkInFailed: DEFAULT_PROBLEM_MESSAGE,
  alreadyChecked: '오늘은 이미 출석체크를 하셨습니다.',
  /** The server's answer to a check-in that credited the day's points. */
  checkInRewarded: (points: number): string => `출석체크가 완료되었습니다. ${points} 포인트가 지급되었습니다.`,
  monthTitle: (year: number, month: number): string => `${year}년 ${month}월`,
} as const;
