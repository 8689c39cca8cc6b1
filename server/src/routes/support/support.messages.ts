/** Customer-support texts (Korean; spec 5 and 8 wording where given). */
export const SUPPORT_MESSAGES = {
  nonMemberDone: '비회원 문의가 등록되었습니다.',
  nonMemberFailed: '문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
  nonMemberRequired: '위 항목을 입력해주세요.',
  tooManyNonMember: '문의가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  titleRequired: '제목을 입력해주세요.',
  titleBlank: '공백만으로는 제목을 입력할 수 없습니다.',
  contentRequired: '문의 내용을 입력해주세요.',
  contentCharacters: '문의 내용에는 한글, 영문, 숫자, 공백과 일부 특수문자만 사용할 수 있습니다.',
  inquiryDone: '문의가 등록되었습니다.',
  waitingCannotDelete: '답변이 완료된 문의만 삭제할 수 있습니다.',
  deleted: '삭제되었습니다.',
  notFound: '문의를 찾을 수 없습니다.',
  accountInquiryTitle: '입금계좌 문의',
  accountInquiryBody: '입금계좌 안내를 요청합니다.',
  accountInquiryDone: '입금계좌 문의가 접수되었습니다. 쪽지로 안내해드립니다.',
} as const;

/**
 * Spec 5: inquiry content is Korean, English, digits, whitespace and some special characters.
 * The allowed specials are the common punctuation of a Korean keyboard.
 */
export const INQUIRY_CONTENT_PATTERN = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9\s.,!?@#%&*()\-_=+:;'"~^/[\]]*$/u;
