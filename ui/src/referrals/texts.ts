/** Labels of /mypage/recommender (Korean). */
export const REFERRALS_TEXTS = {
  title: '추천인 현황',
  lead: '내 추천 코드로 가입한 회원 목록입니다.',
  total: (n: number) => `총 ${n.toLocaleString('ko-KR')}명`,
  columns: { number: '번호', userId: '아이디', nickname: '닉네임', joinedAt: '가입일' },
  /** A referral whose sign-up the operator has not approved yet. */
  pending: '승인대기',
  loading: '불러오는 중...',
  empty: '추천으로 가입한 회원이 없습니다.',
  pager: '추천 회원 페이지',
  joinLinks: '내 가입 링크',
  joinLinkLead: '아래 링크로 가입하면 추천 코드가 자동으로 입력됩니다.',
  code: (code: string) => `추천 코드 ${code}`,
  copy: '복사',
} as const;
