/** Labels of my page's activity statement ('이용 내역서', Korean). */
export const ACTIVITY_STATEMENT_PAGE_TEXTS = {
  title: '이용 내역서',
  lead: '기간별 입금, 출금, 베팅금액, 당첨금액과 손익입니다. 손익은 결과가 나온 베팅만 계산하며, 결과를 기다리는 베팅은 진행중 베팅에 따로 표시합니다. (한국시간 기준, 최대 366일)',
  from: '시작일',
  to: '종료일',
  placeholder: 'YYYY-MM-DD',
  search: '조회',
  download: 'CSV 다운로드',
  columns: {
    day: '날짜',
    deposits: '입금',
    withdrawals: '출금',
    stakes: '베팅금액',
    openStakes: '진행중 베팅',
    wins: '당첨금액',
    net: '손익',
  },
  total: '합계',
  loading: '불러오는 중...',
  empty: '기간 내 이용 내역이 없습니다.',
} as const;
