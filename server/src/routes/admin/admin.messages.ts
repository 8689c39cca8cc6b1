/** Texts of the admin API (Korean). */
export const ADMIN_TEXTS = {
  memberNotFound: '회원을 찾을 수 없습니다.',
  notPending: '승인 대기 중인 회원이 아닙니다.',
  approved: '승인되었습니다.',
  rejected: '거절되었습니다.',
  updated: '변경되었습니다.',
  inquiryNotFound: '문의를 찾을 수 없습니다.',
  answered: '답변이 등록되었습니다.',
  sent: '쪽지를 보냈습니다.',
  written: '등록되었습니다.',
  deleted: '삭제되었습니다.',
  postNotFound: '게시글을 찾을 수 없습니다.',
  adjusted: '조정되었습니다.',
  granted: '지급되었습니다.',
  zeroAmount: '0이 아닌 금액을 입력해주세요.',
  reasonRequired: '조정 사유를 입력해주세요.',
  ownIp: '현재 접속 중인 IP는 차단할 수 없습니다.',
} as const;
