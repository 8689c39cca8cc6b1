import { INQUIRY_ALLOWED_SPECIAL_CHARACTERS } from './inquiry-charset.js';
import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/** Every text a member reads in customer Q&A and the non-member inquiry. Exact spec wording where given. */
export const INQUIRY_MESSAGES = {
  titleRequired: '제목을 입력해주세요.',
  titleBlank: '공백만으로는 제목을 입력할 수 없습니다.',
  contentRequired: '문의 내용을 입력해주세요.',
  contentCharset: `문의 내용은 한글, 영문, 숫자, 공백과 특수문자(${INQUIRY_ALLOWED_SPECIAL_CHARACTERS})만 입력할 수 있습니다.`,
  badgeAnswered: '답변완료',
  badgeWaiting: '답변대기',
  waitingNotDeletable: '답변 대기중인 문의는 삭제할 수 없습니다.',
  confirmDeleteOne: '문의 내역을 삭제하시겠습니까?',
  confirmDeleteAll: '전체 내역을 삭제하시겠습니까?',
  confirmAccountInquiry: '입금계좌를 문의하시겠습니까?',
  accountInquiryTitle: '입금계좌문의',
  quickAccountInquiryTitle: '빠른 입금계좌문의',
  accountInquiryContents: '입금계좌 문의드립니다.',
  registered: '문의가 등록되었습니다.',
  deleted: COMMON_MESSAGES.deleted,
  deletionFinished: '삭제가 완료되었습니다.',
  fieldRequired: '위 항목을 입력해주세요.',
  nonMemberRegistered: '비회원 문의가 등록되었습니다.',
  nonMemberFailed: '문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
} as const;
