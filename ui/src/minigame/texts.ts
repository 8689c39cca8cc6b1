/** Every label of the mini-game pages (rule and refusal messages stay in core's MINIGAME_MESSAGES). */
export const MINIGAME_TEXTS = {
  title: '미니게임',
  lead: '게임을 선택하고 회차 마감 전에 베팅하세요. 선택한 항목은 베팅카트에 담깁니다.',
  providerTabs: '미니게임 업체',
  gameTabs: '게임 목록',
  maintenance: '점검중',
  round: '회차',
  countdown: '베팅마감까지',
  waiting: '베팅이 마감되었습니다. 다음 회차를 준비중입니다.',
  noGame: '이용 가능한 게임이 없습니다.',
  loading: '게임 정보를 불러오는 중입니다…',
  failed: '게임 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  alreadyBet: '이번 회차 베팅완료',
  results: '최근 결과',
  noResults: '아직 결과가 없습니다.',
  picks: '베팅 선택',
} as const;
