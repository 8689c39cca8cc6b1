/** Charge texts the server adds to core's CHARGE_MESSAGES (Korean). */
export const CHARGE_SERVER_MESSAGES = {
  rollingNotMet: (remaining: string) => `롤링 조건을 충족해야 출금이 가능합니다. (남은 롤링: ${remaining}원)`,
  recordNotFound: '내역을 찾을 수 없습니다.',
  waitingCannotHide: '대기 중인 내역은 삭제할 수 없습니다.',
  coinNotDone: '완료된 코인 내역만 삭제할 수 있습니다.',
  idMismatch: '요청 번호가 올바르지 않습니다.',
  addressNotRegistered: '등록된 지갑 주소로만 출금할 수 있습니다.',
  nothingToCancel: '취소할 입금신청이 없습니다.',
  accountInquiryTitle: '입금계좌 문의',
  accountInquiryBody: '입금계좌 안내를 요청합니다.',
  accountInquiryDone: '입금계좌 문의가 접수되었습니다. 쪽지로 안내해드립니다.',
  alreadyProcessed: '이미 처리된 신청입니다.',
  approved: '승인되었습니다.',
  rejected: '취소 처리되었습니다.',
  bonusMemo: (label: string) => `충전 보너스 (${label})`,
} as const;
