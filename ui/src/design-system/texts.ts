/** Labels of the design system's shared parts (paging, dialog frames, amounts). */
export const DESIGN_SYSTEM_TEXTS = {
  pager: '페이지',
  firstPage: '첫 페이지',
  previousPage: '이전 페이지',
  nextPage: '다음 페이지',
  lastPage: '마지막 페이지',
  close: '닫기',
  tenThousand: '만',
  won: '원',
  pageLoading: '불러오는 중…',
} as const;
