/** How the back office reads an audit line's detail and action (the server stores both as it saw them). */

/** The change a line records: before and after as text when it carries them, and the rest of its detail. */
export interface AuditChange {
  readonly before: string | null;
  readonly after: string | null;
  /** The other fields (an admin call's body and status, a market's fixture), as JSON; '' when none. */
  readonly rest: string;
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

export function auditChangeOf(detail: unknown): AuditChange {
  if (detail !== null && typeof detail === 'object' && !Array.isArray(detail)) {
    const { before, after, ...rest } = detail as Record<string, unknown>;
    return { before: json(before), after: json(after), rest: Object.keys(rest).length > 0 ? JSON.stringify(rest) : '' };
  }
  return { before: null, after: null, rest: detail === undefined || detail === null ? '' : JSON.stringify(detail) };
}

/** Korean names of the actions an operator reads most; any other action shows as recorded. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  login: '로그인',
  'login.failed': '로그인 실패',
  logout: '로그아웃',
  'admin.market.suspend': '마켓 베팅 중지',
  'admin.market.unsuspend': '마켓 베팅 중지 해제',
  'admin.bet.void': '베팅 무효 처리',
  'admin.limit.change': '베팅 한도 변경',
  'admin.delay.change': '라이브 대기 시간 변경',
  'admin.banking.change': '입금 계좌 변경',
  'admin.exchangeRate.change': '환율 변경',
  'admin.bonus.change': '폴더 보너스 변경',
  'admin.depositBonus.change': '입금 보너스 변경',
  'admin.usdt.approve': 'USDT 승인',
  'admin.usdt.reject': 'USDT 거절',
  'admin.fixture.result': '경기 결과 입력',
  // The changes with their before and after, written in the change's transaction.
  'admin.member.approve': '가입 승인',
  'admin.member.reject': '가입 거절',
  'admin.member.change': '회원 정보 변경',
  'admin.member.adjust': '잔액 조정',
  'admin.member.coupons': '쿠폰 지급',
  'admin.charge.approve': '입출금 승인',
  'admin.charge.reject': '입출금 취소',
  'admin.settings.change': '설정 변경',
  'admin.minigame.maintenance': '미니게임 점검 변경',
  'admin.suggestionCode.save': '추천 코드 등록',
  'admin.ip.block': 'IP 차단',
  'admin.ip.unblock': 'IP 차단 해제',
  'admin.inquiry.answer': '문의 답변',
  'admin.message.send': '쪽지 발송',
  'admin.board.write': '게시글 등록',
  'admin.board.edit': '게시글 수정',
  'admin.board.delete': '게시글 삭제',
  'admin.popup.write': '팝업 등록',
  'admin.popup.delete': '팝업 닫기',
  'admin.totp.reset': '2단계 인증 초기화',
  // Every admin call's request line (its body and status, refused calls too).
  'admin POST /admin/members/:id/approve': '가입 승인 요청',
  'admin POST /admin/members/:id/reject': '가입 거절 요청',
  'admin PUT /admin/members/:id': '회원 정보 변경 요청',
  'admin POST /admin/members/:id/adjust': '잔액 조정 요청',
  'admin POST /admin/charges/:id/approve': '입출금 승인 요청',
  'admin POST /admin/charges/:id/reject': '입출금 취소 요청',
  'admin POST /admin/usdt-requests/:id/approve': 'USDT 승인 요청',
  'admin POST /admin/usdt-requests/:id/reject': 'USDT 거절 요청',
  'admin PUT /admin/settings': '설정 변경 요청',
  'admin PUT /admin/minigames/:id/maintenance': '미니게임 점검 변경 요청',
  'admin POST /admin/messages': '쪽지 발송 요청',
  'admin POST /admin/inquiries/:id/answer': '문의 답변 요청',
};

/**
 * A request line as the server records it carries the API's base path ('admin PUT /api/admin/settings');
 * the labels are keyed without it.
 */
const withoutBasePath = (action: string): string => action.replace(/^(admin [A-Z]+ )\/[^/]+(?=\/admin\/)/, '$1');

export const auditActionLabel = (action: string): string =>
  AUDIT_ACTION_LABELS[action] ?? AUDIT_ACTION_LABELS[withoutBasePath(action)] ?? action;
