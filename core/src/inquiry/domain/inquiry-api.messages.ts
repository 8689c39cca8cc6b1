import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';
import { INQUIRY_MESSAGES } from './inquiry.messages.js';

/**
 * Customer-support texts the server sends (server/src/routes/support/support.messages.ts
 * re-exports them; spec 5 and 8 wording where given). What the inquiry screens already say is
 * reused, so client and server read the same words.
 */
export const INQUIRY_API_MESSAGES = {
  nonMemberDone: INQUIRY_MESSAGES.nonMemberRegistered,
  nonMemberFailed: INQUIRY_MESSAGES.nonMemberFailed,
  nonMemberRequired: INQUIRY_MESSAGES.fieldRequired,
  tooManyNonMember: '문의가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  titleRequired: INQUIRY_MESSAGES.titleRequired,
  titleBlank: INQUIRY_MESSAGES.titleBlank,
  contentRequired: INQUIRY_MESSAGES.contentRequired,
  contentCharacters: '문의 내용에는 한글, 영문, 숫자, 공백과 일부 특수문자만 사용할 수 있습니다.',
  inquiryDone: INQUIRY_MESSAGES.registered,
  waitingCannotDelete: '답변이 완료된 문의만 삭제할 수 있습니다.',
  deleted: COMMON_MESSAGES.deleted,
  notFound: '문의를 찾을 수 없습니다.',
  accountInquiryTitle: '입금계좌 문의',
  accountInquiryBody: '입금계좌 안내를 요청합니다.',
  accountInquiryDone: '입금계좌 문의가 접수되었습니다. 쪽지로 안내해드립니다.',
} as const;
