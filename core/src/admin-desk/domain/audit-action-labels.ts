/**
 * Korean names of every action the server writes to the audit log, declared once. Two kinds:
 * named events ('login.totpFailed', 'admin.member.coupons', 'responsible-play limit'), and the
 * request line of every state-changing admin call ('admin POST /api/admin/members/:id/coupons'),
 * named by what the call does. A test walks the API contracts so a new admin call needs its name.
 */
export const AUDIT_EVENT_LABELS: Readonly<Record<string, string>> = {
  login: '로그인',
  'login.failed': '로그인 실패',
  'login.password': '비밀번호 확인 (2단계 인증 대기)',
  'login.totpFailed': '2단계 인증 실패',
  'login.captchaMismatch': '자동방지코드 불일치',
  'login.refused': '로그인 거부',
  'login.throttled': '로그인 시도 제한',
  logout: '로그아웃',
  'member.join': '회원가입',
  'member.password.change': '비밀번호 변경',
  'member.password.reset': '비밀번호 초기화',
  'reality-check settings': '이용 시간 알림 설정',
  'reality-check stop': '이용 시간 알림으로 이용 중지',
  'responsible-play limit': '이용 한도 설정',
  'responsible-play limit confirm': '이용 한도 변경 확정',
  'responsible-play limit cancel': '이용 한도 변경 취소',
  'responsible-play exclusion': '이용 제한 (자기 제한)',
  'admin responsible-play lift refused': '이용 제한 해제 거부',
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
  'admin.banner.write': '메인 배너 등록',
  'admin.banner.edit': '메인 배너 수정',
  'admin.banner.delete': '메인 배너 삭제',
  'admin.banner.move': '메인 배너 순서 변경',
  'admin.popup.write': '팝업 등록',
  'admin.popup.delete': '팝업 닫기',
  'admin.totp.enrolStarted': '2단계 인증 등록 시작',
  'admin.totp.enrolled': '2단계 인증 등록 완료',
  'admin.totp.reset': '2단계 인증 초기화',
  'admin.export': 'CSV 내보내기',
};

/** What each state-changing admin call does ('METHOD /admin/...'), named '... 요청' in the log. */
export const AUDIT_REQUEST_LABELS: Readonly<Record<string, string>> = {
  'POST /admin/members/:id/approve': '가입 승인',
  'POST /admin/members/:id/reject': '가입 거절',
  'PUT /admin/members/:id': '회원 정보 변경',
  'POST /admin/members/:id/adjust': '잔액 조정',
  'POST /admin/members/:id/coupons': '쿠폰 지급',
  'POST /admin/members/:id/second-factor/reset': '2단계 인증 초기화',
  'DELETE /admin/members/:id/exclusion': '이용 제한 해제',
  'POST /admin/charges/:id/approve': '입출금 승인',
  'POST /admin/charges/:id/reject': '입출금 취소',
  'POST /admin/usdt-requests/:id/approve': 'USDT 승인',
  'POST /admin/usdt-requests/:id/reject': 'USDT 거절',
  'POST /admin/chain/sweep': 'USDT 입금 확인',
  'PUT /admin/settings': '설정 변경',
  'PUT /admin/minigames/:id/maintenance': '미니게임 점검 변경',
  'POST /admin/messages': '쪽지 발송',
  'POST /admin/inquiries/:id/answer': '문의 답변',
  'POST /admin/boards': '게시글 등록',
  'PUT /admin/boards/:id': '게시글 수정',
  'DELETE /admin/boards/:id': '게시글 삭제',
  'POST /admin/banners': '메인 배너 등록',
  'PUT /admin/banners/:id': '메인 배너 수정',
  'DELETE /admin/banners/:id': '메인 배너 삭제',
  'POST /admin/banners/:id/move': '메인 배너 순서 변경',
  'POST /admin/popups': '팝업 등록',
  'DELETE /admin/popups/:id': '팝업 닫기',
  'POST /admin/blocked-ips': 'IP 차단',
  'DELETE /admin/blocked-ips/:ip': 'IP 차단 해제',
  'POST /admin/suggestion-codes': '추천 코드 등록',
  'POST /admin/bets/:id/void': '베팅 무효 처리',
  'POST /admin/fixtures/:fixtureId/result': '경기 결과 입력',
  'PUT /admin/markets/:id/suspension': '마켓 베팅 중지 변경',
  'PUT /admin/betting-limits': '베팅 한도 변경',
  'PUT /admin/live-bet-delays': '라이브 대기 시간 변경',
  'PUT /admin/bonus-offers': '폴더 보너스 변경',
  'PUT /admin/deposit-bonus-rates': '입금 보너스 변경',
  'PUT /admin/banking-levels': '입금 계좌 변경',
  'PUT /admin/exchange-rate': '환율 변경',
};

/** 'admin POST /api/admin/members/:id/coupons' -> 'POST /admin/members/:id/coupons' (the base path dropped), or null. */
export function auditRequestKey(action: string): string | null {
  const line = /^admin ([A-Z]+) (?:\/[^/]+)?(\/admin\/\S*)$/.exec(action);
  return line ? `${line[1]} ${line[2]}` : null;
}

/** An action's Korean name: a named event, or a request line as '{what it does} 요청'; else as recorded. */
export function auditActionLabel(action: string): string {
  const event = AUDIT_EVENT_LABELS[action];
  if (event) return event;
  const key = auditRequestKey(action);
  const request = key === null ? undefined : AUDIT_REQUEST_LABELS[key];
  return request ? `${request} 요청` : action;
}

/** One choice of the audit log's action filter: the key the server filters by and its Korean name. */
export interface AuditActionOption {
  readonly value: string;
  readonly label: string;
}

/** Every action of the catalogue as a filter choice: the named events, then the admin calls ('... 요청'). */
export const AUDIT_ACTION_OPTIONS: readonly AuditActionOption[] = [
  ...Object.entries(AUDIT_EVENT_LABELS).map(([value, label]) => ({ value, label })),
  ...Object.entries(AUDIT_REQUEST_LABELS).map(([value, label]) => ({ value, label: `${label} 요청` })),
];

/** A request key ('POST /admin/members/:id/approve') as its method and path, or null for a named event. */
export function auditRequestOf(key: string): { readonly method: string; readonly path: string } | null {
  const line = /^([A-Z]+) (\/admin\/\S*)$/.exec(key);
  return line ? { method: line[1]!, path: line[2]! } : null;
}
