import type { DashboardFigureKey, DashboardPeriod, DashboardQueueKey } from '@bet/core/admin-desk';

/** Labels of the operator's dashboard (/admin) and of the export bars. */
export const DASHBOARD_TEXTS = {
  title: '대시보드',
  refresh: '새로고침',
  asOf: (day: string) => `기준일 ${day} (KST)`,
  periods: { today: '오늘', last7: '최근 7일', last30: '최근 30일' } satisfies Record<DashboardPeriod, string>,
  figures: {
    deposits: '입금',
    withdrawals: '출금',
    stakes: '베팅금액',
    payouts: '당첨금',
    ggr: '총 게임 수익 (GGR)',
    activeMembers: '활동 회원',
    newMembers: '신규 가입',
  } satisfies Record<DashboardFigureKey, string>,
  liability: '미결 베팅 (예상 지급액)',
  liabilitySlips: (n: number) => `미결 ${n}건`,
  queuesTitle: '처리 대기',
  queues: {
    signUps: { label: '가입 승인', to: '/admin/members' },
    deposits: { label: '입금 신청', to: '/admin/charges' },
    withdrawals: { label: '출금 신청', to: '/admin/charges' },
    usdt: { label: 'USDT 신청', to: '/admin/usdt' },
    inquiries: { label: '미답변 문의', to: '/admin/inquiries' },
  } satisfies Record<DashboardQueueKey, { label: string; to: string }>,
  count: (n: number) => `${n}건`,
  moneyChart: '일별 금액 (최근 30일)',
  membersChart: '일별 회원 (최근 30일)',
  chartLoading: '차트를 불러오는 중…',
  exportsTitle: '내보내기 (CSV)',
} as const;

/** The export bar's labels. */
export const EXPORT_TEXTS = {
  from: '시작일',
  to: '종료일',
  download: '다운로드',
  downloadLabel: (what: string) => `${what} CSV 다운로드`,
} as const;

/** One colour per charted figure (the chart's lines and the legend's markers), light enough for the dark cards. */
export const DASHBOARD_SERIES_COLORS: Readonly<Record<DashboardFigureKey, string>> = {
  deposits: '#66bb6a',
  withdrawals: '#ef5350',
  stakes: '#42a5f5',
  payouts: '#ffa726',
  ggr: '#ce93d8',
  activeMembers: '#26c6da',
  newMembers: '#f06292',
};
