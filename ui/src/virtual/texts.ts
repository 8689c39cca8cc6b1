import { VIRTUAL_MESSAGES } from '@bet/core/virtual';

/** Every label of the virtual-sports pages (refusals and stage words stay in core's VIRTUAL_MESSAGES). */
export const VIRTUAL_TEXTS = {
  title: '가상게임',
  lead: '경기를 선택하고 시작 전에 베팅하세요. 선택한 항목은 베팅카트에 담깁니다.',
  gameTabs: '가상게임 종목',
  leagueTabs: '리그',
  video: '경기 영상',
  placeholder: '영상 준비중 · 경기 상황을 실시간 데이터로 보여드립니다',
  toStart: VIRTUAL_MESSAGES.toStart,
  playing: VIRTUAL_MESSAGES.playing,
  result: VIRTUAL_MESSAGES.result,
  waiting: VIRTUAL_MESSAGES.waiting,
  rounds: '베팅 가능한 경기',
  noRounds: '베팅 가능한 경기가 없습니다. 다음 경기를 준비중입니다.',
  loading: '경기 정보를 불러오는 중입니다…',
  failed: '경기 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  results: '최근 결과',
  noResults: '아직 결과가 없습니다.',
  versus: 'vs',
  /** Spec 9's team ranking (virtual soccer). */
  ranking: {
    title: '팀 순위',
    lead: (rounds: number): string => `최근 정산된 가상축구 ${rounds}경기 기준 · 승 3점, 무 1점`,
    empty: '아직 정산된 경기가 없습니다.',
    goals: (scored: number, conceded: number): string => `${scored}:${conceded}`,
    columns: { rank: '순위', team: '팀', played: '경기', won: '승', drawn: '무', lost: '패', goals: '득실', points: '승점' },
  },
} as const;
