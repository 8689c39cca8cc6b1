import { DEFAULT_PROBLEM_MESSAGE, RETRY_LATER_MESSAGE } from '@bet/core/shared';
import { SIGN_UP_MESSAGES } from '@bet/core/sign-up';

/** Texts of the server foundation that a member reads (Korean; spec wording where it gives one). */
export const SERVER_MESSAGES = {
  // Session (spec 8)
  loggedInElsewhere: '다른 기기에서 로그인되어 로그아웃됩니다.',
  loggedOut: '로그아웃 되었습니다.',
  blockedIp: '차단된 IP입니다.',
  loginRequired: '로그인 후 이용해주세요.',
  sessionExpired: '로그인 시간이 만료되었습니다. 다시 로그인해주세요.',
  csrf: '보안 토큰이 올바르지 않습니다. 새로고침 후 다시 시도해주세요.',
  // Login
  loginFailed: '아이디 또는 비밀번호가 일치하지 않습니다.',
  loginPending: '가입 승인 대기중입니다. 관리자 승인 후 로그인해주세요.',
  loginRejected: '가입이 거절된 계정입니다. 고객센터에 문의해주세요.',
  loginBlocked: '이용이 정지된 계정입니다. 고객센터에 문의해주세요.',
  loginThrottled: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  /** Spec 5/8: the anti-automation code. */
  captchaRequired: '자동방지코드를 입력해주세요.',
  captchaMismatch: SIGN_UP_MESSAGES.captchaMismatch,
  /** The operator's second factor (issue 11; the spec has no text: ours). */
  secondFactorRequired: '관리자 계정은 2단계 인증이 필요합니다. 인증 앱의 6자리 코드를 입력해주세요.',
  secondFactorEnrol: '관리자 계정은 2단계 인증을 등록해야 합니다. 인증 앱으로 QR 코드를 등록한 뒤 6자리 코드를 입력해주세요.',
  secondFactorWrong: '인증 코드가 올바르지 않습니다.',
  secondFactorReplayed: '이미 사용한 인증 코드입니다. 새 코드가 표시되면 다시 입력해주세요.',
  secondFactorExpired: '인증 시간이 지났습니다. 다시 로그인해주세요.',
  busy: '요청이 많아 처리가 지연되고 있습니다. 잠시 후 다시 시도해주세요.',
  // Access
  otherMember: '본인 정보만 조회하거나 변경할 수 있습니다.',
  adminOnly: '관리자만 이용할 수 있습니다.',
  partnerOnly: '파트너 권한이 필요합니다.',
  // Input (validation)
  malformedJson: '요청 형식이 올바르지 않습니다.',
  unsupportedType: '지원하지 않는 요청 형식입니다.',
  bodyTooLarge: '요청 데이터가 너무 큽니다.',
  required: (field: string) => `${field} 항목을 입력해주세요.`,
  unknownField: (field: string) => `허용되지 않는 항목(${field})이 포함되어 있습니다.`,
  wrongType: (field: string) => `${field} 항목의 형식이 올바르지 않습니다.`,
  outOfRange: (field: string) => `${field} 항목의 값이 허용 범위를 벗어났습니다.`,
  tooLong: (field: string) => `${field} 항목이 너무 깁니다.`,
  forbiddenText: (field: string) => `${field} 항목에 허용되지 않는 문자가 포함되어 있습니다.`,
  wrongValue: (field: string) => `${field} 항목의 값이 올바르지 않습니다.`,
  /** A day that is not YYYY-MM-DD of the real calendar (2026-02-30), or out of 2000-2100. */
  invalidDay: (field: string) => `${field} 항목의 날짜가 올바르지 않습니다. (YYYY-MM-DD)`,
  invalidMonth: (field: string) => `${field} 항목의 월이 올바르지 않습니다. (YYYY-MM)`,
  invalidInput: '입력값이 올바르지 않습니다.',
  // Idempotency
  idempotencyMismatch: '같은 요청 키로 다른 내용의 요청을 보낼 수 없습니다.',
  idempotencyInProgress: '이전 요청을 처리하고 있습니다. 잠시 후 다시 시도해주세요.',
  // Generic (spec 8)
  notFound: '요청하신 페이지를 찾을 수 없습니다.',
  problem: DEFAULT_PROBLEM_MESSAGE,
  /** 503 retryLater: the database was away for a moment (core's text, which the client retries on). */
  retryLater: RETRY_LATER_MESSAGE,
  systemProblem: '문제가 발생했습니다. 시스템관리자에게 문의해주세요.',
  done: '완료되었습니다.',
  deleted: '삭제되었습니다.',
} as const;

/** Korean names of common fields, for validation messages ("금액 항목을 입력해주세요."). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  startDate: '시작일',
  endDate: '종료일',
  month: '조회 월',
  userId: '아이디',
  password: '비밀번호',
  oldPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  nickname: '닉네임',
  phoneNumber: '휴대폰 번호',
  name: '이름',
  question: '문의 내용',
  title: '제목',
  questionContents: '문의 내용',
  contents: '내용',
  answerContents: '답변 내용',
  amount: '금액',
  depositAmount: '금액',
  emoney: '금액',
  totalEmoney: '보유금액',
  point: '포인트',
  memberId: '회원번호',
  bankAccountPssword: '입출금 비밀번호',
  bankAccountNumber: '계좌번호',
  accountHolder: '예금주',
  bankCode: '은행',
  depositName: '입금자명',
  withdrawalAddress: '출금 주소',
  network: '네트워크',
  token: '코인 종류',
  page: '페이지',
  perpage: '페이지 크기',
  pointType: '보너스',
  couponType: '쿠폰 종류',
  birthDate: '생년월일',
  // The operator's fixture result (POST /admin/fixtures/{fixtureId}/result).
  homeScore: '홈 스코어',
  awayScore: '원정 스코어',
};
