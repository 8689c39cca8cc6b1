import type { RouteObject } from 'react-router';

/**
 * The one table of the site's page names (the browser tab shows `name | site name`, ui's
 * `pageTitle`). Each route carries its name as the router's `handle`; RootRoute shows the deepest
 * one. Dialogs are not routes, so opening one never changes the tab's text.
 *
 * This file holds data only (no React, no ui import) so test/architecture/page-titles.test.ts
 * can read it: every route key, member page and back office path must have a name here.
 */
export interface PageHandle {
  readonly title: string;
}

/**
 * The main layout's screens by route key (SCREEN_PATHS and the member pages that show one).
 * routes.tsx reads it as a record over every ScreenKey, so a key without a name does not compile.
 */
export const SCREEN_TITLES = {
  top: '메인',
  login: '로그인',
  europe: '스포츠 (유럽형)',
  korea: '스포츠 (국내형)',
  inplay: '라이브스포츠',
  streaming: 'TV 중계',
  casino: '카지노',
  slot: '슬롯',
  minigame: '미니게임',
  virtual: '가상스포츠',
  holdem: '홀덤',
  myReferrals: '추천인 현황',
  fairness: '공정성 검증',
  activityStatement: '이용 내역서',
  realityCheck: '이용 시간 알림',
  responsiblePlay: '책임 있는 이용',
  maintenance: '점검 중',
  betResult: '베팅내역',
  memberInfo: '마이페이지',
  inbox: '쪽지함',
  notice: '공지사항',
  rules: '베팅규정',
  events: '이벤트',
  communityNotice: '커뮤니티 공지',
  communityNoticeDetail: '커뮤니티 공지 보기',
  communityNoticeRegist: '커뮤니티 공지 작성',
  pointHistory: '포인트 내역',
  attendance: '출석체크',
  pointExchange: '포인트 전환',
  inquiry: '고객센터',
  deposit: '충전',
  withdraw: '환전',
  notFound: '페이지를 찾을 수 없습니다',
} as const;

/** The back offices' pages by their path in their route table ('' = the index route). */
export const BACK_OFFICE_TITLES = {
  admin: {
    '': '대시보드 (관리자)',
    members: '회원 관리 (관리자)',
    charges: '입출금 관리 (관리자)',
    usdt: 'USDT 입출금 관리 (관리자)',
    results: '경기 결과 입력 (관리자)',
    betting: '마켓 관리 (관리자)',
    bets: '베팅 내역 관리 (관리자)',
    inquiries: '문의 관리 (관리자)',
    messages: '쪽지 보내기 (관리자)',
    boards: '공지/게시판 관리 (관리자)',
    'responsible-play': '책임 있는 이용 (관리자)',
    settings: '사이트 설정 (관리자)',
    limits: '한도/계좌 설정 (관리자)',
    audit: '감사 로그 (관리자)',
  },
  partner: {
    '': '대시보드 (파트너)',
    pt: '하위 파트너 (파트너)',
    member: '회원 목록 (파트너)',
    deposit: '입금 내역 (파트너)',
    withdraw: '출금 내역 (파트너)',
    bet_history: '베팅 내역 (파트너)',
    casino_bet_history: '카지노 베팅 내역 (파트너)',
    calc: '정산 (파트너)',
    analysis: '분석 (파트너)',
    customer: '1:1 문의 (파트너)',
  },
  recommender: {
    recommender: '추천 회원 목록',
    'mypage/recommender/pt': '하위 추천인 (추천인)',
    'mypage/recommender/member': '추천 회원 (추천인)',
    'mypage/recommender/deposit': '입금 내역 (추천인)',
    'mypage/recommender/withdraw': '출금 내역 (추천인)',
    'mypage/recommender/calc': '정산 (추천인)',
  },
  auth: { 'auth/login': '파트너 로그인' },
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>;

export const titleHandle = (title: string | undefined): { handle?: PageHandle } => (title ? { handle: { title } } : {});

/** The routes of a table, each with its name from `titles` (by path; '' for the index route). */
export function withTitles(routes: readonly RouteObject[], titles: Readonly<Record<string, string>>): RouteObject[] {
  return routes.map((route) => ({ ...route, ...titleHandle(titles[route.index ? '' : (route.path ?? '')]) }) as RouteObject);
}

/** The name of the deepest matched route that has one (the page's own, before its layout's). */
export function deepestTitle(matches: readonly { readonly handle: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as Partial<PageHandle> | undefined;
    if (typeof handle?.title === 'string') return handle.title;
  }
  return undefined;
}
