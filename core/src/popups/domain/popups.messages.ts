/** Every text a member reads on site popups. */
export const POPUPS_MESSAGES = {
  doNotOpenToday: '오늘 하루 열지 않기',
  twelveHours: '12시간 동안 열지 않기',
  currentSession: '5분 동안 열지 않기',
  close: '닫기',
} as const;
