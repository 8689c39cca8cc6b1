/** Labels of the top page's notice widget. */
export const BOARDS_TEXTS = {
  notices: '공지사항',
  more: '더보기',
  write: '공지 작성',
  noNotices: '등록된 공지사항이 없습니다.',
} as const;
