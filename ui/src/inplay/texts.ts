/** Labels of the in-play countdown; the question and result texts come from core's INPLAY_MESSAGES. */
export const INPLAY_TEXTS = {
  title: '베팅 대기',
  oddsTitle: '배당 변경',
  seconds: (n: number): string => `${n}초`,
  waitNote: '라이브 베팅은 잠시 후 접수됩니다.',
  preparing: '베팅 준비중...',
  posting: '베팅 접수중...',
  accept: '확인',
  cancel: '취소',
  ok: '확인',
  betButton: '베팅하기',
  betButtonLocked: '베팅 진행중...',
} as const;
