/** Korean texts of the member's recommender page that come from core (the labels are ui's). */
export const REFERRALS_MESSAGES = {
  loadFailed: '추천 회원 목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** Referrals shown a page. */
export const REFERRALS_PER_PAGE = 10;
