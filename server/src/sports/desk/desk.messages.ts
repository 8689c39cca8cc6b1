/** Korean texts of the operator's betting desk (the spec has none for it). */
export const DESK_MESSAGES = {
  marketNotFound: '마켓을 찾을 수 없습니다.',
  betNotFound: '베팅내역을 찾을 수 없습니다.',
  alreadyVoided: '이미 무효 처리된 베팅입니다.',
  notVoidable: '대기 중인 베팅만 무효 처리할 수 있습니다.',
  suspended: '마켓의 베팅이 중지되었습니다.',
  unsuspended: '마켓의 베팅 중지가 해제되었습니다.',
  voided: '베팅이 무효 처리되고 베팅금이 환급되었습니다.',
  /** The settlement name a voided slip shows in the member's history. */
  voidedSettlement: '무효처리',
} as const;
