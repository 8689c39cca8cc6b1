import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/** Texts of the operator back office (/admin): confirmations, successes and input refusals (Korean). */
export const ADMIN_DESK_MESSAGES = {
  loadFailed: '목록을 불러오지 못했습니다.',
  /** A member looked up by id or login id that does not exist (the server's 404 says the same). */
  memberNotFound: '회원을 찾을 수 없습니다.',
  approved: '승인되었습니다.',
  rejected: '거절되었습니다.',
  blocked: '차단되었습니다.',
  unblocked: '차단이 해제되었습니다.',
  levelChanged: '레벨이 변경되었습니다.',
  secondFactorReset: '2단계 인증이 초기화되었습니다. 다음 로그인 때 인증 앱을 다시 등록합니다.',
  adjusted: '조정되었습니다.',
  chargeApproved: '승인되었습니다.',
  chargeRejected: '취소되었습니다.',
  answered: '답변이 등록되었습니다.',
  sent: '쪽지를 보냈습니다.',
  written: '등록되었습니다.',
  updated: '수정되었습니다.',
  deleted: COMMON_MESSAGES.deleted,
  settingsSaved: '설정이 저장되었습니다.',
  settled: '결과가 등록되고 정산되었습니다.',
  marketSuspended: '마켓의 베팅을 중지했습니다.',
  marketReopened: '마켓의 베팅 중지를 해제했습니다.',
  // Confirmations
  confirmRejectMember: '가입을 거절하시겠습니까?',
  confirmBlock: '이 회원을 차단하시겠습니까?',
  confirmResetSecondFactor: '이 관리자의 2단계 인증을 초기화하시겠습니까? 다음 로그인 때 인증 앱을 다시 등록해야 합니다.',
  confirmRejectCharge: '이 신청을 취소하시겠습니까?',
  confirmDelete: '삭제하시겠습니까?',
  confirmMessageAll: '전체 회원에게 쪽지를 보내시겠습니까?',
  /** Names the typed score by side, so a swapped home and away is caught before it is settled. */
  confirmSettle: (home: number, away: number) =>
    `최종 스코어 홈 ${home} : 원정 ${away}. 이 결과로 정산하시겠습니까? 정산은 되돌릴 수 없습니다.`,
  confirmVoid: '이 베팅을 무효 처리하시겠습니까? 베팅금이 회원에게 환급되며 되돌릴 수 없습니다.',
  /** A settled slip: the payout (0 for a lost one) is taken back and the stake returned. */
  confirmVoidSettled: (payout: string, stake: string) =>
    `정산된 베팅입니다. 무효 처리하면 당첨금 ${payout}원을 회수하고 베팅금 ${stake}원을 환급합니다. 되돌릴 수 없습니다. 계속하시겠습니까?`,
  // Input refusals
  amountRequired: '금액을 입력해주세요.',
  amountNotWhole: '금액은 정수로 입력해주세요.',
  amountZero: '0이 아닌 금액을 입력해주세요.',
  amountTooLarge: '금액이 너무 큽니다.',
  reasonRequired: '조정 사유를 입력해주세요.',
  reasonTooLong: '조정 사유는 200자 이내로 입력해주세요.',
  answerRequired: '답변 내용을 입력해주세요.',
  titleRequired: '제목을 입력해주세요.',
  contentsRequired: '내용을 입력해주세요.',
  recipientRequired: '받는 회원을 선택해주세요.',
  pickWinner: '당첨 항목을 하나 이상 선택해주세요.',
  pickEveryLine: '같은 종류의 마켓은 모든 기준의 당첨 항목을 선택해주세요.',
  /** The final score entered with a fixture's result (domain/fixture-score.ts). */
  scoreRequired: '최종 스코어(홈, 원정)를 모두 입력해주세요.',
  scoreInvalid: '스코어는 0부터 999까지의 정수로 입력해주세요.',
  /** A result (a winner or a loser) for a fixture that has not kicked off (domain/fixture-result-window.ts). */
  resultBeforeStart:
    '아직 시작하지 않은 경기입니다. 경기가 시작된 뒤에 결과를 입력해주세요. (취소된 경기는 전체 적특 처리만 할 수 있습니다.)',
} as const;

/** Fixtures a page of the betting desk lists (each with all its markets). */
export const ADMIN_BETTING_PAGE_SIZE = 10;
/** Rows a list page asks for (members, charges, bets, audit lines). */
export const ADMIN_PAGE_SIZE = 20;
/** Ledger entries a page of a member's history asks for. */
export const ADMIN_LEDGER_PAGE_SIZE = 10;
/** The deposit/withdrawal queue is re-read this often while the screen is open (a new request appears without a reload). */
export const ADMIN_QUEUE_POLL_MS = 3_000;
/** The highest adjustment, in whole won or points (the server caps at its own limits too). */
export const ADMIN_MAX_ADJUSTMENT = 1_000_000_000;
