/** Labels of customer Q&A; rule messages and badges come from core's INQUIRY_MESSAGES. */
export const INQUIRY_TEXTS = {
  title: '1:1 문의',
  formTitle: '문의 작성',
  titleLabel: '제목',
  titlePlaceholder: '제목을 입력하세요',
  contentLabel: '문의 내용',
  contentPlaceholder: '문의하실 내용을 입력하세요',
  submit: '문의 등록',
  submitting: '등록중...',
  accountInquiry: '입금계좌 문의',
  listTitle: '나의 문의 내역',
  columns: { date: '작성일', title: '제목', status: '상태', delete: '삭제' },
  delete: '삭제',
  deleteAll: '전체삭제',
  question: '문의',
  answer: '답변',
  empty: '문의 내역이 없습니다.',
  loading: '문의 내역을 불러오는 중입니다.',
  /** The visitors' inquiry dialog (opened from the login dialog). */
  nonMember: {
    title: '비회원문의',
    name: '이름',
    phoneNumber: '연락처',
    question: '문의내용',
    submit: '문의하기',
    submitting: '보내는 중...',
  },
} as const;
