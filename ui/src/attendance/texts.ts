/** Labels of the attendance page (/mypage/attendance); rule and result texts come from core and the server. */
export const ATTENDANCE_TEXTS = {
  title: '출석체크',
  lead: '하루 한 번 출석체크하고 포인트를 받으세요. 출석은 한국시간(KST) 기준 자정에 바뀝니다.',
  reward: (points: string): string => `출석 1회 ${points} 포인트 지급`,
  checkIn: '출석체크하기',
  checking: '출석 중…',
  checkedToday: '오늘 출석완료',
  previousMonth: '이전 달',
  nextMonth: '다음 달',
  checkedCount: (n: number): string => `이번 달 출석 ${n}일`,
  checkedMark: '출석',
  weekdays: ['일', '월', '화', '수', '목', '금', '토'],
  calendar: '출석 달력',
  toHistory: '포인트 내역 보기',
} as const;
