/** Every text of the partner and recommender areas that comes from a rule (labels live in ui). */
export const PARTNER_DESK_MESSAGES = {
  /** /auth/login: an ordinary member (or a banned partner) may not enter. */
  notPartner: '파트너 또는 추천인 계정만 이용할 수 있습니다.',
  userIdRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  captchaRequired: '자동방지코드를 입력해주세요.',
  loginFailed: '로그인에 실패했습니다. 잠시 후 다시 시도해주세요.',
  loadFailed: '문제가 발생했습니다. 관리자에게 문의해주세요.',
  invalidDate: '날짜를 확인해주세요.',
  startAfterEnd: '시작일은 종료일보다 늦을 수 없습니다.',
  rangeTooLong: (days: number): string => `조회 기간은 최대 ${days}일입니다.`,
  notDownline: '하위 회원의 정보만 조회할 수 있습니다.',
  codeFormat: '가입코드는 영문과 숫자 4~12자로 입력해주세요.',
  codeTaken: '이미 사용중인 가입코드입니다.',
  codeLimit: (max: number): string => `가입코드는 최대 ${max}개까지 만들 수 있습니다.`,
  codeCreated: (code: string): string => `가입코드 ${code}를 만들었습니다.`,
} as const;

/** Rows per page of the partner lists (spec 9: list default 15). */
export const PARTNER_PER_PAGE = 15;
/** The longest range a list or the settlement reads (about three months plus a day). */
export const PARTNER_MAX_RANGE_DAYS = 93;
/** The most referral codes one partner may hold. */
export const PARTNER_MAX_CODES = 10;
/** A referral code: letters and digits, 4 to 12. */
export const PARTNER_CODE_MIN_LENGTH = 4;
export const PARTNER_CODE_MAX_LENGTH = 12;
export const PARTNER_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${PARTNER_CODE_MIN_LENGTH},${PARTNER_CODE_MAX_LENGTH}}$`);
