import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/**
 * Every Korean text of the casino feature that a member reads, on the site and on the game
 * provider's page (the server sends the same texts). Spec 6: a guest is asked to log in
 * ('로그인 후 이용해주세요.'); spec 8: a game account that cannot be made ('unknown error occurred,
 * contact the administrator'). The transfer rules' texts are the charge feature's
 * (core/src/charge/domain/messages.ts), where the money conversions keep them.
 */
export const CASINO_MESSAGES = {
  loginRequired: COMMON_MESSAGES.loginRequired,
  launchFailed: '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.',
  lobbyFailed: '게임 목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  popupBlocked: '팝업이 차단되었습니다. 팝업을 허용한 후 다시 시도해주세요.',
  gameMissing: '게임을 찾을 수 없습니다.',
  /** The member's casinoUseFlag is off (the operator closed the casino to them). */
  casinoRestricted: '카지노 이용이 제한된 회원입니다. 관리자에게 문의해주세요.',
  /** The member's slotUseFlag is off. */
  slotRestricted: '슬롯 이용이 제한된 회원입니다. 관리자에게 문의해주세요.',
  accountMissing: '게임 계정을 찾을 수 없습니다.',
  insufficientCasinoMoney: '카지노머니가 부족합니다.',
  roundMissing: '라운드를 찾을 수 없습니다.',
  roundClosed: '이미 종료된 라운드입니다.',
  transactionMismatch: '같은 거래번호로 다른 요청이 들어왔습니다.',
  badSignature: '요청 서명이 올바르지 않습니다.',
  sessionExpired: '게임 세션이 만료되었습니다. 게임을 다시 실행해주세요.',
  /** The built-in provider simulator's game page (server/src/routes/casino/simulator/sim-page.ts). */
  simulatorPage: {
    balance: '게임 잔액',
    stake: '베팅 금액',
    spin: '스핀',
    deal: '카드 받기',
    player: '플레이어',
    dealer: '딜러',
    win: (won: string): string => `당첨! +${won}원`,
    push: '무승부 (베팅 금액 반환)',
    lose: '아쉽지만 꽝입니다.',
    failed: '문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
    rounds: '최근 라운드',
  },
} as const;
