import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';

/**
 * Every text a member reads in the sports lists and the sidebar menu. The spec gives no Korean
 * for these, so they are natural Korean; a failed load shows the server's text when it sent one,
 * else the spec's default of section 8.
 */
export const SPORTS_MESSAGES = {
  /** Phase shown for a fixture that has not kicked off. */
  notStarted: '경기전',
  /** Phase shown for a cancelled fixture. */
  cancelled: '경기취소',
  /** A pick whose market or odds the feed has suspended. */
  oddsSuspended: '배당이 일시 중지되었습니다. 잠시 후 다시 선택해주세요.',
  /** A pick on a fixture that is no longer open for this list (started, finished, cancelled). */
  bettingClosed: '베팅이 마감된 경기입니다.',
  /** A pick that is no longer on screen (the list was refreshed meanwhile). */
  pickNotFound: '선택한 배당을 찾을 수 없습니다.',
  /** Server gave no text of its own. */
  loadFailed: DEFAULT_PROBLEM_MESSAGE,
  /** The slip's title of a pick: the fixture it belongs to. */
  slipName: (home: string, away: string): string => `${home} vs ${away}`,
} as const;
