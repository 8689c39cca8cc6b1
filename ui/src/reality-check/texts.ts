/** Labels of the reality checks (Korean). */
export const REALITY_CHECK_TEXTS = {
  checkTitle: '이용 시간 알림',
  limitTitle: '세션 시간 제한',
  played: '이용 시간',
  stakes: '베팅금액',
  wins: '당첨금액',
  net: '손익',
  sinceLogin: '로그인 이후 기준입니다.',
  limitBody: (minutes: number) => `설정하신 세션 시간 제한(${minutes}분)에 도달했습니다. 게임 이용이 종료됩니다.`,
  continue: '계속',
  stop: '중지',
  ok: '확인',
  settingsTitle: '이용 시간 알림 설정',
  settingsLead:
    '카지노, 슬롯, 미니게임 이용 중 정해진 주기마다 이용 시간과 손익을 알려드립니다. 세션 시간 제한에 도달하면 그 로그인에서는 베팅과 게임머니 전환이 제한됩니다.',
  interval: '알림 주기',
  intervalOption: (m: number) => `${m}분마다`,
  limit: '세션 시간 제한',
  noLimit: '제한 없음',
  limitOption: (m: number) => (m % 60 === 0 ? `${m / 60}시간` : `${m}분`),
  save: '저장',
} as const;
