import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/**
 * The mini-game screens' Korean texts for members. The spec's exact wording where it gives one:
 * spec 8 '미니게임은 회차당 1회만 베팅가능합니다.' and '{game name} is under maintenance' (the
 * server's '{게임명} 점검중입니다.', so both ends say the same).
 */
export const MINIGAME_MESSAGES = {
  oneBetPerRound: '미니게임은 회차당 1회만 베팅가능합니다.',
  missingGame: '존재하지 않는 게임입니다.',
  maintenance: (gameName: string): string => `${gameName} 점검중입니다.`,
  bettingClosed: '베팅이 마감된 회차입니다.',
  loginRequired: COMMON_MESSAGES.loginRequired,
  loadFailed: '미니게임 정보를 불러오지 못했습니다.',
  /** The server's refusals of a round bet (mini-games and virtual games share the round engine). */
  roundNotFound: '존재하지 않는 회차입니다.',
  pickNotFound: '존재하지 않는 선택지입니다.',
  oneRoundPerSlip: '한 회차의 선택지만 베팅할 수 있습니다.',
  provider: {
    lotus: '로투스',
    token: '토큰',
    evolution: '에볼루션',
    ntry: '엔트리',
    next: '넥스트',
  },
} as const;
