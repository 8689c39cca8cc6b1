import { ADMIN_DESK_MESSAGES } from '../../admin-desk/domain/admin-desk.messages.js';
import { INQUIRY_API_MESSAGES } from '../../inquiry/domain/inquiry-api.messages.js';

/**
 * Charge texts the server adds to CHARGE_MESSAGES (server/src/routes/charge/charge.messages.ts
 * re-exports them as CHARGE_SERVER_MESSAGES). The deposit-account inquiry is the support desk's.
 */
export const CHARGE_API_MESSAGES = {
  rollingNotMet: (remaining: string) => `롤링 조건을 충족해야 출금이 가능합니다. (남은 롤링: ${remaining}원)`,
  recordNotFound: '내역을 찾을 수 없습니다.',
  waitingCannotHide: '대기 중인 내역은 삭제할 수 없습니다.',
  coinNotDone: '완료된 코인 내역만 삭제할 수 있습니다.',
  idMismatch: '요청 번호가 올바르지 않습니다.',
  addressNotRegistered: '등록된 지갑 주소로만 출금할 수 있습니다.',
  nothingToCancel: '취소할 입금신청이 없습니다.',
  accountInquiryTitle: INQUIRY_API_MESSAGES.accountInquiryTitle,
  accountInquiryBody: INQUIRY_API_MESSAGES.accountInquiryBody,
  accountInquiryDone: INQUIRY_API_MESSAGES.accountInquiryDone,
  alreadyProcessed: '이미 처리된 신청입니다.',
  approved: ADMIN_DESK_MESSAGES.chargeApproved,
  rejected: '취소 처리되었습니다.',
  /** A member account short of what a move takes (ledger), beside CHARGE_MESSAGES' own. */
  withdrawalHoldShort: '출금 대기 금액이 부족합니다.',
  usdtHoldShort: '출금 대기 USD가 부족합니다.',
  bonusMemo: (label: string) => `충전 보너스 (${label})`,
} as const;
