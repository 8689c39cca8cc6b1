import { INQUIRY_API_MESSAGES } from '../../inquiry/domain/inquiry-api.messages.js';
import { MINIGAME_MESSAGES } from '../../minigame/domain/minigame.messages.js';
import { ADMIN_DESK_MESSAGES as DESK } from './admin-desk.messages.js';

/**
 * Texts the admin API sends (server/src/routes/admin/admin.messages.ts re-exports them as
 * ADMIN_TEXTS). What the back office already says is reused, so both ends read the same words.
 */
export const ADMIN_API_MESSAGES = {
  memberNotFound: DESK.memberNotFound,
  notPending: '승인 대기 중인 회원이 아닙니다.',
  approved: DESK.approved,
  rejected: DESK.rejected,
  updated: '변경되었습니다.',
  inquiryNotFound: INQUIRY_API_MESSAGES.notFound,
  answered: DESK.answered,
  sent: DESK.sent,
  written: DESK.written,
  deleted: DESK.deleted,
  postNotFound: '게시글을 찾을 수 없습니다.',
  adjusted: DESK.adjusted,
  granted: '지급되었습니다.',
  zeroAmount: DESK.amountZero,
  reasonRequired: DESK.reasonRequired,
  ownIp: '현재 접속 중인 IP는 차단할 수 없습니다.',
  secondFactorReset: DESK.secondFactorReset,
  ownSecondFactor: '본인의 2단계 인증은 초기화할 수 없습니다. 다른 관리자에게 요청해주세요.',
  noSecondFactor: '등록된 2단계 인증이 없습니다.',
  gameNotFound: MINIGAME_MESSAGES.missingGame,
  gameMaintenanceOn: '점검 중으로 변경되었습니다.',
  gameMaintenanceOff: '점검이 해제되었습니다.',
} as const;
