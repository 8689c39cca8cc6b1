import { HOLDEM_MESSAGES } from '@bet/core/holdem';

/** Labels of /holdem (Korean; the refusals are core's HOLDEM_MESSAGES). */
export const HOLDEM_TEXTS = {
  title: '홀덤',
  lead: '홀덤과 리얼포커를 새 창에서 즐기세요.',
  games: {
    revolution: { name: '홀덤', description: '레볼루션 홀덤 로비로 입장합니다.' },
    realpoker: { name: '리얼포커', description: '리얼포커 로비로 입장합니다.' },
  },
  launch: '게임하기',
  launching: '접속 중...',
  maintenance: '점검중',
  loginHint: HOLDEM_MESSAGES.loginRequired,
} as const;
