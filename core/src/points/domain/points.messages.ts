import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';
import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/**
 * Every text a member reads on the point pages (/point and /mypage/point_history). Spec 5 and 8
 * give '포인트 전환성공', the 1-point minimum and the default failure; the rest is written here
 * from the spec's English ('processed', 'delete the whole history?', 'Deleted.').
 */
export const POINT_MESSAGES = {
  conversionDone: '포인트 전환성공',
  conversionFailed: DEFAULT_PROBLEM_MESSAGE,
  /** Spec 5: 'insufficient points; minimum conversion is 1 won'. */
  minimum: '포인트가 부족합니다. 최소 전환 포인트는 1원입니다.',
  amountRequired: '전환할 포인트를 입력해주세요.',
  amountFraction: '소수점으로 전환할 수 없습니다.',
  aboveHeld: '보유 포인트가 부족합니다.',
  /** Spec 4: every conversion is shown as processed. */
  processed: '처리완료',
  confirmDeleteAll: '전체 내역을 삭제하시겠습니까?',
  deleted: COMMON_MESSAGES.deleted,
  /** The server's answer for a row that is not the member's or is gone. */
  recordNotFound: '포인트 내역을 찾을 수 없습니다.',
  deleteAllDone: '삭제가 완료되었습니다.',
  deleteFailed: '삭제에 실패했습니다.',
} as const;

/** What a row of the point history is: a conversion to cash or a credit (attendance, roulette...). */
export const POINT_KIND_LABELS = { conversion: '캐쉬 전환', credit: '포인트 지급' } as const;
