/** Korean texts of the member's recommender page that come from core (the labels are ui's). */
export const REFERRALS_MESSAGES = {
  loadFailed: '추천 회원 목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  linkCopied: '가입 링크가 복사되었습니다.',
  copyFailed: '복사하지 못했습니다. 링크를 길게 눌러 직접 복사해주세요.',
} as const;

/** Referrals shown a page. */
export const REFERRALS_PER_PAGE = 10;
