import type { HoldemGame } from './holdem-launch.js';
import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/**
 * Every Korean text of the hold'em page a member reads (the server sends the same ones:
 * server/src/routes/games/games-use-cases.ts). Spec 6: a guest is asked to log in; spec 5: a
 * game under maintenance ('{game name} is under maintenance'); spec 8: an account creation
 * answering a code other than 1 ('unknown error occurred, contact the administrator').
 */
export const HOLDEM_MESSAGES = {
  loginRequired: COMMON_MESSAGES.loginRequired,
  maintenance: (name: string) => `${name} 점검중입니다.`,
  unknownError: '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.',
  notAllowed: '게임 이용이 제한된 계정입니다. 관리자에게 문의해주세요.',
  /** The server's answer to a launch before the member's game account exists. */
  noAccount: '게임 계정이 없습니다. 계정을 먼저 생성해주세요.',
  popupBlocked: '팝업이 차단되었습니다. 팝업을 허용한 후 다시 시도해주세요.',
} as const;

/** The games' names as members read them (hold'em is the revolution provider). */
export const HOLDEM_GAME_NAMES: Readonly<Record<HoldemGame, string>> = { revolution: '홀덤', realpoker: '리얼포커' };
