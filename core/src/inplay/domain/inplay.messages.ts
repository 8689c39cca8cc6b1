import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';

/** Every text a member reads in the in-play betting flow. */
export const INPLAY_MESSAGES = {
  /** Second press while a bet is under way (spec section 4: 'betting in progress'). */
  inProgress: '베팅 진행중입니다.',
  /** Odds moved during the countdown with auto-change off (spec section 4). */
  confirmOddsChange: '배당이 변경되었습니다. 베팅하시겠습니까?',
  /** Spec section 8, exact text. */
  success: '베팅이 완료 되었습니다.',
  cancelled: '베팅이 취소되었습니다.',
  /** The odds moved again after the one retry with the change flag. */
  oddsChangedAgain: '배당이 다시 변경되어 베팅하지 못했습니다. 다시 시도해주세요.',
  /** Server gave no text of its own (spec section 8 default). */
  failureDefault: DEFAULT_PROBLEM_MESSAGE,
} as const;
