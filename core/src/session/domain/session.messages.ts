import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/**
 * Every text a member reads from the session feature. Exact spec wording where the spec gives
 * Korean (555, 556, 500); natural Korean where it gives only English.
 */
export const SESSION_MESSAGES = {
  /** 555: the same account logged in on another device. */
  loggedInElsewhere: '다른 기기에서 로그인되어 로그아웃됩니다.',
  /** 556: the server ended the session. */
  loggedOut: '로그아웃 되었습니다.',
  /** Spec 6: a guest asks for a member's page or action (the server's 401 says the same). */
  loginRequired: COMMON_MESSAGES.loginRequired,
  /** 406: the member's IP address is blocked (spec gives English only). */
  blockedIp: '차단된 IP입니다.',
  /** 500, and every login failure other than 404. */
  unexpectedProblem: '예기치 않은 문제가 발생했습니다.',
  /** Login requires both fields (spec gives English only). */
  userIdRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  /** The anti-automation code asked for after repeated failures (spec 5/8). */
  captchaRequired: '자동방지코드를 입력해주세요.',
  captchaMismatch: '자동방지코드가 일치하지 않습니다.',
  /** The operator's second step sent without a code (issue 11; the spec has no text: ours). */
  secondFactorCodeRequired: '인증 코드를 입력해주세요.',
} as const;

/**
 * The `title` query of a login redirect names the member page the visitor wanted; the login
 * screen shows its Korean label. Keys travel in the URL, labels stay here.
 */
export const SESSION_MEMBER_PAGE_TITLES = {
  deposit: '입금신청',
  withdraw: '출금신청',
  qna: '고객센터',
  memo: '쪽지함',
  point: '포인트전환',
  notice: '공지사항',
  rules: '베팅규정',
  events: '이벤트',
} as const;

export type SessionMemberPage = keyof typeof SESSION_MEMBER_PAGE_TITLES;
