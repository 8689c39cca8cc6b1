/** Every text a member reads on /community/notice, its detail and its write form (regist). */
export const COMMUNITY_NOTICE_MESSAGES = {
  titleRequired: '제목을 입력해주세요.',
  contentsRequired: '내용을 입력해주세요.',
  written: '공지사항이 등록되었습니다.',
  edited: '공지사항이 수정되었습니다.',
  /** Spec 6: only level 1 writes notices; the server refuses the others with its own text. */
  notWriter: '공지사항 작성 권한이 없습니다.',
  /** Edit: a notice someone else wrote (the server answers 403 with it too). */
  notAuthor: '본인이 작성한 공지사항만 수정할 수 있습니다.',
} as const;
