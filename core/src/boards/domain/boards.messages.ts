/** Every text a member reads on the notice, rules and events boards. */
export const BOARDS_MESSAGES = {
  noticeTab: '공지사항',
  ruleTab: '베팅규정',
  eventTab: '이벤트',
  /** Event categories by the server's category number (spec 2). */
  eventCategory: {
    1: '신규회원 전용',
    5: '전체 이벤트',
    2: '카지노',
    3: '슬롯',
    4: '스포츠',
    6: '라이브 스포츠',
    7: '가상 스포츠',
    8: '미니게임',
    10: '홀덤',
    9: '지인 추천',
  },
  eventCategoryWithCount: (label: string, count: number): string => `${label} (${count})`,
  empty: '등록된 글이 없습니다.',
} as const;
