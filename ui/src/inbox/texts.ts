/** Labels of the memo (쪽지) screens; rule messages and badges come from core's INBOX_MESSAGES. */
export const INBOX_TEXTS = {
  title: '쪽지함',
  unreadCount: (count: number): string => `읽지 않은 쪽지 ${count}개`,
  selectAll: '전체 선택',
  select: (title: string): string => `${title} 선택`,
  columns: { date: '날짜', title: '제목', expand: '내용', status: '상태', delete: '삭제' },
  expand: '보기',
  collapse: '접기',
  delete: '삭제',
  markAllRead: '모두 읽음',
  deleteSelected: '선택 삭제',
  deleteAllRead: '읽은 쪽지 전체삭제',
  empty: '받은 쪽지가 없습니다.',
  loading: '쪽지를 불러오는 중입니다.',
  pager: '쪽지 페이지',
} as const;
